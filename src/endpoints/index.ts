import type { Endpoint } from 'payload'
import { health } from './health'
import { submitOrientationEndpoint, submitRiasecEndpoint } from './assessments'
import { redeemPromoEndpoint } from './promo'

export const endpoints: Endpoint[] = [health, submitRiasecEndpoint, submitOrientationEndpoint, redeemPromoEndpoint]
