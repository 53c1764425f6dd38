import { describe, expect, it } from 'vitest'
import { entityTag, isNotModified } from './media-files'

const stamp = { size: 14109, modifiedMs: Date.parse('2026-11-24T01:38:12.345Z') }
const ask = (headers: Record<string, string>) => isNotModified(new Headers(headers), stamp)

describe('media file validators', () => {
  it('tags a file by its size and modification time, so a replaced file gets another tag', () => {
    expect(entityTag(stamp)).toMatch(/^W\/"371d-[0-9a-f]+"$/)
    expect(entityTag({ ...stamp, size: stamp.size + 1 })).not.toBe(entityTag(stamp))
    expect(entityTag({ ...stamp, modifiedMs: stamp.modifiedMs + 1 })).not.toBe(entityTag(stamp))
  })

  it('finds the copy still good when one of the tags the browser holds matches, weak or strong', () => {
    const tag = entityTag(stamp)
    expect(ask({ 'if-none-match': tag })).toBe(true)
    expect(ask({ 'if-none-match': tag.slice(2) })).toBe(true)
    expect(ask({ 'if-none-match': `W/"1-1" , ${tag}` })).toBe(true)
    expect(ask({ 'if-none-match': '*' })).toBe(true)
    expect(ask({ 'if-none-match': 'W/"1-1"' })).toBe(false)
  })

  it('compares dates to the second, and lets a tag decide over a date', () => {
    const modified = new Date(stamp.modifiedMs).toUTCString()
    expect(ask({ 'if-modified-since': modified })).toBe(true)
    expect(ask({ 'if-modified-since': new Date(stamp.modifiedMs - 1000).toUTCString() })).toBe(false)
    expect(ask({ 'if-modified-since': 'pas une date' })).toBe(false)
    expect(ask({ 'if-none-match': 'W/"1-1"', 'if-modified-since': modified })).toBe(false)
    expect(ask({})).toBe(false)
  })
})
