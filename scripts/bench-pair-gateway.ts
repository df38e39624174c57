/**
 * The gateway of the pairing flood (scripts/bench-pair-flood.ts): the sandbox in a process of its
 * own, on a temp data dir, with the pairing throttle as configured except the global failure
 * budget, raised so that every one of the flood's addresses reaches the per-address table (with
 * the default 1,000 the rest of the flood is refused before the table, which is cheaper still).
 * Prints `listening <url>`; SIGTERM stops it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../server/start'

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pair-'))
const globalFailures = Number(process.env.BENCH_FLOOD_GLOBAL_FAILURES ?? 1e9)
const server = await startServer({
  port: 0,
  dataDir,
  quiet: true,
  pairThrottle: { globalFailures },
})
console.log(`listening ${server.url}`)
process.on('SIGTERM', () => {
  void server.close().then(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
})
