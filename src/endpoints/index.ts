import type { Endpoint } from 'payload'
import { health } from './health'

export const endpoints: Endpoint[] = [health]
