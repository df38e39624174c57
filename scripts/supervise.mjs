#!/usr/bin/env node
// `npm run server` (and `npm start`, after its build): runs the sandbox gateway (server/main.ts) and
// starts it again when it dies, so the portals and shop counters left open reconnect on their own.
// Env passes through to the gateway (PORT, HOST, DATA_DIR, …). SIGINT/SIGTERM/SIGHUP stop it and
// this process, without a restart; a second signal kills it at once.
//
// Restarted: an exit with a non-zero code (a fatal error exits 70) or by a signal (kill -9, a
// crash). Not restarted, like systemd's Restart=on-failure: exit code 0 or death by SIGTERM, SIGINT
// or SIGHUP (the gateway was told to stop) and exit code 78 (its configuration is wrong; a restart
// cannot help). Restarts back off from 0.5 s, doubling up to 30 s, and the backoff starts over
// once a gateway has run for a minute.
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const BACKOFF = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 }
/** sysexits' EX_CONFIG, what server/main.ts exits with on a bad setting. */
const EXIT_CONFIG = 78

/** Signals that ask a process to stop: its death by one of them is not a failure (systemd too). */
const STOP_SIGNALS = new Set(['SIGTERM', 'SIGINT', 'SIGHUP'])

const why = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`)
const seconds = (ms) => `${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} s`

/**
 * Runs the gateway until stop() or an exit that a restart would not fix. One plain node process
 * (tsx as a loader, not tsx's own launcher), so its pid is the gateway's and a signal reaches it
 * directly. An IPC channel ties it to this process: if this one dies, even by kill -9, the gateway
 * shuts itself down instead of holding the port.
 */
export function supervise({ env = process.env, backoff = BACKOFF } = {}) {
  let child = null
  let timer = null
  let stopping = false
  let failures = 0
  let finish = () => {}
  const done = new Promise((resolveDone) => (finish = resolveDone))

  const start = () => {
    timer = null
    const startedAt = Date.now()
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    console.log(`[supervisor] gateway started (pid ${child.pid})`)
    child.once('error', (error) => {
      console.error(`[supervisor] could not start the gateway: ${error.message}`)
      // No process was made, so no 'exit' follows.
      if (child?.pid === undefined) finish(1)
    })
    child.once('exit', (code, signal) => {
      child = null
      if (stopping) return finish(code ?? 0)
      if (code === 0 || STOP_SIGNALS.has(signal)) {
        console.log(`[supervisor] gateway stopped (${why(code, signal)}); not restarting`)
        return finish(0)
      }
      if (code === EXIT_CONFIG) {
        console.error(
          '[supervisor] gateway refused its configuration (exit code 78); not restarting',
        )
        return finish(code)
      }
      const ran = Date.now() - startedAt
      if (ran >= backoff.stableMs) failures = 0
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures)
      failures++
      console.error(
        `[supervisor] gateway exited unexpectedly (${why(code, signal)}) after ${seconds(ran)}; starting it again in ${seconds(delay)}`,
      )
      timer = setTimeout(start, delay)
    })
  }

  const stop = (signal = 'SIGTERM') => {
    if (stopping) {
      // A second Ctrl-C: do not wait for a shutdown that hangs.
      child?.kill('SIGKILL')
      return
    }
    stopping = true
    if (timer) clearTimeout(timer)
    if (child) child.kill(signal)
    else finish(0)
  }

  start()
  return { stop, done, kill: () => child?.kill('SIGKILL') }
}

/** The command line: supervise, stop on a signal, exit with the gateway's last exit code. */
export function runSupervised() {
  const supervisor = supervise()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => supervisor.stop(signal === 'SIGHUP' ? 'SIGTERM' : signal))
  }
  process.on('exit', () => supervisor.kill())
  void supervisor.done.then((code) => process.exit(code))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runSupervised()
