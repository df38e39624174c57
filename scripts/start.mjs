#!/usr/bin/env node
// `npm start`: build the portal when dist/ is missing or stale, then run the sandbox gateway, which
// serves dist/ and /api/v1 on one origin (default http://127.0.0.1:8080). Env passes through to the
// server (PORT, HOST, DATA_DIR, DIST_DIR, SANDBOX_ADMIN_TOKEN, …). The server runs under
// scripts/supervise.mjs: started again when it dies, stopped for good by SIGINT/SIGTERM/SIGHUP.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runSupervised } from './supervise.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

// Everything the production build is made from (routeTree.gen.ts is rewritten by the build itself,
// before dist/index.html, so it never makes a fresh build look stale).
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function buildReason() {
  const index = join(root, 'dist', 'index.html')
  if (!existsSync(index)) return 'no build in dist/'
  const built = statSync(index).mtimeMs
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > built)
  return changed ? `${changed} changed since the last build` : null
}

const reason = buildReason()
if (reason) {
  console.log(`Building the portal (${reason})...`)
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The portal build failed; not starting the sandbox.')
    process.exit(build.status ?? 1)
  }
} else {
  console.log('Portal build in dist/ is up to date.')
}

// The gateway under a supervisor that starts it again if it dies (scripts/supervise.mjs).
runSupervised()
