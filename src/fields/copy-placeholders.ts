import type { JSONFieldValidation } from 'payload'
import { json } from 'payload/shared'
import { describePlaceholderProblems, placeholderProblems, type GivenNames } from '@/domain/template-placeholders'
import { describeShapeProblems, shapeProblems } from '@/domain/copy-shape'

/**
 * The validation of an editors' JSON copy: Payload's own (valid JSON, required), then its shape (names and
 * kinds of value the site reads: domain/copy-shape.ts), then the `{name}`
 * placeholders of every text the save changes against the defaults the site lays the copy over (and the names
 * some sentences are given besides: `given`), then any
 * check of the copy's own (`more`: the report's list lengths). The save is refused with what to mend, so a
 * visitor never reads « {prenom} » nor a sentence that lost its price. What is stored already is never
 * refused again (`previousValue`): the seed adding a new key, or an admin saving prices in the same global,
 * goes through whatever an editor wrote before these checks.
 */
export const copyValidation =
  (defaults: unknown, more?: ((value: unknown, previous: unknown) => string | true) | null, given?: GivenNames): JSONFieldValidation =>
  (value, options) => {
    const base = json(value, options)
    if (base !== true) return base
    const astray = shapeProblems(defaults, value, options.previousValue)
    if (astray.length > 0) return describeShapeProblems(astray)
    const problems = placeholderProblems(defaults, value, options.previousValue, given)
    if (problems.length > 0) return describePlaceholderProblems(problems)
    return more ? more(value, options.previousValue) : true
  }
