/**
 * Payload's REST router as the Next route `src/app/(payload)/api/[...slug]/route.ts` runs it
 * (`handleEndpoints` from `REST_GET`/`REST_POST`…), behind a plain Node HTTP server on a free port. Requests
 * then take the real path minus Next itself: a socket, Payload's own request building and authentication
 * (the `payload-token` cookie or an `Authorization: JWT …` header) and its endpoint matching, path
 * parameters included.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'

export interface ApiServer {
  /** `http://127.0.0.1:PORT`: append `/api/…`. */
  url: string
  close(): Promise<void>
}

/** The site's own origin, as the browser and Payload see it (SITE_URL unset in tests). */
const SITE_ORIGIN = 'http://localhost:3000'

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toRequest(incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const method = incoming.method ?? 'GET'
  return new Request(new URL(incoming.url ?? '/', SITE_ORIGIN), {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
  })
}

/** Starts the server; the test file's Payload instance must exist already (`testPayload()`). */
export async function startApiServer(): Promise<ApiServer> {
  const { default: config } = await import('@payload-config')
  const server: Server = createServer((incoming, outgoing) => {
    readBody(incoming)
      .then((body) => handleEndpoints({ config, request: toRequest(incoming, body) }))
      .then(async (response) => {
        const headers: Record<string, string | string[]> = {}
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') headers[name] = value
        })
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) headers['set-cookie'] = cookies
        const payloadBytes = Buffer.from(await response.arrayBuffer())
        outgoing.writeHead(response.status, headers)
        outgoing.end(payloadBytes)
      })
      .catch((failure: unknown) => {
        // Only the harness itself lands here (Payload answers its own errors): make it loud.
        outgoing.writeHead(599, { 'content-type': 'text/plain' })
        outgoing.end(`api-server failure: ${String(failure)}`)
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((failure) => (failure ? reject(failure) : resolve()))
      }),
  }
}

export interface RouteInit {
  method?: string
  headers?: Record<string, string>
  /** Sent as is (a string) or as JSON. */
  body?: unknown
}

/**
 * One request through Payload's router without a socket: the same `handleEndpoints` call as the server
 * above, for the thousands of requests of the fuzzing tests. `path` starts with `/api/`.
 */
export async function routeRequest(path: string, { method = 'GET', headers = {}, body }: RouteInit = {}): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  const request = new Request(new URL(path, SITE_ORIGIN), {
    method,
    headers: { ...(text === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(text === undefined ? {} : { body: text }),
  })
  return handleEndpoints({ config, request })
}

/** Signs a staff account in as the admin does, and returns the Cookie header its browser would send. */
export async function sessionCookie(payload: Payload, email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`No session token for ${email}`)
  return `payload-token=${token}`
}
