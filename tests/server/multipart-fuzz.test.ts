import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildGateway, type ChildGateway } from './support/child-gateway'
import { B, encode, sendRaw, type Answer, type Part, type Send } from './support/raw-multipart'
import { DEMO_PASSWORD, waitFor } from './support/helpers'

/*
 * The multipart part-header grammar fuzzed over a real gateway process, on both upload routes, by
 * bearer and by API key: every control byte in part names, file names, header names and values;
 * headers without a colon; 100 KB names; bodies cut short, never closed, aborted by the client.
 * After EACH request the same process must still answer, and a refused or aborted request must
 * have left no file in DATA_DIR/uploads. (One such request used to end the process.)
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const CONTROL = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f]
const HUGE = 'n'.repeat(100 * 1024)
const PORTAL_ONLY = 'This call needs a signed-in portal session, not an API key'

let gw: ChildGateway
let port = 0
let token = ''
let apiKey = { key: '', secret: '' }
let stored: string[] = []
const tally = new Map<string, number>()

beforeAll(async () => {
  gw = await startChildGateway()
  port = Number(new URL(gw.url).port)
  const login = await fetch(`${gw.url}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo', password: DEMO_PASSWORD }),
  })
  token = ((await login.json()) as { data: { token: string } }).data.token
  const keys = await fetch(`${gw.url}/api/v1/merchant/api-keys`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const data = ((await keys.json()) as { data: { api_key: string; api_secret: string } }).data
  apiKey = { key: data.api_key, secret: data.api_secret }
  stored = uploads()
}, 90_000)

afterAll(async () => {
  console.log(
    `[multipart-fuzz] answers: ${[...tally].map(([answer, n]) => `${n} × ${answer}`).join('; ')}`,
  )
  await gw?.close()
})

const uploads = () => readdirSync(join(gw.dataDir, 'uploads')).sort()

type Caller = { label: string; path: string; auth: string; forbidden: boolean }
const CALLERS: () => Caller[] = () => [
  {
    label: 'top-up by bearer',
    path: '/api/v1/wallet/topup/request',
    auth: bearer(),
    forbidden: false,
  },
  {
    label: 'top-up by API key',
    path: '/api/v1/wallet/topup/request',
    auth: key(),
    forbidden: false,
  },
  { label: 'KYC by bearer', path: '/api/v1/merchant/kyc/submit', auth: bearer(), forbidden: false },
  // KYC is portal-only: the key gets 403, its body is read and dropped, nothing crashes.
  { label: 'KYC by API key', path: '/api/v1/merchant/kyc/submit', auth: key(), forbidden: true },
]
const bearer = () => `Authorization: Bearer ${token}\r\n`
const key = () => `X-API-Key: ${apiKey.key}\r\nX-API-Secret: ${apiKey.secret}\r\n`

/**
 * A form each route refuses even when parsed cleanly (a top-up without its amount, a KYC form
 * with a bad PAN), so no probe is ever accepted, yet its file is written before the refusal and
 * the clean-up is exercised. `fileName` is the file field's name on this route.
 */
function validParts(caller: Caller): { parts: Part[]; fileName: string } {
  const topup = caller.path.includes('topup')
  const fileName = topup ? 'payment_proof' : 'document'
  const field = topup ? ['reference_number', 'FUZZ-1'] : ['pan_number', 'nope']
  return {
    fileName,
    parts: [
      {
        headers: [`Content-Disposition: form-data; name="${field[0]}"`],
        body: field[1] ?? '',
      },
      {
        headers: [
          `Content-Disposition: form-data; name="${fileName}"; filename="proof.png"`,
          'Content-Type: image/png',
        ],
        body: PNG,
      },
    ],
  }
}

/** One raw request to the gateway under test. */
const send = (head: string, body: Buffer, how?: Send) => sendRaw(port, head, body, how)

