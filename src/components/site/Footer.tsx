import Link from 'next/link'
import type { SiteCopy } from '@/server/site-content'
import type { SiteSetting } from '@/payload-types'
import { FooterTerms } from './FooterTerms.client'
import { termsDialogTexts } from './terms-dialog-texts'
import { CookieSettingsButton } from './CookieSettingsButton.client'
import { CurrentYear } from './CurrentYear.client'
import { LogoMark } from './LogoMark'
import { SocialIcon } from './SocialIcon'
import { isExternalLink } from '@/domain/external-link'
import styles from './Footer.module.css'

interface FooterProps {
  settings: SiteSetting
  copy: SiteCopy
}

/** Footer (spec part 1 §2.3): resources, legal and trust entries (all open the terms of sale), social links, copyright. */
export function Footer({ settings, copy }: FooterProps) {
  const { footer } = copy
  const [before, after] = footer.copyright.split('{year}')
  // An address saved before the admin checked it (« instagram.com/… ») would lead to a page of this site.
  const socialLinks = (settings.socialLinks ?? []).filter((link) => isExternalLink(link.url))
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <LogoMark className={styles.mark} />
            <span>{settings.brandName}</span>
          </p>
          {settings.tagline ? <p className={styles.tagline}>{settings.tagline}</p> : null}
        </div>
        <nav className={styles.column} aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.title}>
            {footer.resources.title}
          </h2>
          <ul className={styles.list}>
            {footer.resources.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterTerms
          columns={[
            { title: footer.legal.title, items: footer.legal.items },
            { title: footer.trust.title, items: footer.trust.items },
          ]}
          dialog={termsDialogTexts(copy)}
        />
        {socialLinks.length ? (
          <div className={styles.column}>
            <h2 className={styles.title}>{footer.socialTitle}</h2>
            <ul className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
                    <SocialIcon url={link.url} />
                    <span className="visually-hidden">
                      {link.label} {copy.ui.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {before}
          {after !== undefined ? <CurrentYear /> : null}
          {after}
        </p>
        <ul className={styles.utility}>
          <li>
            <Link href={copy.ui.methodLink.href} className={styles.link}>
              {copy.ui.methodLink.label}
            </Link>
          </li>
          <li>
            <Link href={copy.ui.dataRightsLink.href} className={styles.link}>
              {copy.ui.dataRightsLink.label}
            </Link>
          </li>
          <li>
            <CookieSettingsButton className={styles.linkButton}>{copy.ui.cookieSettings}</CookieSettingsButton>
          </li>
        </ul>
      </div>
    </footer>
  )
}
