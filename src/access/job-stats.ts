import type { SanitizedConfig } from 'payload'
import { admins } from './admins'

/**
 * Payload adds a `payload-jobs-stats` global when jobs are scheduled (the anonymisation and email recovery
 * jobs are), with no access rules: any signed-in account could then move a queue's last scheduled run into
 * the future and silently stop those jobs. Payload itself reads and writes it past access control, so
 * closing it to everyone but admins changes nothing for the scheduler.
 */
export function restrictJobStatsToAdmins(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: admins, update: admins, readVersions: admins }
  return config
}
