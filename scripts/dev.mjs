#!/usr/bin/env node
// `npm run dev`: the sandbox gateway on http://127.0.0.1:8787 (SANDBOX_PORT overrides) and the Vite
// dev server, whose /api and /sandbox proxy points at it through SANDBOX_URL (see vite.config.ts).
// Vite starts once the sandbox is listening; when either exits, or on Ctrl-C, both are stopped.
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

const host = '127.0.0.1'
const port = process.env.SANDBOX_PORT ?? '8787'
const sandboxUrl = `http://${host}:${port}`

const children = new Set()
let shuttingDown = false

function start(name, command, args, env) {
  // Own process group each, so stopping one reaches every process it started.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  children.add(child)
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`)
    shutdown(1)
  })
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!shuttingDown) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest.`)
      shutdown(code || 1)
    } else if (children.size === 0) {
      process.exit(exitCode)
    }
  })
  return child
}

let exitCode = 0
function shutdown(code = 0) {
  if (shuttingDown) return
  shuttingDown = true
  exitCode = code
  if (children.size === 0) process.exit(exitCode)
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    process.exit(exitCode)
  }, 5000).unref()
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0))
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
})

// Links the gateway writes (payment_url, pair_url) point at the Vite server, which proxies
// /sandbox and serves the portal; they never follow a request's Host header (decision 065).
const sandbox = start('sandbox', bin('tsx'), ['server/main.ts'], {
  HOST: host,
  PORT: port,
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'http://localhost:5173',
})
let viteStarted = false
let buffered = ''
sandbox.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (viteStarted) return
  buffered += chunk.toString()
  if (/listening on/i.test(buffered)) {
    viteStarted = true
    console.log(
      `[dev] sandbox API at ${sandboxUrl}; open the Vite URL below (hot reload, /api proxied).`,
    )
    const vite = start('vite', bin('vite'), [], { SANDBOX_URL: sandboxUrl })
    vite.stdout.pipe(process.stdout)
  }
})
