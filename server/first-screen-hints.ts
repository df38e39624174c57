import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod'

/*
 * The first screen's code announced with the page (decision 071). The build writes, for every
 * static path of the portal, the chunks its first load imports beyond the entry's
 * (scripts/first-screen-hints.ts); the portal keeps a cookie saying who the device starts as and
 * in which language (src/lib/pwa/first-screen-cookie.ts). A navigation then gets a `Link:
 * rel=modulepreload` header for those files, so they download beside the entry instead of after
 * its evaluation: on a phone's network that is a round trip and the entry's run time sooner.
 * Missing or unreadable hints (a dev server, an older build) send no header: nothing else changes.
 */

export const HINTS_FILE = 'first-screen-hints.json'
/** The cookie's name and its value: `s` (signed in) or `d` (a paired counter), then `.<language>`. */
export const FIRST_SCREEN_COOKIE = 'first-screen'
const COOKIE_VALUE = /^(s|d)(?:\.([a-z]{2,3}))?$/

export const firstScreenHintsSchema = z.object({
  /** Each static path: its chunks beyond the entry's, and the catalogue parts it asks for. */
  routes: z.record(
    z.string(),
    z.object({ js: z.array(z.string()), parts: z.array(z.string()), signedIn: z.boolean() }),
  ),
  /** The persisted cache's code, which only a signed-in start loads. */
  session: z.array(z.string()),
  /** Each catalogue's parts (not the source language's: its texts are in the code). */
  catalogues: z.record(z.string(), z.record(z.string(), z.string())),
})
export type FirstScreenHints = z.infer<typeof firstScreenHintsSchema>

/** The build's hints, or null when it wrote none (or something this gateway cannot read). */
export function readFirstScreenHints(distDir: string): FirstScreenHints | null {
  try {
    const parsed = firstScreenHintsSchema.safeParse(
      JSON.parse(readFileSync(join(distDir, HINTS_FILE), 'utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The files a cold start at `path` imports, given the device's cookie. A protected screen's code
 * only with a session, or on a paired counter at /counter (every other screen sends those to
 * /login or /counter); the persisted cache's only with a session; a language's texts only for a
 * language the build has a catalogue of.
 */
export function firstScreenFiles(
  hints: FirstScreenHints,
  path: string,
  cookie: string | undefined,
): string[] {
  const at = path.replace(/\/+$/, '') || '/'
  const route = hints.routes[at]
  if (!route) return []
  const [, who, language] = COOKIE_VALUE.exec(cookie ?? '') ?? []
  if (route.signedIn && who !== 's' && !(who === 'd' && at === '/counter')) return []
  const parts = (language && hints.catalogues[language]) || {}
  const texts = ['boot', ...route.parts].flatMap((part) => parts[part] ?? [])
  return [...new Set([...route.js, ...(who === 's' ? hints.session : []), ...texts])]
}

/** The `Link` header's value for those files, or null for none. */
export function firstScreenLink(
  hints: FirstScreenHints | null,
  path: string,
  cookie: string | undefined,
): string | null {
  const files = hints ? firstScreenFiles(hints, path, cookie) : []
  return files.length > 0 ? files.map((file) => `<${file}>; rel=modulepreload`).join(', ') : null
}
