import Link from 'next/link'
import type { SiteCopy } from '@/server/site-content'
import { Menu } from './Menu.client'
import { LogoMark } from './LogoMark'
import styles from './Header.module.css'

interface HeaderProps {
  brandName: string
  copy: SiteCopy
}

/** Fixed header: the brand (back to the home page) and the hamburger menu. */
export function Header({ brandName, copy }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* The link is named by the visible brand: a name holding "retour à l’accueil" would be taken for the
            pages' own "Retour" buttons. The longer wording stays available as its description. */}
        <Link href="/" className={styles.logo} title={copy.logoAlt}>
          <LogoMark className={styles.mark} />
          <span className={styles.brand}>{brandName}</span>
        </Link>
        <Menu
          items={copy.menu.items}
          openLabel={copy.menu.openLabel}
          closeLabel={copy.menu.closeLabel}
          navLabel={copy.ui.mainNavLabel}
        />
      </div>
    </header>
  )
}
