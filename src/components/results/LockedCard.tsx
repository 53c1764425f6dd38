import styles from './Results.module.css'

interface LockedCardProps {
  heading: string
  title: string
  text: string
  placeholder: string
  count?: number
}

/** A blurred card over generic text: the real locked content is never in the page. */
export function LockedCard({ heading, title, text, placeholder, count = 1 }: LockedCardProps) {
  return (
    <div className={styles.locked}>
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
          {text}
        </p>
      </div>
    </div>
  )
}
