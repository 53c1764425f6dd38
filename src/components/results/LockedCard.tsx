import styles from './Results.module.css'

interface LockedCardProps {
  heading: string
  title: string
  text: string
  placeholder: string
  count?: number
  /** Where the lock line leads: the page's unlock button (or what to do instead). */
  unlockHref: string
}

/**
 * A blurred card over generic text: the real locked content is never in the page. Its lock line leads to the
 * unlock button. The blurred heading is hidden from screen readers, so the card is named by it instead.
 */
export function LockedCard({ heading, title, text, placeholder, count = 1, unlockHref }: LockedCardProps) {
  return (
    <section className={styles.locked} aria-label={heading}>
      <div className={styles.blurred} aria-hidden="true">
        <p className={styles.lockedHeading}>{heading}</p>
        {Array.from({ length: Math.min(count, 3) }, (_, index) => (
          <p key={index}>{placeholder}</p>
        ))}
      </div>
      <div className={styles.padlock}>
        <span aria-hidden="true">🔒</span>
        <p>
          <strong>{title}</strong>
          <br />
          <a className={styles.lockLink} href={unlockHref}>
            {text}
          </a>
        </p>
      </div>
    </section>
  )
}
