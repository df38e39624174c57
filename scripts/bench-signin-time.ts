/**
 * The sign-in time section of `npm run bench:server` (BENCH_ONLY=signin-time): how long a
 * correct sign-in takes, beside the baseline build's (scripts/bench-baseline.ts, default the
 * release ad18c46), measured in the same run. Signing in as a person (decision 072) looks up the
 * user, records the sign-in in the activity log and names the role; the figure says what that
 * costs against the owner-only sign-in of the release. The password check (scrypt) dominates
 * both, so the difference is the figure to read.
 *
 * Both gateways run on their seeded data; rounds alternate which one goes first, so load on the
 * machine falls on both. Printed: p50/p95 of the owner's sign-in on each, and of a seeded
 * Finance person's (the current build only).
 * BENCH_SIGNIN_ROUNDS (5) × BENCH_SIGNIN_PER_ROUND (40) sign-ins per gateway.
 */
import { startSandbox, type Sandbox } from '../tests/e2e/support/sandbox'
import { baselineRef, startBaseline, type Baseline } from './bench-baseline'
import { loadAverage, percentile } from './bench-proc'

const ROUNDS = Number(process.env.BENCH_SIGNIN_ROUNDS ?? 5)
const PER_ROUND = Number(process.env.BENCH_SIGNIN_PER_ROUND ?? 40)
const WARM_UP = 5

type Credentials = { identifier: string; password: string }
const OWNER: Credentials = { identifier: 'demo', password: 'Demo@1234' }
const FINANCE: Credentials = { identifier: 'finance@example.com', password: 'Ledger-Monsoon-47' }

/** One correct sign-in, timed from the request to the body read; anything but 200 is an error. */
async function signInOnce(url: string, who: Credentials): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${url}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  })
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200)
    throw new Error(`sign-in as ${who.identifier} answered ${response.status}`)
  return ms
}

async function series(url: string, who: Credentials, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) times.push(await signInOnce(url, who))
  return times
}

const line = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `  ${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms   (${sorted.length})`
}

export async function signInTimeSection(): Promise<void> {
  const ref = baselineRef()
  let current: Sandbox | undefined
  let baseline: Baseline | undefined
  try {
    current = await startSandbox()
    baseline = ref ? await startBaseline(ref) : undefined
    await series(current.url, OWNER, WARM_UP)
    await series(current.url, FINANCE, WARM_UP)
    if (baseline) await series(baseline.sandbox.url, OWNER, WARM_UP)
    const owner: number[] = []
    const finance: number[] = []
    const release: number[] = []
    const loads: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(loadAverage())
      const runCurrent = async () => {
        owner.push(...(await series(current!.url, OWNER, PER_ROUND)))
        finance.push(...(await series(current!.url, FINANCE, PER_ROUND)))
      }
      const runBaseline = async () => {
        if (baseline) release.push(...(await series(baseline.sandbox.url, OWNER, PER_ROUND)))
      }
      if (round % 2 === 0) await runCurrent().then(runBaseline)
      else await runBaseline().then(runCurrent)
    }
    console.log(
      `\nSign-in, correct password, one after another, ${ROUNDS} rounds (load average ${loads.join(', ')}):`,
    )
    console.log(line('owner, this build', owner))
    console.log(line('Finance person, this build', finance))
    if (baseline) console.log(line(`owner, ${baseline.ref} (${baseline.sha.slice(0, 7)})`, release))
    else console.log('  (no baseline: BENCH_BASELINE=off)')
  } finally {
    await current?.stop()
    await baseline?.sandbox.stop()
  }
}
