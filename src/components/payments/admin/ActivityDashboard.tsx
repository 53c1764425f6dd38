import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { checkRole } from '@/access/roles'
import { formatEuros } from '@/domain/offers'
import { loadActivity, type ActivityFigures } from '@/server/payments/activity'
import styles from './ActivityDashboard.module.css'

interface ActivityDashboardProps {
  payload: Payload
  user?: User | null
}

const EXPORTS = [
  { href: '/api/exports/leads.csv', label: 'Leads' },
  { href: '/api/exports/riasec-results.csv', label: 'Résultats RIASEC' },
  { href: '/api/exports/orders.csv', label: 'Commandes' },
  { href: '/api/exports/orders.csv?status=paid', label: 'Commandes payées' },
  { href: '/api/exports/coaching-bookings.csv', label: 'Réservations coaching' },
]

function Figures({ title, figures }: { title: string; figures: ActivityFigures }) {
  return (
    <section className={styles.period} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <div>
          <dt>Leads</dt>
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
 * leads, results, paid orders and revenue, and the CSV exports. Staff and admins only.
 */
export async function ActivityDashboard({ payload, user }: ActivityDashboardProps) {
  if (!checkRole(['admin', 'staff'], user)) return null
  const activity = await loadActivity(payload)
  const monthStart = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 8) + '01'
  return (
    <div className={styles.dashboard}>
      <h2>Chiffres du jour et du mois</h2>
      <div className={styles.periods}>
        <Figures title="Aujourd’hui" figures={activity.today} />
        <Figures title="Ce mois-ci" figures={activity.month} />
      </div>
      <h3>Exports CSV</h3>
      <ul className={styles.exports}>
        {EXPORTS.map((item) => (
          <li key={item.href}>
            <a href={item.href} download>
              {item.label}
            </a>
          </li>
        ))}
        <li>
          <a href={`/api/exports/orders.csv?status=paid&from=${monthStart}`} download>
            Commandes payées ce mois-ci
          </a>
        </li>
      </ul>
      <p className={styles.hint}>
        Séparateur point-virgule, encodage UTF-8. Filtres possibles dans l’adresse : from et to (AAAA-MM-JJ) pour tous les exports ; status et offer pour les commandes et les réservations.
      </p>
    </div>
  )
}
