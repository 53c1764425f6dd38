import type { ReactNode } from 'react'
import styles from './Results.module.css'

interface ResultItemProps {
  icon: string
  title: ReactNode
  /** One line under the title: level, duration, ROME code. */
  meta: string
  children?: ReactNode
}

/** One recommended training or career: icon, title, a line of details, then its text. */
export function ResultItem({ icon, title, meta, children }: ResultItemProps) {
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3>{title}</h3>
        <p className={styles.meta}>{meta}</p>
        {children}
      </div>
    </li>
  )
}
