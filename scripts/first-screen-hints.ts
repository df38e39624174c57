import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { HINTS_FILE, type FirstScreenHints } from '../server/first-screen-hints.ts'

/*
 * The first screen's hints (decision 071): for every static path of src/routes, the chunks its
 * first load imports beyond the entry's, written to dist/first-screen-hints.json. The gateway
 * announces them with the page (server/first-screen-hints.ts), so they download beside the entry
 * instead of after its evaluation. Computed from the bundle, not listed by hand. Not precached:
 * the service worker's globs take no JSON.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const routesDir = join(repoRoot, 'src', 'routes')
const SESSION_MODULE = '/src/lib/query/query-persistence.ts'

type Route = { path: string; files: string[]; signedIn: boolean }

/**
 * TanStack Router's file names as paths (flat `a.b` and folders `a/b` alike): `_x` segments are
 * layouts without a path, `x_` leaves its parent's layout, `index` is the folder's own path. A
 * file with a `$` parameter has no static path and is skipped; so are `-` files and the root.
 */
export function staticRoutes(files: string[]): Route[] {
  const routes: Route[] = []
  for (const file of files) {
    const name = file.replace(/\.tsx?$/, '')
    if (name === '__root' || name.split('/').some((s) => s.startsWith('-')) || name.includes('$'))
      continue
    const segments = name.split(/[/.]/)
    const layouts: string[] = []
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/')
      const layout = files.find((f) => f.replace(/\.tsx?$/, '').replace('.', '/') === parent)
      if (layout) layouts.push(layout)
    }
    const path = segments
      .filter((s) => !s.startsWith('_') && s !== 'index' && s !== 'route')
      .map((s) => s.replace(/_$/, ''))
      .join('/')
    routes.push({
      path: `/${path}`,
      files: [...layouts, file],
      signedIn: [...layouts, file].some((f) => f.startsWith('_authed')),
    })
  }
  return routes
}

function routeFiles(dir = routesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [relative(routesDir, join(dir, entry.name)).split(sep).join('/')]
        : [],
  )
}

/** The catalogue parts a route file names: `staticData: { texts: [...] }` and `ensureTexts(...)`. */
export function namedParts(source: string): string[] {
  const lists = [
    ...source.matchAll(/texts:\s*\[([^\]]*)\]/g),
    ...source.matchAll(/ensureTexts\(([^)]*)\)/g),
  ]
  return lists.flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1] ?? ''),
  )
}

const posix = (id: string) => id.split('?')[0]?.replaceAll('\\', '/') ?? id

export function firstScreenHints(): Plugin {
  let base = '/'
  return {
    name: 'merchant-portal:first-screen-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const hints = collect(bundle as unknown as OutputBundle, base, (id) => this.getModuleInfo(id))
      this.emitFile({ type: 'asset', fileName: HINTS_FILE, source: JSON.stringify(hints) })
    },
  }
}

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }

function collect(
  bundle: OutputBundle,
  base: string,
  info: (id: string) => ModuleInfo | null,
): FirstScreenHints {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (roots: OutputChunk[], skip = new Set<string>()) => {
    const seen = new Set<string>()
    const pending = roots.map((c) => c.fileName)
    while (pending.length > 0) {
      const file = pending.pop()
      if (file === undefined || seen.has(file) || skip.has(file)) continue
      seen.add(file)
      pending.push(...(byFile.get(file)?.imports ?? []))
    }
    return seen
  }
  const loaded = closure(chunks.filter((c) => c.isEntry))
  const holding = (match: (id: string) => boolean) =>
    chunks.filter((c) => c.moduleIds.some((id) => match(posix(id))) && !loaded.has(c.fileName))
  const url = (file: string) => `${base}${file}`

  const routes: FirstScreenHints['routes'] = {}
  for (const route of staticRoutes(routeFiles())) {
    const ids = route.files.map((f) => `${routesDir.replaceAll('\\', '/')}/${f}`)
    // The route's own split chunks (component and loader), with what they import.
    const own = chunks.filter((c) =>
      c.moduleIds.some((id) => ids.some((r) => id.startsWith(`${r}?tsr-split`))),
    )
    // The data code the route's loader runs (a feature's api and queries, not its components):
    // what those import lazily comes with the first reads (the dashboard's response schemas).
    const data = ids
      .flatMap((id) => info(id)?.importedIds ?? [])
      .filter((id) => /\/src\/features\/[^/]+\/[^/]+\.ts$/.test(posix(id)))
    const lazy = new Set<string>()
    const pending = [...data]
    const seen = new Set<string>()
    while (pending.length > 0) {
      const id = pending.pop()
      if (id === undefined || seen.has(id)) continue
      seen.add(id)
      const module = info(id)
      for (const next of module?.importedIds ?? [])
        if (/\/src\/features\/[^/]+\/[^/]+\.ts$/.test(posix(next))) pending.push(next)
      for (const next of module?.dynamicallyImportedIds ?? []) lazy.add(posix(next))
    }
    const lazyChunks = holding((id) => lazy.has(id))
    const files = closure([...own, ...lazyChunks], loaded)
    const source = route.files.map((f) => readFileSync(join(routesDir, f), 'utf8')).join('\n')
    routes[route.path] = {
      js: [...files].map(url),
      parts: [...new Set(namedParts(source))],
      signedIn: route.signedIn,
    }
  }

  const session = closure(
    holding((id) => id.endsWith(SESSION_MODULE)),
    loaded,
  )
  const catalogues: FirstScreenHints['catalogues'] = {}
  for (const chunk of chunks) {
    const match = /\/src\/locales\/([a-z-]+)\.po\?part=([a-zA-Z]+)$/.exec(
      (chunk.facadeModuleId ?? '').replaceAll('\\', '/'),
    )
    if (!match?.[1] || !match[2]) continue
    ;(catalogues[match[1]] ??= {})[match[2]] = url(chunk.fileName)
  }
  return { routes, session: [...session].map(url), catalogues }
}
