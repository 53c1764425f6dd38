import Link from 'next/link'
import type { ReactNode } from 'react'
import type { ProfileView } from '@/domain/unlock'
import type { ResultsLayout } from '@/domain/bilan'
import type { InterfaceTexts } from '@/content/interface'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { SkillsRadar } from './SkillsRadar'
import { PromoTeaser } from './PromoTeaser.client'
import { ReportDownload } from './ReportDownload.client'
import { LockedCard } from './LockedCard'
import { ResultItem } from './ResultItem'
import { Picture } from '@/components/site/Picture.client'
import type { PictureSources } from '@/components/site/media'
import { UnlockButton } from '@/components/payments/UnlockButton'
import { PremiumLink } from '@/components/payments/PremiumLink'
import { PaymentOutcome } from '@/components/payments/PaymentOutcome.client'
import { fillTemplate } from '@/domain/template'
import { trainingBadge } from '@/domain/training-badge'
import styles from './Results.module.css'
import { KeepTogether } from '@/components/site/KeepTogether'

/** The unlock button's place (or, on a page with nothing of the visitor's to unlock, what to do), where every locked card leads. */
const UNLOCK_ANCHOR = 'debloquer'

interface ProfileResultsProps {
  view: ProfileView
  layout: ResultsLayout
  title: string
  texts: InterfaceTexts
  /** The report's price, formatted ("18,00 €"), for the lock lines' {price}. */
  priceLabel: string
  /** The premium offer's price, formatted ("59,00 €"), for the adult layout's premium text ({price}). */
  premiumPriceLabel: string
  /** The visitor's six scores, named from `texts.riasec.typeNames`. */
  scores?: Array<{ letter: RiasecLetter; score: number }>
  /**
   * Back from the payment page, while the profile is still locked: the confirmation is on its way
   * ('pending'), the provider declined the payment or let it expire ('failed'), or it was given back
   * ('refunded').
   */
  paymentReturn?: 'pending' | 'failed' | 'refunded' | null
  /** Back from the payment page: what watches for the confirmation, shown under the pending message. */
  paymentWatcher?: ReactNode
  /** Adult layout: the worker photo (a 'Ton profil' placeholder replaces it when missing or broken). */
  photo?: PictureSources | null
  /** Adult layout, while locked: the sample report's carousel, next to the offer. */
  sampleReport?: ReactNode
  /** The profile of the unlocked result this device kept from an earlier test, when the page shows another. */
  keptProfile?: string | null
  /** Not a profile of this device's tests: nothing here to unlock, and the way to the visitor's own (see results-view). */
  notOwn?: { latestProfile: string | null; latestUnlocked: boolean } | null
  /** Results saved without a contact: the offer to give one, under the hero. */
  saveResults?: ReactNode
}

/** The photo's frame: the illustrations are 4:3; a photo is cropped to it around its focal point. */
const PHOTO_WIDTH = 800
const PHOTO_HEIGHT = 600

/**
 * The results page body. A locked view carries only the free fields and the count of locked items:
 * the locked cards show generic text, never the real content (which never left the server).
 */
