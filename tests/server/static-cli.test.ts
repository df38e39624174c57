import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { request } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerProblems, startHarness, type Harness } from './support/helpers'

const run = promisify(execFile)

let h: Harness
let dist: string
const BOOT_JS = `console.log(${JSON.stringify('x'.repeat(2000))})`

/** A raw GET (fetch would decode the body and hide the encoding the server chose). */
function rawGet(
  path: string,
  acceptEncoding?: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    request(`${h.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  )
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":[]}')
  writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{}')
  // What the build's precompress plugin writes beside a text file.
  writeFileSync(join(dist, 'assets', 'boot-X1.js'), BOOT_JS)
  writeFileSync(join(dist, 'assets', 'boot-X1.js.br'), brotliCompressSync(BOOT_JS))
  writeFileSync(join(dist, 'assets', 'boot-X1.js.gz'), gzipSync(BOOT_JS))
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Merchant Portal"}')
  writeFileSync(join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  h = await startHarness({ distDir: dist })
})
afterAll(async () => {
  await h.stop()
  rmSync(dist, { recursive: true, force: true })
})

describe('static hosting of dist/', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    [
      '/assets/index-AbC123.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/assets/index-AbC123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/icon-192.png', 'image/png', 'no-cache'],
    ['/icon.svg', 'image/svg+xml', 'no-cache'],
  ])('%s → %s, Cache-Control %s', async (path, type, cache) => {
    const res = await h.api(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe(cache)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends the precompressed copy the client accepts (brotli first), else the file as it is', async () => {
    const br = await rawGet('/assets/boot-X1.js', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).toString()).toBe(BOOT_JS)

    const gzip = await rawGet('/assets/boot-X1.js', 'br;q=0, gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(BOOT_JS)

    for (const plain of [
      await rawGet('/assets/boot-X1.js'),
      await rawGet('/assets/boot-X1.js', 'identity'),
    ]) {
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(BOOT_JS)
      expect(plain.headers['content-length']).toBe(String(BOOT_JS.length))
    }
    // No compressed copy on disk: the file itself, whatever the client accepts.
    const css = await rawGet('/assets/index-AbC123.css', 'br, gzip')
    expect(css.headers['content-encoding']).toBeUndefined()
    expect(css.body.toString()).toBe('body{}')
  })

  it('falls back to index.html for client routes that accept HTML, not for assets, API or sandbox', async () => {
    const spa = await h.api('/payments/create?x=1', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(spa.status).toBe(200)
    expect(spa.text).toContain('<div id="root">')
    expect(spa.headers.get('cache-control')).toBe('no-cache')
    expect((await h.api('/payments', { headers: { accept: 'application/json' } })).status).toBe(404)
    expect(
      (await h.api('/assets/missing-123.js', { headers: { accept: 'text/html' } })).status,
    ).toBe(404)
    const api = await h.api('/api/v1/unknown', { headers: { accept: 'text/html' } })
    expect(api.status).toBe(404)
    expect(api.body).toEqual({ success: false, error: { message: 'Not found' } })
    expect((await h.api('/sandbox/unknown', { headers: { accept: 'text/html' } })).status).toBe(404)
  })

  it('never serves files outside dist/, from DATA_DIR, or the source maps', async () => {
    for (const path of [
      '/..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/sandbox.db',
      '/secret.key',
      // The build's source maps (sourcemap: 'hidden') are not published.
      '/assets/index-AbC123.js.map',
      '/assets/index-AbC123.JS.MAP',
    ]) {
      const res = await h.api(path)
      expect(res.status, path).toBe(404)
    }
  })

  it('answers HEAD without a body', async () => {
    const res = await h.api('/assets/index-AbC123.js', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.text).toBe('')
  })
})

describe('sandbox CLI (works on the DB file)', () => {
  it(
    'seeds an empty data dir with N payins, lists pending work, approves a top-up and settles',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'))
      const cli = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args, '--data-dir', dir], {
          cwd: join(__dirname, '..', '..'),
        })
      try {
        const seeded = await cli('seed', '--payins', '500')
        expect(seeded.stdout).toMatch(/Seeded 564 payins/)
        const db = new Database(join(dir, 'sandbox.db'), { readonly: true })
        expect(
          db
            .prepare(
              "SELECT COUNT(*) n FROM payins p JOIN merchants m ON m.id = p.merchant_id WHERE m.username = 'demo'",
            )
            .get(),
        ).toEqual({ n: 500 })
        const pending = await cli('pending')
        const topupId = /(TOP[0-9A-Z]{16})\s+demo/.exec(pending.stdout)?.[1] ?? ''
        expect(topupId).not.toBe('')
        const before = (
          db.prepare('SELECT available FROM wallets WHERE merchant_id = 1').get() as {
            available: number
          }
        ).available
        expect((await cli('approve-topup', topupId)).stdout).toContain('approved and credited')
        const after = (
          db.prepare('SELECT available FROM wallets WHERE merchant_id = 1').get() as {
            available: number
          }
        ).available
        expect(after).toBeGreaterThan(before)
        expect((await cli('settle')).stdout).toMatch(/Settled ₹[\d,.]+ for \d merchant/)
        await expect(cli('approve-topup', topupId)).rejects.toThrow(/already approved/)
        await expect(cli('frobnicate')).rejects.toThrow(/Unknown command/)
        expect(ledgerProblems(db)).toEqual([])
        db.close()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
