import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import styles from './FormField.module.css'

/**
 * The fields of the public forms (checkout, coaching booking, payment dialog, demo checkout): a label tied
 * to its control by `htmlFor`/`id`, the form's own "required" word after the label of a required field,
 * an optional hint and an error read with the control (`aria-describedby`, `aria-invalid`), checkbox and
 * radio rows, fieldsets.
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
  /** What is wrong with the value, under the control: it marks the control invalid and is read with it. */
  error?: string | null
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

/** The attributes that tie a control to its label, hint, error and required state. */
function wiring({ id, hint, error, requiredLabel }: FieldOptions, required: boolean | undefined) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return {
    id,
    required: requiredLabel ? true : required,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  }
}

/** The error under a control, once there is one. */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null
}

function Field({ id, label, requiredLabel, hint, error, children }: FieldOptions & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <LabelText label={label} requiredLabel={requiredLabel} />
      </label>
      {children}
      <FieldError id={id} error={error} />
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
export function FormField({ id, label, requiredLabel, hint, error, required, ...input }: FieldOptions & InputAttributes) {
  const options = { id, label, requiredLabel, hint, error }
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
  error,
  required,
  ...textarea
}: FieldOptions & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const options = { id, label, requiredLabel, hint, error }
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

type FormCheckProps = LabelOptions & { id: string; error?: string | null } & Omit<InputAttributes, 'className'>

/** A checkbox or radio button followed by its label, and what is wrong with it. */
export function FormCheck({ id, label, requiredLabel, error, required, ...input }: FormCheckProps) {
  return (
    <div className={styles.check}>
      <CheckInput {...input} {...wiring({ id, label, requiredLabel, error }, required)} />
      <label htmlFor={id}>
        <LabelText label={label} requiredLabel={requiredLabel} />
      </label>
      <FieldError id={id} error={error} />
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
