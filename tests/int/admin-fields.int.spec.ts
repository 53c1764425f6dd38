/** The admin as editors and staff read it, whatever collection or global a field is in: French dates and row names. */
import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { collections } from '@/collections'
import { globals } from '@/globals'
import { JSON_TEXT_FIELD } from '@/fields/json-text'

/** Every field of a list of fields, inside groups, rows, collapsibles, tabs, arrays and blocks. */
function* allFields(fields: readonly Field[], path = ''): Generator<[string, Field]> {
  for (const field of fields) {
    const name = 'name' in field ? `${path}${field.name}` : path
    yield [name, field]
    if ('fields' in field) yield* allFields(field.fields, 'name' in field ? `${name}.` : path)
    if (field.type === 'tabs') for (const tab of field.tabs) yield* allFields(tab.fields, 'name' in tab ? `${path}${tab.name}.` : path)
    if (field.type === 'blocks') for (const block of field.blocks) yield* allFields(block.fields, `${name}.${block.slug}.`)
  }
}

const fieldsOfType = (type: Field['type']) =>
  [...collections, ...globals].flatMap((config) =>
    [...allFields(config.fields)].filter(([, field]) => field.type === type).map(([name, field]) => ({ at: `${config.slug}.${name}`, field })),
  )

describe('the admin in French', () => {
  it('shows every date field day first, on a 24-hour clock', () => {
    const dateFields = fieldsOfType('date')
    expect(dateFields.length).toBeGreaterThan(10)
    for (const { at, field } of dateFields) {
      const picker = field.type === 'date' ? field.admin?.date : undefined
      expect(picker?.displayFormat, at).toMatch(/^dd\/MM\/yyyy( HH:mm)?$/)
      if (picker?.pickerAppearance === 'dayAndTime') expect(picker.timeFormat, at).toBe('HH:mm')
    }
  })

  it('names the rows of every list in French, where Payload would derive « Social Link 01 » from the field name', () => {
    const lists = fieldsOfType('array')
    expect(lists.length).toBeGreaterThan(5)
    for (const { at, field } of lists) {
      const labels = field.type === 'array' ? field.labels : undefined
      expect(labels?.singular, at).toEqual(expect.any(String))
      expect(labels?.plural, at).toEqual(expect.any(String))
    }
  })

  it('edits every JSON field as checked text, and has no code field: the admin never loads Monaco from a CDN', () => {
    const jsonFields = fieldsOfType('json')
    expect(jsonFields.map(({ at }) => at)).toEqual(expect.arrayContaining(['interface-texts.copy', 'home-page.copy', 'report-texts.copy']))
    for (const { at, field } of jsonFields) expect(field.type === 'json' && field.admin?.components, at).toEqual(JSON_TEXT_FIELD)
    expect(fieldsOfType('code')).toEqual([])
  })
})