function head(
  caller: Caller,
  length: number | 'chunked',
  contentType = `multipart/form-data; boundary=${B}`,
): string {
  const framing =
    length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`
  return (
    `POST ${caller.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${caller.auth}` +
    `Content-Type: ${contentType}\r\n${framing}Connection: close\r\n\r\n`
  )
}

/** The same process still answers, and the uploads directory holds exactly what it held. */
async function expectStillUp(label: string, waitForCleanup: boolean) {
  const res = await fetch(`${gw.url}/api/v1/wallet/balance`, {
    headers: { authorization: `Bearer ${token}` },
  }).catch((err: unknown) => {
    throw new Error(`${label}: the gateway stopped answering (${String(err)}):\n${gw.output()}`)
  })
  expect(res.status, `${label}: the gateway stopped answering`).toBe(200)
  await res.arrayBuffer()
  expect(gw.child.exitCode, label).toBeNull()
  if (waitForCleanup) {
    // An aborted request is cleaned up when the server sees the connection go: soon, not at once.
    // A timeout is left to the assertion below, which names the file left behind.
    await waitFor(uploads, (files) => files.join() === stored.join(), 5_000).catch(() => undefined)
  }
  expect(uploads(), `${label}: left a file behind`).toEqual(stored)
}

/** A refusal the gateway wrote: 4xx, the JSON error envelope, and 403 for KYC by API key. */
function expectRefused(caller: Caller, label: string, answer: Answer) {
  const where = `${caller.label}: ${label}`
  expect(answer.status, where).not.toBeNull()
  const status = answer.status ?? 0
  let message = ''
  try {
    message = (JSON.parse(answer.body) as { error: { message: string } }).error.message
  } catch {
    throw new Error(`${where}: ${status} without a JSON error: ${JSON.stringify(answer.body)}`)
  }
  if (caller.forbidden) {
    expect([status, message], where).toEqual([403, PORTAL_ONLY])
  } else {
    expect(status, `${where}: ${message}`).toBeGreaterThanOrEqual(400)
    expect(status, `${where}: ${message}`).toBeLessThan(500)
    expect(status, `${where}: ${message}`).not.toBe(403)
  }
  const key = `${status} ${message}`
  tally.set(key, (tally.get(key) ?? 0) + 1)
  return message
}

async function probe(caller: Caller, label: string, body: Buffer, contentType?: string) {
  const answer = await send(head(caller, body.length, contentType), body)
  const message = expectRefused(caller, label, answer)
  await expectStillUp(`${caller.label}: ${label}`, false)
  return message
}

/** Where a control byte goes: each yields the form's parts with `byte` placed there. */
const PLACES: Record<string, (parts: Part[], fileName: string, byte: string) => void> = {
  'a file part name': (parts, fileName, byte) => {
    parts[1]!.headers[0] = `Content-Disposition: form-data; name="${fileName}${byte}"; filename="proof.png"`
  },
  'a file name': (parts, fileName, byte) => {
    parts[1]!.headers[0] = `Content-Disposition: form-data; name="${fileName}"; filename="a${byte}.png"`
  },
  'a header value': (parts, _fileName, byte) => {
    parts[1]!.headers[1] = `Content-Type: image/${byte}png`
  },
  'a header name': (parts, _fileName, byte) => {
    parts[1]!.headers[1] = `Content${byte}-Type: image/png`
  },
  'a field name': (parts, _fileName, byte) => {
    parts[0]!.headers[0] = `Content-Disposition: form-data; name="ref${byte}erence"`
  },
}

describe('malformed multipart bodies never end the gateway', () => {
  it(
    'every control byte (0x00–0x1f, 0x7f) in part names, file names, header names and values',
    { timeout: 120_000 },
    async () => {
      const nulMessages: string[] = []
      for (const caller of CALLERS()) {
        for (const [place, put] of Object.entries(PLACES)) {
          for (const code of CONTROL) {
            const { parts, fileName } = validParts(caller)
            put(parts, fileName, String.fromCharCode(code))
            const label = `0x${code.toString(16).padStart(2, '0')} in ${place}`
            const message = await probe(caller, label, encode(parts))
            if (code === 0 && place === 'a file name') nulMessages.push(message)
          }
        }
      }
      // The request of the report: a NUL in the file name is an unparsable body, answered as such.
      expect(nulMessages).toEqual([
        'Invalid multipart body',
        'Invalid multipart body',
        'Invalid multipart body',
        PORTAL_ONLY,
      ])
    },
  )

  it('headers without a colon, 100 KB names and values, broken structure', async () => {
    type Case = [string, (parts: Part[], fileName: string) => Buffer, string?]
    const cases: Case[] = [
      [
        'a file part header without a colon',
        (parts) => ((parts[1]!.headers[1] = 'Content-Type image/png'), encode(parts)),
      ],
      [
        'a field header without a colon',
        (parts) => ((parts[0]!.headers[0] = 'Content-Disposition form-data'), encode(parts)),
      ],
      [
        'a 100 KB field name',
        (parts) => (
          (parts[0]!.headers[0] = `Content-Disposition: form-data; name="${HUGE}"`),
          encode(parts)
        ),
      ],
      [
        'a 100 KB file part name',
        (parts) => (
          (parts[1]!.headers[0] = `Content-Disposition: form-data; name="${HUGE}"; filename="proof.png"`),
          encode(parts)
        ),
      ],
      [
        'a 100 KB file name',
        (parts, fileName) => (
          (parts[1]!.headers[0] = `Content-Disposition: form-data; name="${fileName}"; filename="${HUGE}.png"`),
          encode(parts)
        ),
      ],
      [
        'a 100 KB header value',
        (parts) => ((parts[1]!.headers[1] = `Content-Type: image/png; x="${HUGE}"`), encode(parts)),
      ],
      ['a 100 KB header name', (parts) => (parts[1]!.headers.push(`${HUGE}: 1`), encode(parts))],
      [
        'two malformed part headers in one body',
        (parts) => (
          (parts[0]!.headers[0] = 'Content-Disposition\0: x'),
          (parts[1]!.headers[1] = 'Content-Type\0 image/png'),
          encode(parts)
        ),
      ],
      ['a boundary that never closes', (parts) => encode(parts, false)],
      [
        'a body that ends inside a part header',
        (parts) => {
          const whole = encode(parts)
          return whole.subarray(0, whole.indexOf('filename='))
        },
      ],
      [
        'a body that ends inside the file',
        (parts) => {
          const whole = encode(parts)
          return whole.subarray(0, whole.indexOf(PNG) + 4)
        },
      ],
      [
        'a nameless file part',
        (parts) => (
          (parts[1]!.headers[0] = 'Content-Disposition: form-data; filename="p.png"'),
          encode(parts)
        ),
      ],
      [
        'a nameless 17 KB field',
        (parts) => (
          parts.push({ headers: ['Content-Disposition: form-data'], body: 'v'.repeat(17_000) }),
          encode(parts)
        ),
      ],
      [
        'parts named __proto__ and constructor',
        (parts) => {
          const named = (name: string, file: boolean): Part => ({
            headers: [
              `Content-Disposition: form-data; name="${name}"${file ? '; filename="p.png"' : ''}`,
            ],
            body: file ? PNG : '{}',
          })
          parts.push(
            named('__proto__', false),
            named('__proto__', true),
            named('constructor', true),
          )
          return encode(parts)
        },
      ],
      [
        'a disposition other than form-data',
        (parts) => ((parts[1]!.headers[0] = 'Content-Disposition: attachment'), encode(parts)),
      ],
      ['sixty parts', (parts) => encode([...parts, ...Array<Part>(58).fill(parts[0]!)])],
      ['no boundary anywhere in the body', () => Buffer.from('just some bytes\r\n\r\n')],
      ['another boundary than the declared one', (parts) => encode(parts, true, 'other')],
      ['an empty boundary parameter', (parts) => encode(parts), 'multipart/form-data; boundary='],
      [
        // 8 KB: a longer request header is refused by Node's HTTP parser (431) before the gateway.
        'an 8 KB boundary parameter',
        (parts) => encode(parts),
        `multipart/form-data; boundary=${'b'.repeat(8 * 1024)}`,
      ],
      ['an empty body', () => Buffer.alloc(0)],
    ]
    for (const caller of CALLERS()) {
      for (const [label, build, contentType] of cases) {
        const { parts, fileName } = validParts(caller)
        await probe(caller, label, build(parts, fileName), contentType)
      }
    }
  })

  it('bodies cut short, aborted by the client, or chunked badly', { timeout: 60_000 }, async () => {
    for (const caller of CALLERS()) {
      const { parts } = validParts(caller)
      const whole = encode(parts)
      const inHeader = whole.indexOf('filename=')
      const inFile = whole.indexOf(PNG) + 4
      for (const [label, after] of [
        ['inside a part header', inHeader],
        ['inside the file', inFile],
      ] as const) {
        const where = `${caller.label}: client aborts ${label}`
        await send(head(caller, whole.length), whole, { mode: 'abort', after })
        await expectStillUp(where, true)
        // Content-Length promises the whole body; the client sends part of it and hangs up.
        const short = `${caller.label}: body shorter than its Content-Length, ${label}`
        await send(head(caller, whole.length), whole, { mode: 'end', after })
        await expectStillUp(short, true)
      }

      const chunk = (bytes: Buffer) =>
        Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
      // Chunked: a body that ends (properly framed) in the middle of the file.
      const cut = Buffer.concat([chunk(whole.subarray(0, inFile)), Buffer.from('0\r\n\r\n')])
      expectRefused(
        caller,
        'chunked body ending inside the file',
        await send(head(caller, 'chunked'), cut),
      )
      await expectStillUp(`${caller.label}: chunked, cut`, false)
      // Chunked: the client aborts between chunks.
      await send(head(caller, 'chunked'), chunk(whole.subarray(0, inFile)), {
        mode: 'abort',
        after: inFile + 16,
      })
      await expectStillUp(`${caller.label}: chunked, aborted`, true)
      // Chunked framing that is not hex: Node's HTTP parser refuses it before the gateway sees it.
      const bad = await send(head(caller, 'chunked'), Buffer.from('zz\r\nhello\r\n0\r\n\r\n'))
      expect(bad.status === null || bad.status === 400, `${caller.label}: bad chunk`).toBe(true)
      await expectStillUp(`${caller.label}: bad chunk`, true)
    }
  })

  it('is still up at the end, with nothing left in the uploads directory', async () => {
    await expectStillUp('after every probe', true)
    expect(gw.output()).not.toMatch(/fatal|Unhandled 'error' event/)
  })
})
