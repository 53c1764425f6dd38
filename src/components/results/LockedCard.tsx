import styles from './Results.module.css'

interface LockedCardProps {
  heading: string
  title: string
  text: string
  placeholder: string
  count?: number
  /** Where the lock line leads: the page's unlock button (or what to do instead). */
  unlockHref: string
  /** Inside a section its heading already names (the rest of a list): no region of its own, named the same again. */
  nested?: boolean
}

/**
 * A blurred card over generic text: the real locked content is never in the page. Its lock line leads to the
 * unlock button. The blurred heading is hidden from screen readers, so a card standing alone is a region named
 * by it instead.
 */
export function LockedCard({ heading, title, text, placeholder, count = 1, unlockHref, nested = false }: LockedCardProps) {
  const Box = nested ? 'div' : 'section'
  return (
    <Box className={styles.locked} aria-label={nested ? undefined : heading}>
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
    </Box>
  )
}
