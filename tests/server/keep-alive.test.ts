import { Agent, request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

/*
 * A request answered before its body is read (401, 404) must not leave a kept-alive socket that
 * the server drops a moment later: the client would reuse it and fail with ECONNRESET/EPIPE.
 * One keep-alive agent with one socket, so every request after the first reuses the connection.
 */

let h: Harness
let agent: Agent
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
})
afterAll(() => h.stop())
afterEach(() => agent.destroy())

type Answer = { status: number; json: { success?: boolean; error?: { message?: string } } }

/** POSTs `size` bytes in `pieces` writes spaced `gapMs` apart; socket errors land in `errors`. */
function post(
  path: string,
  headers: Record<string, string>,
  size: number,
  errors: string[],
  pieces = 1,
  gapMs = 0,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(h.url)
    const req = request({
      agent,
      hostname,
      port,
      path,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': size },
    })
    req.on('error', (err: NodeJS.ErrnoException) => {
      errors.push(`${path}: ${err.code ?? err.message}`)
      resolve(null)
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        let json: Answer['json'] = {}
        try {
          json = JSON.parse(text) as Answer['json']
        } catch {
          errors.push(`${path}: not JSON: ${text.slice(0, 80)}`)
        }
        resolve({ status: res.statusCode ?? 0, json })
      })
    })
    const piece = Math.ceil(size / pieces)
    let sent = 0
    const writeNext = () => {
      if (req.destroyed) return
      const n = Math.min(piece, size - sent)
      sent += n
      if (sent >= size) req.end(Buffer.alloc(n))
      else {
        req.write(Buffer.alloc(n))
        setTimeout(writeNext, gapMs)
      }
    }
    writeNext()
  })
}

const BAD_TOKEN = { authorization: `Bearer ${'x'.repeat(32)}` }
const UPLOAD = '/api/v1/wallet/topup/request'
const MB = 1024 * 1024

describe('early answers and kept-alive connections', () => {
  it('200 sequential 1 MB POSTs with a wrong token: every answer a 401 JSON, no socket errors', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const errors: string[] = []
    const statuses = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const answer = await post(UPLOAD, BAD_TOKEN, MB, errors)
      if (answer) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        expect(answer.json).toEqual({
          success: false,
          error: { message: 'Invalid or expired token' },
        })
      }
    }
    expect(errors).toEqual([])
    expect([...statuses]).toEqual([[401, 200]])
  }, 60_000)

  it('a body still arriving after the answer (slow client) is read, not cut at 0.5 s', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const errors: string[] = []
    const answers: (Answer | null)[] = []
    for (let i = 0; i < 3; i++) {
      // 401 before the body: 1 MB in 10 pieces over ~1 s.
      answers.push(await post(UPLOAD, BAD_TOKEN, MB, errors, 10, 100))
      // 404 before the body (under the JSON limit, so not a 413).
      answers.push(await post('/api/v1/nothing/here', {}, 200 * 1024, errors, 10, 100))
      // And a plain request reusing the same socket right after.
      answers.push(await post('/api/v1/nothing/here', {}, 10, errors))
    }
    expect(errors).toEqual([])
    expect(answers.map((a) => a?.status)).toEqual([401, 404, 404, 401, 404, 404, 401, 404, 404])
  }, 60_000)
})
