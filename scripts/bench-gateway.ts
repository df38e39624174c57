import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { get } from 'node:http'
import type { Readable } from 'node:stream'

/*
 * The sandbox gateway in a process of its own on a seeded data dir, for the server benches
 * (bench-server.ts, bench-outlets.ts): loopback HTTP, as a portal reaches it, with the server's
 * CPU and memory readable from /proc apart from the client's.
 */

export type Gateway = {
  url: string
  child: ChildProcessByStdio<null, Readable, null>
  stop(): Promise<void>
}

export async function startGateway(dataDir: string): Promise<Gateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SANDBOX_ADMIN_TOKEN: 'bench' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Sandbox gateway listening on (http:\/\/\S+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code, signal) => {
      console.error(`server exited: code ${code}, signal ${signal}`)
      reject(new Error(`server exited with ${code}`))
    })
  })
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

/** The Authorization header of a password sign-in (demo's Owner unless told). */
export async function signInHeaders(
  url: string,
  identifier = 'demo',
  password = 'Demo@1234',
): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  return { authorization: `Bearer ${token}` }
}

/**
 * One download over node:http (fetch's web streams in this client process were slower than the
 * server, so they measured the client): its newline count, bytes and the body when `keep`.
 */
export function download(
  target: string,
  headers: Record<string, string>,
  keep = false,
): Promise<{ status: number; lines: number; bytes: number; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let lines = 0
    let bytes = 0
    get(target, { headers }, (res) => {
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (keep) chunks.push(chunk)
        else for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          lines,
          bytes,
          body: keep ? Buffer.concat(chunks) : null,
        }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}
