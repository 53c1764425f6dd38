import type { Payload } from 'payload'
import { interfaceTexts, type InterfaceTexts } from '@/content/interface'
import { withFrenchSpacing } from '@/domain/typography'
import { mergeDefaults } from './merge-defaults'

/**
 * The interface texts as editors left them, read without Next's cache (webhooks, API refusals and tests run
 * outside a page render; pages use `getInterfaceTexts()` instead). With French spacing, as pages get them.
 */
export async function loadInterfaceTexts(payload: Payload): Promise<InterfaceTexts> {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
  return withFrenchSpacing(mergeDefaults(interfaceTexts, doc.copy))
}
