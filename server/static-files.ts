import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  FIRST_SCREEN_COOKIE,
  firstScreenLink,
  HINTS_FILE,
  readFirstScreenHints,
  type FirstScreenHints,
} from './first-screen-hints'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
}

const SPEAKER_PAGE = 'speaker.html'
const SPEAKER_COOKIE = 'speakerDevice'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const BUILD_HINT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant Portal sandbox</title></head>
<body><h1>The portal is not built yet</h1><p>Run <code>npm run build</code> and reload. The API at
<code>/api/v1</code> works already.</p></body></html>`

/** Encodings the build writes beside text files (`vite.config.ts` precompress), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Which encodings a request accepts: names listed in Accept-Encoding without `q=0`. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))
    if (name && !refused) accepted.add(name)
  }
  return accepted
}

/** The precompressed sibling to send instead of `path`, if the client takes one and it exists. */
function precompressed(c: Context, path: string): { file: string; encoding: string } | null {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'))
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue
    try {
      if (statSync(path + suffix).isFile()) return { file: path + suffix, encoding: name }
    } catch {
      // No such sibling: try the next encoding, or send the file as it is.
    }
  }
  return null
}

function fileResponse(
  c: Context,
  path: string,
  cacheControl: string,
  link: string | null | undefined = undefined,
): Response {
  const encoded = precompressed(c, path)
  const sent = encoded?.file ?? path
  const stat = statSync(sent)
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(stat.size),
    'Cache-Control': cacheControl,
    'Last-Modified': stat.mtime.toUTCString(),
    // Caches must key on the encoding: the same URL has a brotli, a gzip and a plain body.
    Vary: 'Accept-Encoding',
  }
  if (encoded) headers['Content-Encoding'] = encoded.encoding
  // The page of a client-side route: its Link header depends on the first-screen cookie, so a
  // shared cache must not hand one device's page to another (decision 071).
  if (link !== undefined) headers.Vary = 'Accept-Encoding, Cookie'
  if (link) headers.Link = link
  if (c.req.method === 'HEAD') return new Response(null, { headers })
  const body = Readable.toWeb(createReadStream(sent)) as ReadableStream<Uint8Array>
  return new Response(body, { headers })
}

/** The file under distDir that a URL path names, or null (also for any path escaping distDir). */
function resolveFile(distDir: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  // The build's source maps stay on the machine that built it (tools and the budget test read
  // them from disk): served, they would publish the portal's whole source.
  if (decoded.toLowerCase().endsWith('.map')) return null
  const target = resolve(distDir, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`)
  if (!target.startsWith(distDir + sep)) return null
  try {
    return statSync(target).isFile() ? target : null
  } catch {
    return null
  }
}

/**
 * Serves the built portal: hashed /assets/* cached for a year, everything else revalidated
 * (index.html, sw.js and the manifest must update promptly); navigations to unknown paths get
 * index.html so client-side routes work on reload.
 */
export function serveDist(distDir: string) {
  const root = resolve(distDir)
  const hints = buildHints(root)
  return (c: Context): Response => {
    const path = c.req.path
    const file = resolveFile(root, path)
    if (file) return fileResponse(c, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html')
    if (!wantsHtml || path.startsWith('/assets/')) {
      return c.text('Not found', 404)
    }
    // The Speaker's page is its own (decision 079), not one of the portal's routes; a device the
    // Speaker's page marked (src/features/speaker/speaker-mark.ts) opening /counter goes there.
    const speaker = join(root, SPEAKER_PAGE)
    if (existsSync(speaker)) {
      if (/^\/speaker\/?$/.test(path)) return fileResponse(c, speaker, 'no-cache')
      if (/^\/counter\/?$/.test(path) && getCookie(c, SPEAKER_COOKIE) === '1') {
        return c.redirect('/speaker', 302)
      }
    }
    const index = join(root, 'index.html')
    if (!existsSync(index)) {
      return c.html(BUILD_HINT, 200, { 'Cache-Control': 'no-cache' })
    }
    // The page and, announced with it, the code its first screen imports (decision 071).
    const link = firstScreenLink(hints(), path, getCookie(c, FIRST_SCREEN_COOKIE))
    return fileResponse(c, index, 'no-cache', link)
  }
}

/** The build's hints, read again when a new build replaces them (`npm start` may rebuild). */
function buildHints(root: string): () => FirstScreenHints | null {
  let seen: { mtimeMs: number; hints: FirstScreenHints | null } | null = null
  return () => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(join(root, HINTS_FILE)).mtimeMs
    } catch {
      return null
    }
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, hints: readFirstScreenHints(root) }
    return seen.hints
  }
}
