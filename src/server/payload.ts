import 'server-only'
import { getPayload as loadPayload } from 'payload'
import config from '@payload-config'

/** The one way app code reaches Payload's Local API. */
export const getPayload = () => loadPayload({ config })
