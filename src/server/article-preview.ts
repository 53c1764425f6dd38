import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Article, User } from '@/payload-types'
import { withFrenchSpacing } from '@/domain/typography'
import { priceFiller } from './content'

const articleId = z.coerce.number().int().positive().max(2 ** 31 - 1)

/**
 * The last saved version of an article, draft or published, as its page would show it (French spacing,
 * the current prices): for the admin's « Aperçu ». Read with the editor's own access, never overridden.
 */
export async function findArticleVersionToPreview(payload: Payload, id: string, user: User): Promise<Article | null> {
  const parsed = articleId.safeParse(id)
  if (!parsed.success) return null
  const article = await payload.findByID({ collection: 'articles', id: parsed.data, draft: true, depth: 1, user, overrideAccess: false, disableErrors: true })
  return article ? withFrenchSpacing(article, await priceFiller(payload)) : null
}
