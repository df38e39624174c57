import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The gateway as a process of its own (`node --import tsx server/main.ts`, so the pid is the
 * server's), for what an in-process harness cannot show: its memory, whether it survives a
 * request, how it exits and how a supervisor brings it back.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const LISTENING = /listening on (http:\/\/\S+)/g

/** The parent's environment minus what vitest adds (NODE_ENV=test, VITEST*). */
export function gatewayEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (key !== 'NODE_ENV' && !key.startsWith('VITEST')) env[key] = value
  }
  return { ...env, ...extra }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

export type Logged = {
  child: ChildProcess
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string
  /** Resolves with the first match of `pattern` printed at or after offset `from`. */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<RegExpExecArray>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>
}

/** A node process in the repository root whose output is kept for the test to read. */
export function spawnLogged(args: string[], env: NodeJS.ProcessEnv): Logged {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters = new Set<() => void>()
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    for (const wake of waiters) wake()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const wake of waiters) wake()
      resolve({ code, signal })
    }),
  )
  const waitFor = (pattern: RegExp, from = 0, timeoutMs = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(
          output.slice(from),
        )
        if (match) {
          done()
          resolve(match)
        } else if (child.exitCode !== null || child.signalCode !== null) {
          done()
          reject(new Error(`exited before printing ${pattern}:\n${output}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`))
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        waiters.delete(check)
      }
      waiters.add(check)
      check()
    })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.kill('SIGTERM')
    await exited
    clearTimeout(timer)
  }
  return { child, output: () => output, waitFor, exited, stop }
}

export type ChildGateway = Logged & { url: string; dataDir: string; close(): Promise<void> }

/** server/main.ts on a free port with a temporary DATA_DIR; close() stops it and removes both. */
export async function startChildGateway(
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ChildGateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-child-'))
  const env = gatewayEnv({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ...options.env,
  })
  const logged = spawnLogged(
    ['--import', 'tsx', ...(options.nodeArgs ?? []), 'server/main.ts'],
    env,
  )
  try {
    const url = (await logged.waitFor(LISTENING))[1] ?? ''
    return {
      ...logged,
      url,
      dataDir,
      async close() {
        await logged.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (err) {
    await logged.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
}
