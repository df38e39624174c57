import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import {
  firstScreenFiles,
  type FirstScreenHints,
  HINTS_FILE,
} from '../../server/first-screen-hints'
import { serveDist } from '../../server/static-files'
import { namedParts, staticRoutes } from '../../scripts/first-screen-hints'

const HINTS: FirstScreenHints = {
  routes: {
    '/counter': {
      js: ['/assets/counter-a.js', '/assets/shared-b.js'],
      parts: ['counter'],
      signedIn: true,
    },
    '/dashboard': {
      js: ['/assets/dashboard-c.js', '/assets/shared-b.js'],
      parts: ['dashboard', 'counter'],
      signedIn: true,
    },
    '/login': { js: ['/assets/login-d.js'], parts: ['auth'], signedIn: false },
  },
  session: ['/assets/query-persistence-e.js', '/assets/idb-f.js'],
  catalogues: {
    hi: {
      boot: '/assets/hi-boot.js',
      counter: '/assets/hi-counter.js',
      dashboard: '/assets/hi-dash.js',
    },
  },
}

describe('the files a cold start is announced', () => {
  it('gives a signed-in device its screen, the persisted cache and its language', () => {
    expect(firstScreenFiles(HINTS, '/counter', 's')).toEqual([
      '/assets/counter-a.js',
      '/assets/shared-b.js',
      '/assets/query-persistence-e.js',
      '/assets/idb-f.js',
    ])
    expect(firstScreenFiles(HINTS, '/dashboard/', 's.hi')).toEqual([
      '/assets/dashboard-c.js',
      '/assets/shared-b.js',
      '/assets/query-persistence-e.js',
      '/assets/idb-f.js',
      '/assets/hi-boot.js',
      '/assets/hi-dash.js',
      '/assets/hi-counter.js',
    ])
  })

  it('gives a paired counter its counter only, without the owner’s cache', () => {
    expect(firstScreenFiles(HINTS, '/counter', 'd.hi')).toEqual([
      '/assets/counter-a.js',
      '/assets/shared-b.js',
      '/assets/hi-boot.js',
      '/assets/hi-counter.js',
    ])
    // Any other screen sends a paired device to its counter.
    expect(firstScreenFiles(HINTS, '/dashboard', 'd')).toEqual([])
  })

  it('announces no protected screen without a session, and ignores what it cannot read', () => {
    expect(firstScreenFiles(HINTS, '/dashboard', undefined)).toEqual([])
    expect(firstScreenFiles(HINTS, '/dashboard', 'admin')).toEqual([])
    expect(firstScreenFiles(HINTS, '/dashboard', 's.hi;x')).toEqual([])
    expect(firstScreenFiles(HINTS, '/payments/abc', 's')).toEqual([])
    // A language the build has no catalogue of: its screen's code, no texts.
    expect(firstScreenFiles(HINTS, '/counter', 's.ta')).toHaveLength(4)
    // The sign-in page is public.
    expect(firstScreenFiles(HINTS, '/login', undefined)).toEqual(['/assets/login-d.js'])
  })
})

describe('a navigation served by the gateway', () => {
  let dist: string | null = null
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true })
    dist = null
  })

  function gateway(hints: string | null) {
    dist = mkdtempSync(join(tmpdir(), 'mp-hints-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>')
    if (hints !== null) writeFileSync(join(dist, HINTS_FILE), hints)
    const app = new Hono()
    app.get('*', serveDist(dist))
    return (path: string, cookie?: string) =>
      app.request(path, {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      })
  }

  it('carries a modulepreload Link for the device the cookie describes', async () => {
    const open = gateway(JSON.stringify(HINTS))
    const response = await open('/counter', 'first-screen=d')
    expect(response.status).toBe(200)
    expect(response.headers.get('link')).toBe(
      '</assets/counter-a.js>; rel=modulepreload, </assets/shared-b.js>; rel=modulepreload',
    )
    // The page differs by cookie: no shared cache may give it to another device.
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect((await open('/counter')).headers.get('link')).toBeNull()
    expect((await open('/wallet', 'first-screen=s')).headers.get('link')).toBeNull()
  })

  it('serves the page as before when the build wrote no hints, or hints it cannot read', async () => {
    for (const hints of [null, '{not json', JSON.stringify({ routes: [] })]) {
      const open = gateway(hints)
      const response = await open('/counter', 'first-screen=s')
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>portal</title>')
      expect(response.headers.get('link')).toBeNull()
      rmSync(dist ?? '', { recursive: true, force: true })
    }
  })
})

const routesDir = fileURLToPath(new URL('../../src/routes', import.meta.url))
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : [relative(routesDir, join(dir, entry.name)).split(sep).join('/')],
  )

describe('the build’s reading of the routes', () => {
  it('reads the static paths of the route files as TanStack Router does, with their layouts', () => {
    const routes = staticRoutes(files(routesDir))
    const byPath = new Map(routes.map((route) => [route.path, route]))
    expect(byPath.get('/counter')).toEqual({
      path: '/counter',
      files: ['_authed.tsx', '_authed/counter.tsx'],
      signedIn: true,
    })
    expect(byPath.get('/wallet/settlements')?.files).toEqual([
      '_authed.tsx',
      '_authed/wallet_.settlements.tsx',
    ])
    expect(byPath.get('/payments')?.files).toEqual(['_authed.tsx', '_authed/payments/index.tsx'])
    expect(byPath.get('/counter/pair')).toEqual({
      path: '/counter/pair',
      files: ['counter.pair.tsx'],
      signedIn: false,
    })
    expect(byPath.get('/login')?.signedIn).toBe(false)
    // No static path: parameters, the catch-all, the root and `-` files.
    expect([...byPath.keys()].filter((path) => /[$]|messages|root/.test(path))).toEqual([])
  })

  it('finds the catalogue parts a route names', () => {
    const authed = readFileSync(join(routesDir, '_authed.tsx'), 'utf8')
    const dashboard = readFileSync(join(routesDir, '_authed/dashboard.tsx'), 'utf8')
    expect(namedParts(authed)).toContain('counter')
    expect(namedParts(dashboard)).toEqual(['dashboard'])
    expect(namedParts("ensureTexts('counter', 'pair')")).toEqual(['counter', 'pair'])
  })
})
