'use client'
import { useEffect, useId, useRef, useState } from 'react'
import type { JSONFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { findJsonProblem } from './json-problem'
import styles from './JsonTextField.module.css'

const asText = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))

/** What a text holds as data, compared with the form's value; undefined while it is not valid JSON. */
const dataOf = (text: string): string | undefined => (text.trim() === '' ? 'null' : findJsonProblem(text) ? undefined : JSON.stringify(JSON.parse(text)))

/**
 * The JSON fields of the admin (the editors' texts, the answers staff read) as plain, monospaced text.
 * Payload's own code editor loads Monaco from a CDN: a third-party script with the staff's session in
 * reach, and an empty grey box where the CDN cannot be reached. Here an editor sees, as they type, the
 * line and column where the JSON goes wrong and why; while it is wrong the form holds the text itself,
 * which Payload refuses at the save, so a half-typed edit is never saved over the last good one.
 */
export const JsonTextField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, setValue, showError, errorMessage, path, disabled } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  // An invalid draft is held as the text itself (a tab switched away and back remounts the field).
  const [text, setText] = useState(() => (typeof value === 'string' ? value : asText(value)))
  const problem = findJsonProblem(text)
  const id = useId()
  const problemId = `${id}-probleme`
  const refusalId = `${id}-refus`
  // The server's refusal (a placeholder to mend, a list too long), written out under the box: Payload's
  // tooltip holds one line, and is not shown at all on a phone.
  const refusal = showError && errorMessage && !(problem && text.trim()) ? errorMessage : null
  const locked = readOnly || disabled
  const textRef = useRef<HTMLTextAreaElement>(null)

  /** The caret to the mistake, its line a few lines from the top of the box. */
  function goToProblem() {
    const box = textRef.current
    if (!box || !problem) return
    box.focus()
    box.setSelectionRange(problem.offset, problem.offset)
    box.scrollTop = Math.max(0, (problem.line - 4) * parseFloat(getComputedStyle(box).lineHeight))
  }

  // A value that changed under the text (the form reset after a save, a restored version) replaces it;
  // the text's own invalid draft, held as a string, does not.
  useEffect(() => {
    if (typeof value === 'string') return
    setText((current) => (dataOf(current) === JSON.stringify(value ?? null) ? current : asText(value)))
  }, [value])

  function change(next: string) {
    setText(next)
    if (next.trim() === '') return setValue(null)
    setValue(findJsonProblem(next) ? next : JSON.parse(next))
  }

  return (
    <div className={`field-type json ${styles.field}`}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <FieldError path={path} showError={showError} />
      <textarea
        ref={textRef}
        id={id}
        className={styles.text}
        value={text}
        onChange={(event) => change(event.target.value)}
        readOnly={locked}
        spellCheck={false}
        rows={Math.min(30, Math.max(6, text.split('\n').length + 1))}
        aria-invalid={(problem && text.trim()) || refusal ? true : undefined}
        aria-describedby={problem && text.trim() ? problemId : refusal ? refusalId : undefined}
      />
      {refusal ? (
        <p id={refusalId} className={styles.problem} role="alert">
          {refusal}
        </p>
      ) : null}
      {problem && text.trim() ? (
        <p className={styles.problem}>
          <span id={problemId} role="alert">
            JSON invalide, ligne {problem.line}, colonne {problem.column} : {problem.reason}.
          </span>{' '}
          <button type="button" className={styles.goTo} onClick={goToProblem}>
            Aller à l’erreur
          </button>
        </p>
      ) : null}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
