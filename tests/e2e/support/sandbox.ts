/**
 * End-to-end harness: a real sandbox gateway per test file, started exactly as `npm start` runs it.
 * Test files get it through setupE2ESuite() (./suite), which starts and stops it as below.
 *
 *   import { startSandbox, type Sandbox } from './support/sandbox'
 *
 *   let sandbox: Sandbox
 *   beforeAll(async () => { sandbox = await startSandbox() })   // one per file: isolation
 *   afterAll(async () => { await sandbox?.stop() })
 *
 * startSandbox(opts?: { env?: Record<string, string> }): Promise<Sandbox>
 *   - spawns `node_modules/.bin/tsx server/main.ts` from the repository root as a child process we
 *     own (its own process group), with this process's env minus vitest's NODE_ENV/VITEST*, and
 *     HOST=127.0.0.1, PORT=<a free port picked here>, DATA_DIR=<fresh mkdtemp dir> (a new SQLite
 *     file, seeded on start), DIST_DIR=<repo>/dist (or $E2E_DIST_DIR, relative to the repo) and
 *     a random SANDBOX_ADMIN_TOKEN; `opts.env` is applied last and may override any of them;
 *     `opts.root` runs another checkout's gateway instead (this repo's tsx);
 *   - resolves once the server prints `Sandbox gateway listening on http://HOST:PORT`; rejects
 *     after 60 s (or if the process exits) with the child's output in the error;
 *   - requires a production build in dist/ (`npm run build`), and says so if it is missing.
 * Sandbox = { url, adminToken, dataDir, pid, stop() }
 *   - pid: the tsx process (its group holds the server's node process; benches read its RSS)
 *   - url: the origin, e.g. http://127.0.0.1:41234 (portal at /, API at /api/v1,
 *     admin at /sandbox/admin)
 *   - stop(): SIGTERM to the child's process group, SIGKILL after 5 s, then removes dataDir.
 *     Safe to call twice. Children still alive when the test process exits are killed too.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Sandbox = {
  url: string
  adminToken: string
  dataDir: string
  /** The build it serves (its source maps are read from here: they are not served). */
  distDir: string
  /** The tsx process; the server runs in a node child of it (same process group). */
  pid: number
  stop(): Promise<void>
}

export type StartSandboxOptions = {
  env?: Record<string, string>
  /** Another checkout's root to run the gateway from (the bench's baseline build); default this repo. */
  root?: string
}

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

const START_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 5_000
const OUTPUT_LIMIT = 20_000
const LISTENING = /listening on (https?:\/\/[^\s]+)/i

const live = new Set<ChildProcess>()
let exitHookInstalled = false

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    // Negative pid: the whole group (tsx runs the server in a node child of its own).
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // Already gone.
    }
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL')
  })
}

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

/** The parent's environment minus what vitest adds (NODE_ENV=test, VITEST*): run as `npm start` does. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST')) continue
    env[key] = value
  }
  return env
}

export async function startSandbox(opts: StartSandboxOptions = {}): Promise<Sandbox> {
  // E2E_DIST_DIR: serve a private build, so a `vite build` running elsewhere in the same tree
  // cannot swap dist/ under a test run.
  const distDir = process.env.E2E_DIST_DIR
    ? resolve(REPO_ROOT, process.env.E2E_DIST_DIR)
    : join(REPO_ROOT, 'dist')
  if (!existsSync(join(distDir, 'index.html')) && !opts.env?.DIST_DIR) {
    throw new Error(`No production build at ${distDir}: run \`npm run build\` first.`)
  }
  const tsx = join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-e2e-data-'))
  const adminToken = randomBytes(24).toString('base64url')
  const port = await freePort()

  const child = spawn(tsx, ['server/main.ts'], {
    cwd: opts.root ?? REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SANDBOX_ADMIN_TOKEN: adminToken,
      ...opts.env,
    },
  })
  live.add(child)
  installExitHook()

  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  void exited.then(() => live.delete(child))

  let stopped = false
  const stop = async (): Promise<void> => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    }
    // The server's own node child may outlive tsx for a moment; make sure the group is gone.
    killGroup(child, 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const printed = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Sandbox did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      )
      const onData = () => {
        const match = LISTENING.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      void exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`Sandbox exited before listening (code ${child.exitCode})`))
      })
    })
    const url = new URL(printed)
    // Trust the port we chose if the line ever reports 0; drop any trailing path or slash.
    const origin = `${url.protocol}//${url.hostname}:${url.port && url.port !== '0' ? url.port : port}`
    return {
      url: origin,
      adminToken,
      dataDir,
      distDir: opts.env?.DIST_DIR ? resolve(REPO_ROOT, opts.env.DIST_DIR) : distDir,
      pid: child.pid ?? 0,
      stop,
    }
  } catch (error) {
    await stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${reason}\n--- sandbox output ---\n${output || '(none)'}`)
  }
}
