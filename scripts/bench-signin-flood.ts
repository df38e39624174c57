/**
 * The sign-in flood of `npm run bench:server` (scripts/bench-signin.ts), run in a process of its
 * own so its client work does not sit in the event loop that times the other merchant's calls.
 * argv: <gateway url> <attempts> <concurrency> [flood|blank] [local address]. `flood`: every
 * attempt is a new identifier with a wrong password. `blank`: the same request with both fields
 * empty, which the gateway refuses (400) before any sign-in bookkeeping: the control that warms
 * the server up with the same load. Prints one JSON line per 5,000 answers ({ done, ms }) and a
 * last one with the statuses ({ statuses }).
 */
import { Agent, request } from 'node:http'

const [url = '', attemptsArg = '60000', concurrencyArg = '16', kind = 'flood', localAddress] =
  process.argv.slice(2)
const ATTEMPTS = Number(attemptsArg)
const CONCURRENCY = Number(concurrencyArg)
const STEP = 5_000
const target = new URL('/api/v1/merchant/auth/login', url)
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const statuses: Record<string, number> = {}
let next = 0
let done = 0
const started = performance.now()

function attempt(n: number): Promise<void> {
  const body = JSON.stringify(
    kind === 'blank'
      ? { identifier: '', password: '' }
      : { identifier: `flood-${n}@example.com`, password: 'not-the-password' },
  )
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => {
          const key = String(res.statusCode)
          statuses[key] = (statuses[key] ?? 0) + 1
          done++
          if (done % STEP === 0) {
            console.log(JSON.stringify({ done, ms: performance.now() - started }))
          }
          resolve()
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function worker(): Promise<void> {
  while (next < ATTEMPTS) await attempt(next++)
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker))
agent.destroy()
console.log(JSON.stringify({ statuses }))
