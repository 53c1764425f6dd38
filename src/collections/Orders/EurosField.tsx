'use client'
import type { NumberFieldClientComponent } from 'payload'
import { useField } from '@payloadcms/ui'
import { formatEuros } from '@/domain/offers'

/**
 * An amount the app writes in cents (the payment provider's unit), shown on the order's page as staff read it
 * in the lists: « 18,00 € », never « 1800 ». Read-only: nobody edits what was charged or given back. It follows
 * the form, so a refund noted by hand shows once the order is saved. Styles in src/app/(payload)/custom.scss.
 */
export const EurosField: NumberFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { value, path } = useField<number | null>({ potentiallyStalePath: pathFromProps })
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : null
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    // A named group, as a screen reader announces a field: its label, the amount, then what it means.
    <div className="field-type euros-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={description ? `${id}-description` : undefined}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <p id={id} className="euros-field__amount">
        {typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? formatEuros(value) : '—'}
      </p>
      {description ? (
        <p id={`${id}-description`} className="euros-field__description">
          {description}
        </p>
      ) : null}
    </div>
  )
}
