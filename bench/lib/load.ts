import autocannon from 'autocannon'
import { medianBy } from './median'

export interface LoadFigures {
  requestsPerSecond: number
  p99Ms: number
  errors: number
  non2xx: number
}

interface LoadOptions {
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A new body for every request (e.g. a fresh idempotency key). */
  body?: () => string
  /** A distinct client address per request, for per-address rate limits behind a trusted proxy. */
  spreadAddresses?: boolean
  /** How many runs the median is taken from (3 unless said). */
  runs?: number
}

let address = 0
const nextAddress = () => {
  address++
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

/**
 * Loopback load with autocannon, bounded in time. This VM's loopback throughput swings by 2-4x from one
 * run to the next, so the speed figures are the median run's (by requests per second) of `runs`; errors
 * and non-2xx answers are counted over all runs, so that none hides in a run the median leaves out.
 */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const figures: LoadFigures[] = []
  for (let run = 0; run < (options.runs ?? 3); run++) figures.push(await loadOnce(url, options))
  const total = (key: 'errors' | 'non2xx') => figures.reduce((sum, run) => sum + run[key], 0)
  return { ...medianBy(figures, (run) => run.requestsPerSecond), errors: total('errors'), non2xx: total('non2xx') }
}

async function loadOnce(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    requests: [
      {
        setupRequest: (request) => {
          const headers = { ...request.headers, ...(options.spreadAddresses ? { 'x-forwarded-for': nextAddress() } : {}) }
          return options.body ? { ...request, headers, body: options.body() } : { ...request, headers }
        },
      },
    ],
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
