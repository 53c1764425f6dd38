import type { GlobalConfig } from 'payload'
import { editors } from '@/access/editors'

/**
 * The history of a global's saves, for the editors: each save is kept (the last 50), so a mistaken save of a
 * whole set of texts, or the terms of sale as they stood on the day a buyer accepted them, can be read
 * again and restored from the admin's « Versions » tab. Read and restored by editors and admins only. Not
 * the site settings: restoring a version writes every field, the prices and the seller's details (admins'
 * alone) with the rest, so an editor could set them back.
 */
export const EDITOR_HISTORY: Pick<GlobalConfig, 'versions'> = { versions: { max: 50 } }
export const historyReaders = { readVersions: editors } as const
