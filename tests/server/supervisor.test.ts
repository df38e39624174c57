import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  freePort,
  gatewayEnv,
  LISTENING,
  REPO_ROOT,
  spawnLogged,
  startChildGateway,
  type Logged,
} from './support/child-gateway'

/*
 * What happens when the gateway dies anyway: a fault outside any request is logged and ends the
 * process with 70; scripts/supervise.mjs (`npm run server`, `npm start`) starts it again on the
 * same port with a growing delay, and stops it for good on SIGTERM. Real processes throughout.
 */

const FATAL = join(REPO_ROOT, 'tests/server/fixtures/fatal-on-signal.mjs')
const running: Logged[] = []
const dirs: string[] = []
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The supervisor on a fixed free port, so a restarted gateway is found at the same address. */
async function supervised(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-supervised-'))
  dirs.push(dataDir)
  const port = await freePort()
  const supervisor = spawnLogged(
    ['scripts/supervise.mjs'],
    gatewayEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      ...env,
    }),
  )
  running.push(supervisor)
  return { supervisor, url: `http://127.0.0.1:${port}` }
}

/** The pid the supervisor printed for the gateway it started at or after output offset `from`. */
async function gatewayPid(supervisor: Logged, from: number): Promise<number> {
  const pid = Number((await supervisor.waitFor(/gateway started \(pid (\d+)\)/, from))[1])
  await supervisor.waitFor(LISTENING, from)
  return pid
}

/** An unauthenticated call: any JSON answer means the gateway is up. */
async function answers(url: string): Promise<number> {
  return (await fetch(`${url}/api/v1/wallet/balance`)).status
}

describe('a fatal error outside any request', () => {
  it('is logged and ends the gateway with exit code 70', { timeout: 90_000 }, async () => {
    const gateway = await startChildGateway({
      nodeArgs: ['--import', FATAL],
      env: { FATAL_KIND: 'rejection' },
    })
    running.push(gateway)
    gateway.child.kill('SIGUSR2')
    expect(await gateway.exited).toEqual({ code: 70, signal: null })
    expect(gateway.output()).toMatch(
      /\[sandbox\] fatal unhandledRejection, exiting: Error: fatal test: a promise nobody awaited/,
    )
    await gateway.close()
  })
})

describe('scripts/supervise.mjs', () => {
  it(
    'starts a gateway that died again, on the same port, with a growing delay; SIGTERM stops both',
    { timeout: 120_000 },
    async () => {
      const { supervisor, url } = await supervised({
        NODE_OPTIONS: `--import=${FATAL}`,
        FATAL_KIND: 'exception',
      })
      const first = await gatewayPid(supervisor, 0)
      expect(await answers(url)).toBe(401)

      // A fatal error: logged by the gateway, exit 70, started again after 0.5 s.
      let mark = supervisor.output().length
      process.kill(first, 'SIGUSR2')
      await supervisor.waitFor(
        /gateway exited unexpectedly \(exit code 70\) after [\d.]+ s; starting it again in 0\.5 s/,
        mark,
      )
      const second = await gatewayPid(supervisor, mark)
      expect(supervisor.output().slice(mark)).toMatch(/fatal uncaughtException/)
      expect(second).not.toBe(first)
      expect(await answers(url)).toBe(401)

      // kill -9 right after: the delay doubles.
      mark = supervisor.output().length
      process.kill(second, 'SIGKILL')
      await supervisor.waitFor(
        /gateway exited unexpectedly \(signal SIGKILL\) after [\d.]+ s; starting it again in 1\.0 s/,
        mark,
      )
      const third = await gatewayPid(supervisor, mark)
      expect(await answers(url)).toBe(401)

      // SIGTERM to the supervisor: the gateway shuts down cleanly, nothing is started again.
      mark = supervisor.output().length
      supervisor.child.kill('SIGTERM')
      expect(await supervisor.exited).toEqual({ code: 0, signal: null })
      expect(alive(third)).toBe(false)
      expect(supervisor.output().slice(mark)).toMatch(/SIGTERM: shutting down/)
      expect(supervisor.output().slice(mark)).not.toMatch(/gateway started/)
      await expect(answers(url)).rejects.toThrow()
    },
  )

  it(
    'does not restart a gateway that was told to stop (exit 0) or refused its configuration (78)',
    {
      timeout: 90_000,
    },
    async () => {
      const { supervisor } = await supervised()
      const pid = await gatewayPid(supervisor, 0)
      process.kill(pid, 'SIGTERM')
      expect(await supervisor.exited).toEqual({ code: 0, signal: null })
      expect(supervisor.output()).toMatch(/gateway stopped \(exit code 0\); not restarting/)
      expect(supervisor.output().match(/gateway started/g)).toHaveLength(1)

      const misconfigured = (await supervised({ PORT: 'eighty' })).supervisor
      expect(await misconfigured.exited).toEqual({ code: 78, signal: null })
      expect(misconfigured.output()).toMatch(/PORT must be a port number, got eighty/)
      expect(misconfigured.output().match(/gateway started/g)).toHaveLength(1)
    },
  )
})
