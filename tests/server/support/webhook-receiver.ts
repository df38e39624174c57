import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/* A local webhook receiver for the server tests: records requests; may answer or hang. */

export type Received = { path: string; headers: Record<string, string>; body: string; at: number }

export type Receiver = {
  url: string
  received: Received[]
  /** 'hang' never answers (the request stays open until close()). Default: 200. */
  answer: Map<string, number | 'hang'>
  close(): Promise<void>
}

export function startReceiver(): Promise<Receiver> {
  const received: Received[] = []
  const answer = new Map<string, number | 'hang'>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({
        path,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      const status = answer.get(path) ?? 200
      if (status === 'hang') return
      res.statusCode = status
      res.end('ok')
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        answer,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** The check a merchant's receiver makes (docs/api-contract.md § Webhooks). */
export function signatureValid(hit: Received, secret: string): boolean {
  const ts = hit.headers['x-webhook-timestamp'] ?? ''
  const expected = createHmac('sha256', secret).update(`${ts}.${hit.body}`).digest()
  const given = Buffer.from(hit.headers['x-webhook-signature'] ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