export function ProfileResults({
  view,
  layout,
  title,
  texts,
  priceLabel,
  premiumPriceLabel,
  scores,
  paymentReturn = null,
  paymentWatcher,
  photo = null,
  sampleReport,
  keptProfile = null,
  notOwn = null,
  saveResults,
}: ProfileResultsProps) {
  const t = texts.results
  const { typeNames, careerTags } = texts.riasec
  const profile = view.visible
  const locked = view.lockedCounts
  const lockLine = fillTemplate(t.lockedText, { price: priceLabel })
  const lockedCard = (heading: string, count = 1, nested = false) => (
    <LockedCard heading={heading} title={t.lockedTitle} text={lockLine} placeholder={t.lockedPlaceholder} count={count} unlockHref={`#${UNLOCK_ANCHOR}`} nested={nested} />
  )

  return (
    <div className={`${styles.results} ${layout === 'adult' ? styles.adult : styles.school}`}>
      <header className={`${styles.hero} ${layout === 'adult' ? styles.heroWithPhoto : ''}`}>
        {layout === 'adult' ? (
          <Picture
            sources={photo}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            fallbackCaption={t.photoFallback}
            sizes="(min-width: 48rem) 17rem, calc(100vw - 5rem)"
            priority
            className={styles.photo}
          />
        ) : null}
        <div className={styles.heroText}>
          <p className={styles.kicker}>{title}</p>
          <h1 className={styles.profileName}>
            <span className={styles.code}>{profile.code}</span> {profile.name}
          </h1>
          <p className={styles.description}>
            <KeepTogether text={profile.description} />
          </p>
          {layout === 'adult' ? <p className={styles.expert}>{t.expertBanner}</p> : null}
          {keptProfile ? (
            <p className={styles.keptProfile}>
              {fillTemplate(t.keptProfileText, { profile: keptProfile })}{' '}
              <Link href={`/resultats-riasec?profile=${keptProfile}`}>{t.keptProfileLink}</Link>
            </p>
          ) : null}
          {/* Back from the payment page, one live region, there from the first paint, holds the wait and then the
              unlock (the page is refreshed in place): a screen reader hears that the payment arrived. */}
          <div role={paymentWatcher ? 'status' : undefined}>
            {view.unlocked ? <PaymentOutcome className={styles.unlockedBadge}>{t.unlockedBadge}</PaymentOutcome> : null}
            {view.unlocked ? (
              <p>
                <ReportDownload className={styles.secondaryButton} href={`/api/report?profile=${profile.code}`} texts={t} />
              </p>
            ) : null}
            {paymentReturn === 'pending' ? <p className={styles.pending}>{t.paymentPending}</p> : null}
          </div>
          {paymentReturn === 'failed' || paymentReturn === 'refunded' ? (
            <div className={styles.paymentFailed} role={paymentReturn === 'failed' ? 'alert' : 'status'}>
              <PaymentOutcome className={styles.paymentFailedTitle}>
                {paymentReturn === 'failed' ? texts.payments.order.failedTitle : texts.payments.order.refundedTitle}
              </PaymentOutcome>
              <p>{paymentReturn === 'failed' ? texts.payments.order.failedText : texts.payments.order.refundedText}</p>
            </div>
          ) : null}
          {paymentWatcher}
          <Link href="/methode" className={styles.methodLink}>
            {t.methodLink}
          </Link>
        </div>
      </header>

      {saveResults}

      {scores ? (
        <section className={styles.card} aria-labelledby="scores-title">
          <h2 id="scores-title">{t.scoresTitle}</h2>
          <ul className={styles.scores}>
            {scores.map((item) => (
              <li key={item.letter}>
                <span className={styles.scoreLabel}>
                  <strong>{item.letter}</strong> {typeNames[item.letter]}
                </span>
                <span className={styles.scoreBar} aria-hidden="true">
                  <span style={{ width: `${(item.score / 12) * 100}%` }} />
                </span>
                <span className={styles.scoreValue}>
                  <span aria-hidden="true">{item.score}/12</span>
                  <span className="visually-hidden">{fillTemplate(t.scoreSpoken, { score: item.score, max: 12 })}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="traits-title">
        <h2 id="traits-title">{t.traitsTitle}</h2>
        <ul className={styles.traits}>
          {profile.traits.map((trait) => (
            <li key={trait.label}>
              <span aria-hidden="true">{trait.emoji}</span> {trait.label}
            </li>
          ))}
        </ul>
        {locked.traits > 0 ? lockedCard(t.traitsTitle, locked.traits, true) : null}
      </section>

      <section className={styles.card} aria-labelledby="radar-title">
        <h2 id="radar-title">{t.radarTitle}</h2>
        <SkillsRadar scores={profile.radarScores} labels={t.radarAxes} figure={t.radarFigure} />
      </section>

      {view.unlocked ? (
        <>
          <section className={styles.card} aria-labelledby="interpretation-title">
            <h2 id="interpretation-title">{t.interpretationTitle}</h2>
            <p>
              <KeepTogether text={view.visible.interpretation} />
            </p>
          </section>
          <section className={styles.card} aria-labelledby="strengths-title">
            <h2 id="strengths-title">{t.strengthsTitle}</h2>
            <ul>
              {view.visible.strengths.map((strength) => (
                <li key={strength}>
                  <KeepTogether text={strength} />
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="potential-title">
            <h2 id="potential-title">{t.potentialTitle}</h2>
            <p>
              <KeepTogether text={view.visible.potential} />
            </p>
          </section>
        </>
      ) : (
        <div className={styles.lockedGrid}>
          {lockedCard(t.interpretationTitle)}
          {lockedCard(t.strengthsTitle, locked.strengths)}
          {lockedCard(t.potentialTitle)}
        </div>
      )}

      <section className={styles.card} aria-labelledby="formations-title">
        <h2 id="formations-title">{t.formationsTitle}</h2>
        <ul className={styles.items}>
          {profile.formations.map((formation) => (
            <ResultItem
              key={formation.name}
              icon={formation.icon}
              title={formation.name}
              meta={trainingBadge(formation)}
            >
              {formation.pitch ? (
                <p>
                  <KeepTogether text={formation.pitch} />
                </p>
              ) : null}
            </ResultItem>
          ))}
        </ul>
        {locked.formations > 0 ? lockedCard(t.formationsTitle, locked.formations, true) : null}
      </section>

      <section className={styles.card} aria-labelledby="careers-title">
        <h2 id="careers-title">{t.careersTitle}</h2>
        <ul className={styles.items}>
          {profile.careers.map((career) => (
            <ResultItem
              key={career.name}
              icon={career.icon}
              title={
                <>
                  <KeepTogether text={career.name} />{' '}
                  <span title={careerTags[career.tag]} aria-hidden="true">
                    {career.tag}
                  </span>
                  <span className="visually-hidden"> ({careerTags[career.tag]})</span>
                </>
              }
              meta={career.romeCode ? `${career.level} · ROME ${career.romeCode}` : career.level}
            >
              <p>
                <KeepTogether text={career.description} />
              </p>
              {view.unlocked && career.pathway ? (
                <p className={styles.pathway}>
                  <KeepTogether text={career.pathway} />
                </p>
              ) : null}
            </ResultItem>
          ))}
        </ul>
        {locked.careers > 0 ? lockedCard(t.careersTitle, locked.careers, true) : null}
      </section>

      <section className={styles.card} aria-labelledby="environment-title">
        <h2 id="environment-title">{t.environmentTitle}</h2>
        <p>
          <KeepTogether text={profile.environment} />
        </p>
      </section>

      {profile.advice.trim() ? (
        <section className={styles.card} aria-labelledby="advice-title">
          <h2 id="advice-title">{t.adviceTitle}</h2>
          <p>
            <KeepTogether text={profile.advice} />
          </p>
        </section>
      ) : null}

      {layout === 'adult' && !view.unlocked && sampleReport ? (
        <section className={`${styles.card} ${styles.sample}`} aria-labelledby="sample-report-title">
          <h2 id="sample-report-title">{t.sampleReportTitle}</h2>
          <p>{t.sampleReportText}</p>
          {sampleReport}
        </section>
      ) : null}

      {!view.unlocked ? (
        <div className={styles.unlock} id={UNLOCK_ANCHOR}>
          {notOwn?.latestProfile ? (
            <p className={styles.keptProfile}>
              {fillTemplate(notOwn.latestUnlocked ? t.otherProfileUnlockedText : t.otherProfileText, { profile: notOwn.latestProfile })}{' '}
              <Link href={`/resultats-riasec?profile=${notOwn.latestProfile}`}>{fillTemplate(t.otherProfileLink, { profile: notOwn.latestProfile })}</Link>
            </p>
          ) : notOwn ? (
            <p className={styles.keptProfile}>
              {t.noTestText} <Link href="/test-riasec">{t.noTestLink}</Link>
            </p>
          ) : (
            <UnlockButton profileCode={profile.code} label={t.unlockButton} className={styles.unlockButton} />
          )}
        </div>
      ) : null}

      <section className={`${styles.card} ${styles.coaching}`} aria-labelledby="coaching-title">
        <h2 id="coaching-title">{t.coachingTitle}</h2>
        <p>{t.coachingText}</p>
        <Link className={styles.secondaryButton} href="/coaching?step=presentation">
          {t.coachingButton}
        </Link>
        {layout === 'adult' ? (
          <div className={styles.premium}>
            <h3>{t.premiumTitle}</h3>
            <p>{fillTemplate(t.premiumText, { price: premiumPriceLabel })}</p>
            <PremiumLink className={styles.secondaryButton} />
          </div>
        ) : null}
      </section>

      <section className={styles.goFurther} aria-labelledby="aller-plus-loin">
        {/* A profile already unlocked, or none of this device's tests, has no use for a promo code (the code goes to
            the device's latest test): the line stays, and keeps the success message of the code that just unlocked it. */}
        <PromoTeaser teaser={t.goFurtherTeaser} headingId="aller-plus-loin" texts={texts.promo} locked={!view.unlocked && !notOwn} profile={profile.code} />
        <Link className={styles.primaryButton} href="/coaching">
          {t.goFurtherButton}
        </Link>
        {layout === 'adult' ? <p className={styles.credit}>{t.advisorCredit}</p> : null}
      </section>
    </div>
  )
}
