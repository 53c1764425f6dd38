import Link from 'next/link'
import type { ReactNode } from 'react'
import { RichText as LexicalRichText, TextJSXConverter, type JSXConverterArgs, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { DefaultNodeTypes, SerializedLinkNode, SerializedTextNode } from '@payloadcms/richtext-lexical'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { keepHyphenatedWords } from '@/domain/line-breaks'
import { KeepTogether } from './KeepTogether'
import styles from './RichText.module.css'

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
const HEADINGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

interface RichTextProps {
  data: { root: unknown } | null | undefined
  /** Said after a link the editor set to open in a new tab (« (nouvel onglet) »), for screen readers. */
  newTabLabel: string
  /** Shifts every heading down (1: h2 → h3), for text shown under a heading of the same level, as in a dialog. */
  headingOffset?: number
  className?: string
}

/**
 * A page or an article chosen in the admin, as the renderer reads it populated: its address, or null when it has
 * none a visitor could open (not populated, or an article not published: its link would lead to the not-found
 * page, under the title of an article nobody may read yet).
 */
function addressOf(value: unknown): { slug: string; title: string } | null {
  if (typeof value !== 'object' || value === null) return null
  const doc = value as { slug?: unknown; title?: unknown; _status?: unknown }
  if (typeof doc.slug !== 'string' || doc._status === 'draft') return null
  return { slug: doc.slug, title: typeof doc.title === 'string' ? doc.title : doc.slug }
}

/** Where a link of the editor points: a custom URL, or the page of the document chosen in the admin (null: none to open). */
function hrefOf(node: SerializedLinkNode): string | null {
  if (node.fields.linkType === 'internal') {
    const target = addressOf(node.fields.doc?.value)
    return target ? `/${target.slug}` : null
  }
  const url = node.fields.url ?? '/'
  // The editor stores any scheme: only the web, mail, phone and the site's own addresses are followed.
  return SAFE_URL.test(url.trim()) ? url.trim() : '/'
}

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/iu

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

interface SiteLinkProps {
  href: string
  newTab: boolean
  newTabLabel: string
  className?: string
  children: ReactNode
}

function SiteLink({ href, newTab, newTabLabel, className, children }: SiteLinkProps) {
  if (isInternal(href) && !newTab) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab ? <span className="visually-hidden"> {newTabLabel}</span> : null}
    </a>
  )
}

/**
 * Payload's rendering of a text node's formats (bold, italic…). It only wraps the node's `text`, so that
 * may be the words as `KeepTogether` renders them (Payload 3.90's `TextJSXConverter`).
 */
const formattedText = TextJSXConverter.text as (args: JSXConverterArgs<SerializedTextNode>) => ReactNode

/** A paragraph holding a single link is a call to action: the seed writes the article buttons that way. */
function ctaLink(node: { children?: SerializedLexicalNode[] }): SerializedLinkNode | null {
  const children = (node.children ?? []).filter((child) => !(child.type === 'text' && (child as { text?: string }).text?.trim() === ''))
  const only = children.length === 1 ? children[0] : undefined
  return only && only.type === 'link' ? (only as SerializedLinkNode) : null
}

/**
 * Lexical rich text from Payload, rendered on the server: internal links become Next links (client-side
 * navigation), a paragraph made of one link becomes a button-like call to action, and short hyphenated
 * words (« c’est-à-dire ») never break across two lines.
 */
export function RichText({ data, newTabLabel, headingOffset = 0, className }: RichTextProps) {
  if (!data) return null
  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    // Bold, italic… as Payload renders them, around a text whose short hyphenated words stay on one line.
    text: (args) =>
      keepHyphenatedWords(args.node.text).some((run) => run.keep)
        ? formattedText({ ...args, node: { ...args.node, text: (<KeepTogether text={args.node.text} />) as unknown as string } })
        : formattedText(args),
    // The page's title is its only h1: an editor's « Titre 1 » reads as a section heading.
    heading: ({ node, nodesToJSX }) => {
      const level = Math.min(HEADINGS.indexOf(node.tag as HeadingTag) + headingOffset, HEADINGS.length - 1)
      const Tag = HEADINGS[Math.max(level, 1)] ?? 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    // A link to nothing a visitor may open keeps its words, as plain text.
    link: ({ node, nodesToJSX }) => {
      const href = hrefOf(node)
      const words = nodesToJSX({ nodes: node.children })
      return href ? (
        <SiteLink href={href} newTab={Boolean(node.fields.newTab)} newTabLabel={newTabLabel}>
          {words}
        </SiteLink>
      ) : (
        <>{words}</>
      )
    },
    paragraph: ({ node, nodesToJSX }) => {
      const cta = ctaLink(node)
      const ctaHref = cta ? hrefOf(cta) : null
      if (cta && ctaHref) {
        return (
          <p className={styles.cta}>
            <SiteLink href={ctaHref} newTab={Boolean(cta.fields.newTab)} newTabLabel={newTabLabel} className={styles.ctaLink}>
              {nodesToJSX({ nodes: cta.children })}
            </SiteLink>
          </p>
        )
      }
      // A call to action to an article not published yet: nothing to press.
      if (cta) return null
      const children = nodesToJSX({ nodes: node.children })
      return children.length ? <p>{children}</p> : null
    },
    // A page or an article put in the text as a block: a link to it, under its title.
    relationship: ({ node }) => {
      const target = addressOf(node.value)
      if (!target) return null
      return (
        <p className={styles.cta}>
          <SiteLink href={`/${target.slug}`} newTab={false} newTabLabel={newTabLabel} className={styles.ctaLink}>
            {target.title}
          </SiteLink>
        </p>
      )
    },
    // A node the editor no longer offers (src/fields/rich-text.ts), left in old content: nothing, rather
    // than Payload's « unknown node » on a public page.
    unknown: () => null,
  })
  return (
    <LexicalRichText
      data={data as never}
      converters={converters}
      className={[styles.prose, className].filter(Boolean).join(' ')}
      disableIndent
      disableTextAlign
    />
  )
}
