import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { checkRole } from '@/access/roles'
import { formatEuros } from '@/domain/offers'
import { loadActivity, type ActivityFigures } from '@/server/payments/activity'
import { exportChoices, parisToday } from '@/server/payments/csv-export'
import { ExportForm } from './ExportForm'
import styles from './ActivityDashboard.module.css'

interface ActivityDashboardProps {
  payload: Payload
  user?: User | null
}

function Figures({ title, figures }: { title: string; figures: ActivityFigures }) {
  return (
    <section className={styles.period} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <div>
          <dt>Contacts</dt>
          <dd>{figures.leads}</dd>
        </div>
        <div>
          <dt>Résultats RIASEC</dt>
          <dd>{figures.results}</dd>
        </div>
        <div>
          <dt>Commandes payées</dt>
          <dd>{figures.paidOrders}</dd>
        </div>
        <div>
          <dt>Chiffre d’affaires</dt>
          <dd>{formatEuros(figures.revenueCents)}</dd>
        </div>
      </dl>
    </section>
  )
}

/**
 * The admin dashboard's activity block (admin.components.beforeDashboard): today's and this month's
 * leads, results, paid orders and revenue, the paid coaching bookings a coach has yet to schedule (a link to
 * them), and the CSV exports (a form, and this month's paid orders in one
 * click). Staff and admins only.
 */
export async function ActivityDashboard({ payload, user }: ActivityDashboardProps) {
  if (!checkRole(['admin', 'staff'], user)) return null
  const activity = await loadActivity(payload)
  const monthStart = `${parisToday().slice(0, 8)}01`
  return (
    <div className={styles.dashboard}>
      <h2>Chiffres du jour et du mois</h2>
      <p className={styles.hint}>
        {activity.bookingsToSchedule === 0 ? (
          'Aucune réservation de coaching payée n’attend d’être planifiée.'
        ) : (
          <a href="/admin/collections/coaching-bookings?where[status][equals]=paid">
            {activity.bookingsToSchedule === 1
              ? '1 réservation de coaching payée attend d’être planifiée'
              : `${activity.bookingsToSchedule} réservations de coaching payées attendent d’être planifiées`}
          </a>
        )}
      </p>
      <div className={styles.periods}>
        <Figures title="Aujourd’hui" figures={activity.today} />
        <Figures title="Ce mois-ci" figures={activity.month} />
      </div>
      <ExportForm choices={exportChoices(payload)} />
      <p className={styles.hint}>
        En un clic :{' '}
        <a href={`/api/exports/orders.csv?status=paid&from=${monthStart}`} download>
          les commandes payées ce mois-ci
        </a>
        . Séparateur point-virgule, encodage UTF-8 : les fichiers s’ouvrent tels quels dans un tableur.
      </p>
    </div>
  )
}
