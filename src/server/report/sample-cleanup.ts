/**
 * The pictures a drawing of the sample report's pages replaced (sample-refresh.ts) are deleted ten minutes
 * later, by a job of the `media` queue: until then, pages cached elsewhere (another instance, a visitor's
 * open tab) may still show them. Free of server-only modules: the jobs' config (payload.config.ts) is read
 * by the scripts too.
 */
import type { Payload, TaskConfig } from 'payload'
import { relationId } from '@/domain/records'
import { isMadeHere } from './sample-slides'

/** One at a time: Payload's delete of several documents runs their queries at once on one connection. */
export async function deleteMedia(payload: Payload, ids: number[]): Promise<void> {
  for (const id of ids) await payload.delete({ collection: 'media', id, overrideAccess: true, context: { disableRevalidate: true } })
}

/** How long the pictures replaced stay: pages cached elsewhere (other instances, a visitor's open tab) may still show them. */
export const REPLACED_PAGES_KEPT_MINUTES = 10
export const SAMPLE_PAGES_QUEUE = 'media'
export const REMOVE_REPLACED_PAGES_SLUG = 'removeReplacedSamplePages'

/** Queues the deletion of the pictures replaced; a failure leaves them in the media, and says so. */
export async function removeLater(payload: Payload, ids: number[]): Promise<void> {
  try {
    await payload.jobs.queue({
      task: REMOVE_REPLACED_PAGES_SLUG,
      input: { ids },
      queue: SAMPLE_PAGES_QUEUE,
      waitUntil: new Date(Date.now() + REPLACED_PAGES_KEPT_MINUTES * 60_000),
    })
  } catch (error) {
    payload.logger.warn({ msg: 'The replaced sample report pictures stay in the media: their deletion could not be queued', ids, err: String(error) })
  }
}

/** The pictures among `ids` an article shows (its cover), published or in a draft or a version kept. */
async function articleImages(payload: Payload, ids: number[]): Promise<Set<number>> {
  const where = { image: { in: ids } }
  const [articles, versions] = await Promise.all([
    payload.find({ collection: 'articles', where, draft: true, pagination: false, depth: 0, overrideAccess: true, select: { image: true } }),
    payload.findVersions({ collection: 'articles', where: { 'version.image': { in: ids } }, pagination: false, depth: 0, overrideAccess: true }),
  ])
  return new Set([...articles.docs.map((doc) => relationId(doc.image)), ...versions.docs.map((doc) => relationId(doc.version.image))].filter((id): id is number => id !== null))
}

/**
 * Deletes the pictures a drawing replaced, a few minutes later (`removeLater`): those made here and shown by
 * « Exemple de rapport » nowhere now (an editor may have put one back meanwhile), nor by an article.
 */
export async function removeReplacedPages(payload: Payload, ids: readonly number[]): Promise<{ deleted: number }> {
  const global = await payload.findGlobal({ slug: 'sample-report', depth: 0, overrideAccess: true })
  const shown = new Set([global.exampleImage, global.adultResultsImage, ...(global.slides ?? []).map((slide) => slide.image)].map(relationId))
  const unshown = ids.filter((id) => !shown.has(id))
  if (unshown.length === 0) return { deleted: 0 }
  const found = await payload.find({ collection: 'media', where: { id: { in: unshown } }, pagination: false, depth: 0, overrideAccess: true })
  const inArticles = await articleImages(payload, unshown)
  const gone = found.docs.filter((media) => isMadeHere(media) && !inArticles.has(media.id)).map((media) => media.id)
  await deleteMedia(payload, gone)
  return { deleted: gone.length }
}

/** Runs in the `media` queue (privacy/jobs.ts): the pictures of one drawing, once their ten minutes are over. */
export const removeReplacedPagesTask: TaskConfig<{ input: { ids: number[] }; output: { deleted: number } }> = {
  slug: REMOVE_REPLACED_PAGES_SLUG,
  label: 'Suppression des anciennes pages de l’exemple de rapport',
  retries: 2,
  inputSchema: [{ name: 'ids', type: 'number', hasMany: true, required: true }],
  outputSchema: [{ name: 'deleted', type: 'number', label: 'Images supprimées', required: true }],
  handler: async ({ input, req }) => ({ output: await removeReplacedPages(req.payload, input.ids) }),
}
