import type { JSONFieldValidation } from 'payload'
import { json } from 'payload/shared'
import { describePlaceholderProblems, placeholderProblems } from '@/domain/template-placeholders'

/**
 * The validation of an editors' JSON copy: Payload's own (valid JSON, required), then the `{name}`
 * placeholders of every text against the defaults the site lays the copy over, then any check of the
 * copy's own (`more`: the report's list lengths). The save is refused with what to mend, so a visitor never
 * reads « {prenom} » nor a sentence that lost its price.
 */
export const copyValidation =
  (defaults: unknown, more?: (value: unknown) => string | true): JSONFieldValidation =>
  (value, options) => {
    const base = json(value, options)
    if (base !== true) return base
    const problems = placeholderProblems(defaults, value)
    if (problems.length > 0) return describePlaceholderProblems(problems)
    return more ? more(value) : true
  }
