import type { Endpoint } from 'payload'
import { health } from './health'
import { resultContactEndpoint, submitOrientationEndpoint, submitRiasecEndpoint } from './assessments'
import { redeemPromoEndpoint } from './promo'
import { paymentEndpoints } from './payments'
import { reportEndpoints } from './report'
import { retrievalEndpoint } from './retrieval'
import { privacyEndpoints } from './privacy'
import { refreshSamplePagesEndpoint } from './sample-report'

export const endpoints: Endpoint[] = [health, submitRiasecEndpoint, resultContactEndpoint, submitOrientationEndpoint, redeemPromoEndpoint, ...paymentEndpoints, ...reportEndpoints, retrievalEndpoint, ...privacyEndpoints, refreshSamplePagesEndpoint]
