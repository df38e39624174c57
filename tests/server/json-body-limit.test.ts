import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../../server/app'
import { DEMO_PASSWORD, startHarness, type Harness } from './support/helpers'

/*
 * The JSON body limit (256 KB) judges a Content-Length by the header and counts a chunked body as
 * it streams (server/app.ts; decision 044 says why it no longer reads the body first).
 */

type Reply = { status: number; connection: string | undefined; text: string }

function post(h: Harness, body: string, chunked: boolean): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${h.url}/api/v1/merchant/auth/login`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
        )
      },
    )
    // A refused body may be cut off mid-send; the answer is what counts.
    req.on('error', (err) => (err.message.includes('EPIPE') ? undefined : reject(err)))
    if (chunked) {
      const size = 16 * 1024
      for (let at = 0; at < body.length; at += size) req.write(body.slice(at, at + size))
      req.end()
    } else {
      req.end(body)
    }
  })
}

describe('the JSON body limit', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.stop())

  const sized = (bytes: number) =>
    JSON.stringify({ identifier: 'demo', password: DEMO_PASSWORD, pad: 'x'.repeat(bytes) })

  it('refuses a Content-Length over the limit with 413 and closes the connection', async () => {
    const reply = await post(h, sized(JSON_BODY_LIMIT), false)
    expect(reply.status).toBe(413)
    expect(reply.connection).toBe('close')
    expect(JSON.parse(reply.text).error.message).toBe('Request body is too large')
  })

  it('refuses a chunked body once it passes the limit', async () => {
    const reply = await post(h, sized(JSON_BODY_LIMIT), true)
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.text).error.message).toBe('Request body is too large')
  })

  it('reads bodies under the limit, with a length or chunked', async () => {
    expect((await post(h, sized(100_000), false)).status).toBe(200)
    expect((await post(h, sized(100_000), true)).status).toBe(200)
  })
})
