import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import styles from './FormField.module.css'

/**
 * The fields of the public forms (checkout, coaching booking, payment dialog, demo checkout): a label tied
 * to its control by `htmlFor`/`id`, the form's own "required" word after the label of a required field,
 * an optional hint read with the control (`aria-describedby`), checkbox and radio rows, fieldsets.
 */

interface LabelOptions {
  label: ReactNode
  /** The word shown in brackets after the label, e.g. "obligatoire"; it also makes the control `required`. */
  requiredLabel?: string
}

interface FieldOptions extends LabelOptions {
  /** The control's id, which the label points to; the hint's id is derived from it. */
  id: string
  /** A sentence under the control, announced with it. */
  hint?: ReactNode
}

/** "(obligatoire)" after a label or a legend. */
function RequiredMark({ label }: { label: string }) {
  return <span className={styles.required}>({label})</span>
}

function LabelText({ label, requiredLabel }: LabelOptions) {
  return (
    <>
      {label}
      {requiredLabel ? (
        <>
          {' '}
          <RequiredMark label={requiredLabel} />
        </>
      ) : null}
    </>
  )
}

/** The attributes that tie a control to its label, hint and required state. */
function wiring({ id, hint, requiredLabel }: FieldOptions, required: boolean | undefined) {
  return {
    id,
    required: requiredLabel ? true : required,
    ...(hint ? { 'aria-describedby': `${id}-hint` } : {}),
  }
}

function Field({ id, label, requiredLabel, hint, children }: FieldOptions & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <LabelText label={label} requiredLabel={requiredLabel} />
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** A labelled one-line input. */
export function FormField({ id, label, requiredLabel, hint, required, ...input }: FieldOptions & InputAttributes) {
  const options = { id, label, requiredLabel, hint }
  return (
    <Field {...options}>
      <input {...input} {...wiring(options, required)} />
    </Field>
  )
}

/** A labelled multi-line text area. */
export function FormTextArea({
  id,
  label,
  requiredLabel,
  hint,
  required,
  ...textarea
}: FieldOptions & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const options = { id, label, requiredLabel, hint }
  return (
    <Field {...options}>
      <textarea {...textarea} {...wiring(options, required)} />
    </Field>
  )
}

/** A checkbox (or radio button) in the forms' size and colour, for rows laid out by their container. */
export function CheckInput({ type = 'checkbox', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return <input {...input} type={type} className={styles.box} />
}

type FormCheckProps = LabelOptions & { id: string } & Omit<InputAttributes, 'className'>

/** A checkbox or radio button followed by its label. */
export function FormCheck({ id, label, requiredLabel, required, ...input }: FormCheckProps) {
  return (
    <div className={styles.check}>
      <CheckInput {...input} {...wiring({ id, label, requiredLabel }, required)} />
      <label htmlFor={id}>
        <LabelText label={label} requiredLabel={requiredLabel} />
      </label>
    </div>
  )
}

interface FormGroupProps {
  legend: ReactNode
  /** Shown after the legend; the group's own controls carry `required` where it applies. */
  requiredLabel?: string
  /** The container's own class, which sets the spacing between the rows. */
  className?: string
  children: ReactNode
}

/** A bordered fieldset whose legend names the group. */
export function FormGroup({ legend, requiredLabel, className, children }: FormGroupProps) {
  return (
    <fieldset className={className ? `${styles.group} ${className}` : styles.group}>
      <legend>
        <LabelText label={legend} requiredLabel={requiredLabel} />
      </legend>
      {children}
    </fieldset>
  )
}
