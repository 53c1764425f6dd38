import type { Access } from 'payload'
import { checkRole } from './roles'

/** Business records (leads, results, orders, bookings) are read by staff and admins, never by editors. */
export const staff: Access = ({ req: { user } }) => checkRole(['admin', 'staff'], user)
