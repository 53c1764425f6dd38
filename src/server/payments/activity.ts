import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'

export interface ActivityFigures {
  leads: number
  results: number
  paidOrders: number
  revenueCents: number
}

export interface Activity {
  today: ActivityFigures
  month: ActivityFigures
  /** Coaching bookings paid and not yet scheduled: the coaches' work waiting, whatever its date. */
  bookingsToSchedule: number
}

interface Row {
  leads_today: string | number
  leads_month: string | number
  results_today: string | number
  results_month: string | number
  paid_today: string | number
  paid_month: string | number
  revenue_today: string | number | null
  revenue_month: string | number | null
  bookings_to_schedule: string | number
}

/**
 * The staff dashboard's figures: leads, results, paid orders and revenue (net of partial refunds), for today and this month in
 * French time, as they stood at `now`, and the paid coaching bookings still to schedule. One query; orders count on
 * the day they were paid.
 */
export async function loadActivity(payload: Payload, now: Date = new Date()): Promise<Activity> {
  const at = now.toISOString()
  const [row] = await execute<Row>(
    payload,
    sql`with bounds as (
          select (date_trunc('day', ${at}::timestamptz at time zone 'Europe/Paris') at time zone 'Europe/Paris') as day_start,
                 (date_trunc('month', ${at}::timestamptz at time zone 'Europe/Paris') at time zone 'Europe/Paris') as month_start,
                 ${at}::timestamptz as day_end
        )
        select
          (select count(*) from leads, bounds where created_at >= day_start and created_at <= day_end) as leads_today,
          (select count(*) from leads, bounds where created_at >= month_start and created_at <= day_end) as leads_month,
          (select count(*) from riasec_results, bounds where created_at >= day_start and created_at <= day_end) as results_today,
          (select count(*) from riasec_results, bounds where created_at >= month_start and created_at <= day_end) as results_month,
          (select count(*) from orders, bounds where status = 'paid' and paid_at >= day_start and paid_at <= day_end) as paid_today,
          (select count(*) from orders, bounds where status = 'paid' and paid_at >= month_start and paid_at <= day_end) as paid_month,
          (select coalesce(sum(amount_cents - coalesce(refunded_cents, 0)), 0) from orders, bounds
            where status = 'paid' and paid_at >= day_start and paid_at <= day_end) as revenue_today,
          (select coalesce(sum(amount_cents - coalesce(refunded_cents, 0)), 0) from orders, bounds
            where status = 'paid' and paid_at >= month_start and paid_at <= day_end) as revenue_month,
          (select count(*) from coaching_bookings where status = 'paid') as bookings_to_schedule`,
  )
  const n = (value: string | number | null | undefined) => Number(value ?? 0)
  return {
    today: { leads: n(row?.leads_today), results: n(row?.results_today), paidOrders: n(row?.paid_today), revenueCents: n(row?.revenue_today) },
    month: { leads: n(row?.leads_month), results: n(row?.results_month), paidOrders: n(row?.paid_month), revenueCents: n(row?.revenue_month) },
    bookingsToSchedule: n(row?.bookings_to_schedule),
  }
}
