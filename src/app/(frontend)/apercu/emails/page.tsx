import type { Metadata } from 'next'
import { getPayload } from '@/server/payload'
import { emailPreviews } from '@/server/email/previews'
import { requireEditor, signedInEditor } from '@/server/http/editor-only'
import { getSiteContext } from '@/server/site-content'
import { notFoundMetadata } from '@/components/site/seo'
import { EMAILS_PREVIEW_PATH } from '@/lib/preview-paths'
import styles from './emails.module.css'

export async function generateMetadata(): Promise<Metadata> {
  // Anyone else finds a page that does not exist, down to its title.
  if (!(await signedInEditor())) return notFoundMetadata((await getSiteContext()).copy.notFound.title)
  return { title: 'Aperçu des emails', robots: { index: false, follow: false } }
}

/**
 * The admin's « Aperçu » of the interface texts: every email a visitor can receive, written from the texts
 * saved now, for editors (this page is the admin's, so its own sentences are, like the admin's labels).
 */
export default async function EmailsPreviewPage() {
  await requireEditor(EMAILS_PREVIEW_PATH)
  const previews = await emailPreviews(await getPayload())
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Aperçu des emails</h1>
      <p>
        Les emails que le site envoie aux visiteurs, tels qu’ils partent aujourd’hui : écrits avec les textes enregistrés dans « Textes des tests,
        résultats et emails », et la marque, l’adresse de contact et les prix des réglages du site, pour une visiteuse d’exemple, Léa. Les liens ont la
        forme des vrais, mais ne mènent à aucun résultat.
      </p>
      <nav aria-labelledby="emails-sommaire">
        <h2 id="emails-sommaire" className="visually-hidden">
          Les emails
        </h2>
        <ul className={styles.contents}>
          {previews.map((preview) => (
            <li key={preview.id}>
              <a href={`#${preview.id}`}>{preview.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {previews.map(({ id, title, when, message }) => (
        <section key={id} id={id} className={styles.email} aria-labelledby={`${id}-titre`}>
          <h2 id={`${id}-titre`}>{title}</h2>
          <p className={styles.when}>{when}</p>
          <dl className={styles.headers}>
            <dt>À</dt>
            <dd>{message.to}</dd>
            <dt>Objet</dt>
            <dd>{message.subject}</dd>
          </dl>
          {/* Built and escaped by the email's own code (src/server/email/previews.ts), as sent. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: message.html }} />
          <details className={styles.text}>
            <summary>Version texte</summary>
            <pre>{message.text}</pre>
          </details>
        </section>
      ))}
      <p>
        <a href="/admin/globals/interface-texts">Revenir aux textes dans l’administration</a>
      </p>
    </div>
  )
}
