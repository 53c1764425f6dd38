import { keepHyphenatedWords } from '@/domain/line-breaks'
import styles from './KeepTogether.module.css'

/** A text whose short hyphenated words (« es-tu ») never break across two lines; its text is unchanged. */
export function KeepTogether({ text }: { text: string }) {
  return keepHyphenatedWords(text).map((run, index) =>
    run.keep ? (
      <span key={index} className={styles.word}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}
