import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import * as echarts from 'echarts/core'
import { LineChart } from 'echarts/charts'
import { GridSimpleComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'
import { expandEntries, SIGN_IN_CODE, SIGN_IN_ROUTES } from './sign-in-files.js'
import {
  CHART_HEIGHT,
  TRENDS_CHART_WIDTHS,
  trendsOption,
} from '../src/features/dashboard/chart-options.ts'
import { trendsDays } from '../src/features/dashboard/messages.ts'
import { readTranslations } from './i18n-plugins.ts'

/*
 * The portal's own build plugins (used by vite.config.ts). Each one is small; why each exists is
 * written beside it.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const manifestPath = fileURLToPath(new URL('../manifest.webmanifest', import.meta.url))

// The manifest lives at the top level (the customer's design card) rather than in public/,
// so this plugin serves it in dev and emits it into dist/ for the build and the precache.
export function webManifest(): Plugin {
  return {
    name: 'merchant-portal:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(readFileSync(manifestPath))
      })
    },
    // Injected here rather than written in index.html, so Vite does not fingerprint the file:
    // the manifest must stay at /manifest.webmanifest (its id and installs depend on the URL).
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: '/manifest.webmanifest' },
          injectTo: 'head',
        },
      ]
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(manifestPath),
      })
    },
  }
}

// Two dependencies do, at import time, what the strict CSP refuses (docs/decisions/020):
// - sonner 2 injects its stylesheet with a <style> element (`__insertCSS(...)`): the same CSS
//   ships as sonner/dist/styles.css, imported in src/app.tsx, so the call becomes a no-op;
// - zod 4 probes for `new Function` while building each z.object() (to compile fast parsers):
//   the probe is caught, but reported as a securitypolicyviolation. Its global config starts
//   as { jitless: true } instead, which skips the probe. (z.config() from our code would run
//   too late: the bundle evaluates the chunks that build schemas before the entry's own code.)
// Each rewrite fails the build if the library stops matching, so an upgrade cannot silently
// bring the violation back.
const CSP_REWRITES: { id: RegExp; from: RegExp; to: string }[] = [
  { id: /sonner\/dist\/index\.mjs$/, from: /^__insertCSS\(/m, to: 'void (' },
  {
    id: /zod\/v4\/core\/core\.js$/,
    from: /\(_a\.__zod_globalConfig = \{\}\)/,
    to: '(_a.__zod_globalConfig = { jitless: true })',
  },
]

export function strictCspCompat(): Plugin {
  return {
    name: 'merchant-portal:strict-csp-compat',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id
      const rewrite = CSP_REWRITES.find((r) => r.id.test(path))
      if (!rewrite) return null
      if (!rewrite.from.test(code)) {
        this.error(`${path} no longer matches ${rewrite.from}: update strictCspCompat`)
      }
      return { code: code.replace(rewrite.from, rewrite.to), map: null }
    },
  }
}

/**
 * Fills `bootModules` with every module the entry reaches through static imports (what the
 * browser must load before the first paint), once the module graph is complete.
 */
export const bootModules = new Set<string>()
/**
 * What the first signed-in screen needs beyond the boot chunk: the layout (with the offline
 * banner) and the dashboard (every cold start with a session lands there), its response schemas
 * included, with everything they import statically.
 */
export const firstScreenModules = new Set<string>()
const FIRST_SCREEN = [
  'components/layout/app-layout.tsx',
  'components/offline-banner.tsx',
  'features/dashboard/components/dashboard-page.tsx',
  'features/dashboard/schemas.ts',
]
const isFirstScreenRoot = (id: string) =>
  FIRST_SCREEN.some((path) => id.replaceAll('\\', '/').endsWith(`/src/${path}`))
/**
 * What a cold counter needs beyond the boot chunk: the layout and the counter's screen, with
 * everything they import statically. The first screen's shared code it does not use (the
 * dashboard's tables, tags, chart helpers and icons) is a file of its own (decision 059).
 */
export const counterScreenModules = new Set<string>()
const COUNTER_SCREEN = [
  'components/layout/app-layout.tsx',
  'components/offline-banner.tsx',
  'features/counter/components/counter-screen.tsx',
]
const isCounterScreenRoot = (id: string) =>
  COUNTER_SCREEN.some((path) => id.replaceAll('\\', '/').endsWith(`/src/${path}`))
/**
 * The shared code the sign-in page imports (the language switcher, docs/decisions/056): it joins
 * the boot chunk, or /login would download the whole `shared` chunk for it.
 */
export const signInModules = new Set<string>()
const isSignInRoot = (id: string) =>
  id.replaceAll('\\', '/').endsWith('/src/features/auth/components/login-page.tsx')
const inLibOrComponents = (id: string) => /[\\/]src[\\/](lib|components)[\\/]/.test(id)
/**
 * Loaded on their own, by a dynamic import, and only sometimes: the gateway's messages with
 * another language (lib/i18n/i18n.ts), the persisted cache with a session (app.tsx), the
 * document language's sync, sonner with the first toast (lib/toast/toast.ts, decision 059). Found
 * from the module graph, not listed: shared code that only dynamic imports reach, with what it
 * alone imports (the gateway's tables). In no group, so each is a file of its own.
 */
export const aloneModules = new Set<string>()
const inSharedCode = (id: string) => /[\\/]src[\\/](lib|components)[\\/]/.test(id)

export function bootChunk(): Plugin {
  return {
    name: 'merchant-portal:boot-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const staticGraph = (roots: string[], into: Set<string>) => {
        into.clear()
        const pending = [...roots]
        while (pending.length > 0) {
          const id = pending.pop()
          if (id === undefined || into.has(id)) continue
          into.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
      }
      staticGraph(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        bootModules,
      )
      staticGraph(ids.filter(isFirstScreenRoot), firstScreenModules)
      staticGraph(ids.filter(isCounterScreenRoot), counterScreenModules)
      staticGraph(ids.filter(isSignInRoot), signInModules)
      findAlone(ids, (id) => this.getModuleInfo(id))
      for (const id of signInModules) if (inLibOrComponents(id)) bootModules.add(id)
      const unlisted = unlistedSignInFiles(bootModules)
      if (unlisted.length > 0) {
        this.error(
          `The boot code now reaches ${unlisted.join(', ')}, which scripts/sign-in-files.js does not list. ` +
            'Add it there (ESLint then keeps zod out of it, decision 023), or import it lazily.',
        )
      }
    },
  }
}

interface GraphInfo {
  importers: readonly string[]
  dynamicImporters: readonly string[]
  importedIds: readonly string[]
}

/** aloneModules: shared code reached only by dynamic imports, and the shared code only it imports. */
function findAlone(ids: string[], info: (id: string) => GraphInfo | null) {
  aloneModules.clear()
  const pending = ids.filter((id) => {
    const module = info(id)
    return (
      inSharedCode(id) &&
      module &&
      module.importers.length === 0 &&
      module.dynamicImporters.length > 0
    )
  })
  while (pending.length > 0) {
    const id = pending.pop()
    if (id === undefined || aloneModules.has(id) || bootModules.has(id)) continue
    aloneModules.add(id)
    for (const next of info(id)?.importedIds ?? []) {
      const importers = info(next)?.importers ?? []
      if (inSharedCode(next) && importers.every((importer) => aloneModules.has(importer))) {
        pending.push(next)
      }
    }
  }
}

/**
 * The portal's own script files in `modules` that scripts/sign-in-files.js does not list: what
 * /login downloads is written there once, for ESLint and tests/e2e/budget.test.ts.
 */
function unlistedSignInFiles(modules: Iterable<string>): string[] {
  const listed = new Set(expandEntries(repoRoot, [...SIGN_IN_CODE, ...SIGN_IN_ROUTES]))
  const files = [...modules]
    .map((id) => relative(repoRoot, id.split('?')[0] ?? id).replaceAll('\\', '/'))
    .filter((file) => /^src\/.*\.tsx?$/.test(file))
  return [...new Set(files)].filter((file) => !listed.has(file)).sort()
}

/**
 * Shared code that only a screen's later steps need (a shift report: the counter after 'Close
 * shift', the owner's Z-report pages) stays out of the shared chunks, which every screen
 * downloads whole: left to the bundler, it is a small chunk of its own (decision 049).
 */
const ON_DEMAND = /[\\/]src[\\/]components[\\/]shift-report[\\/]/

function isCommonModule(id: string): boolean {
  if (bootModules.has(id) || ON_DEMAND.test(id)) return false
  // Icons are imported one by one (decision 059): those the first screen shows join `shared`,
  // any other stays with the screens that show it, so no screen downloads every icon.
  if (/node_modules[\\/]lucide-react[\\/]/.test(id)) return firstScreenModules.has(id)
  // The outlets' list (decision 080) has a group of its own (isOutletsModule).
  if (isOutletsModule(id)) return false
  return /node_modules[\\/]zod[\\/]/.test(id) || /[\\/]src[\\/](lib|components)[\\/]/.test(id)
}

/** lib/outlets: the outlets' list and view, shared by every screen that shows an outlet. */
export const isOutletsModule = (id: string): boolean => /[\\/]src[\\/]lib[\\/]outlets[\\/]/.test(id)

/**
 * Code the signed-in screens share that the first one (layout + dashboard) and a cold counter
 * both need; the heavy single-screen libraries keep their own chunks.
 */
export function isSharedModule(id: string): boolean {
  return (
    (isCommonModule(id) && firstScreenModules.has(id) && counterScreenModules.has(id)) ||
    isStepUpHook(id)
  )
}

/**
 * The step-up's hook (lib/session/step-up.ts, a few lines): the layout's lazily loaded parts
 * answer it (components/layout/step-up-host.tsx, with signed-in-person.tsx) and the guarded calls of several
 * screens ask it. In `shared`, which both already have, so neither brings `screens` for it.
 */
const isStepUpHook = (id: string) => /[\\/]src[\\/]lib[\\/]session[\\/]step-up\.ts$/.test(id)

/** The rest of the first screen's shared code: what the dashboard needs and the counter not. */
export function isDashboardSharedModule(id: string): boolean {
  return isCommonModule(id) && firstScreenModules.has(id) && !counterScreenModules.has(id)
}

/**
 * The shared code's groups are its folders (docs/architecture.md), so a file joins its group by
 * where it lives. What a group's file is also in the boot code or the first screen stays there.
 * - lists: the filtered, paginated list screens' own code (payments, payouts: their filters,
 *   pages, table cells and exports), which the counter and the dashboard do not use.
 * - live: what the counter's first screen and the payment modal share beyond the layout: a
 *   payment's status, the voice and the counter's kept sale. The forms, modals and copy buttons of
 *   the other screens stay in `screens`, which a cold counter does not download.
 * - sale: a sale on its way, in the counter and in the payment modal: its status machine's hook,
 *   its QR and success screen, the worker's notices of it. A file of its own, which a cold counter
 *   loads while the amount is typed (decision 062). Checked before `live`, which holds its folder.
 */
const GROUP_FOLDERS = {
  lists: ['lib/lists/', 'components/lists/'],
  live: ['lib/payment-watch/', 'lib/counter-support/', 'components/counter-support/'],
  sale: ['lib/payment-watch/sale/', 'components/sale/'],
  // 2-step: /login's second step, the step-up dialog, Security's authenticator parts.
  twostep: ['components/two-step/', 'lib/http/step-up'],
} as const
type Group = keyof typeof GROUP_FOLDERS

function groupOf(id: string): Group | null {
  const path = id.replaceAll('\\', '/')
  const inFolder = (group: Group) =>
    GROUP_FOLDERS[group].some((folder) => path.includes(`/src/${folder}`))
  if (inFolder('sale')) return 'sale'
  if (inFolder('live') || /node_modules[\\/]eventsource-parser[\\/]/.test(id)) return 'live'
  if (inFolder('lists')) return 'lists'
  if (inFolder('twostep')) return 'twostep'
  return null
}

/**
 * The rest of the shared code (forms, modals, the event stream client): one more file for
 * the screens that use it, so the dashboard neither downloads nor runs it (decision 032).
 */
export function isScreensModule(id: string): boolean {
  return (
    isCommonModule(id) &&
    !aloneModules.has(id) &&
    !firstScreenModules.has(id) &&
    !counterScreenModules.has(id) &&
    !isStepUpHook(id) &&
    groupOf(id) === null
  )
}

/** A sale on its way (the `sale` folders): loaded by the counter when a sale comes, and the modal. */
export function isSaleScreenModule(id: string): boolean {
  return isCommonModule(id) && !firstScreenModules.has(id) && groupOf(id) === 'sale'
}

/**
 * The live event stream in a file of its own: the counter needs it, and none of the forms,
 * modals and copy buttons of the other screens (docs/decisions/056). Any other shared code a cold
 * counter needs and the dashboard does not joins it, so the counter never downloads `screens`.
 */
export function isLiveEventsModule(id: string): boolean {
  return (
    (isCommonModule(id) || /node_modules[\\/]eventsource-parser[\\/]/.test(id)) &&
    !firstScreenModules.has(id) &&
    // Reached only by a dynamic import (the voice's words, loaded with the first announcement):
    // a file of its own, not in the chunk a cold counter downloads.
    !aloneModules.has(id) &&
    (groupOf(id) === 'live' || (groupOf(id) === null && counterScreenModules.has(id)))
  )
}

/**
 * The list screens' code in a file of its own: the counter, opened cold all day on a budget
 * phone, needs the modal and the event stream but not the lists (docs/decisions/056).
 */
export function isListsModule(id: string): boolean {
  return isCommonModule(id) && !firstScreenModules.has(id) && groupOf(id) === 'lists'
}

/**
 * The 2-step code in a file of its own: shown after a sign-in's password, on a guarded change and
 * on Settings → Security, never on the first screen, so the screens' shared file does not carry it.
 */
export function isTwoStepModule(id: string): boolean {
  return isCommonModule(id) && !firstScreenModules.has(id) && groupOf(id) === 'twostep'
}

/** What precompress writes .br and .gz siblings for; other files (PNG…) are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
])

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

/**
 * Writes brotli (quality 11) and gzip (level 9) copies beside every text file of the build, once,
 * so the sandbox (server/static-files.ts) serves compressed bytes without compressing per request.
 * Runs after the service worker is written (closeBundle, enforce post) so sw.js is included.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'merchant-portal:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 512) continue
          const source = readFileSync(file)
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          )
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
        }
      },
    },
  }
}

const TRENDS_CHART_MODULE = 'virtual:trends-chart'

function renderTrendsSvg(width: number, days: readonly string[]): string {
  echarts.use([LineChart, GridSimpleComponent, SVGRenderer])
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width,
    height: CHART_HEIGHT,
  })
  chart.setOption(trendsOption(days))
  const svg = chart.renderToSVGString()
  chart.dispose()
  return svg
}

/**
 * The weekday names each language's drawings carry: English from the code, every other catalogue
 * that translates `dashboard.trendsDays` (seven names) its own; one that does not shows English.
 */
function trendsLanguages(): Array<{ code: string; days: readonly string[] }> {
  const english = { code: 'en', days: trendsDays.message.split(' ') }
  const others = Object.entries(readTranslations(trendsDays.id))
    .map(([code, text]) => ({ code, days: text.trim().split(/\s+/) }))
    .filter(({ days }) => days.length === 7 && days.join(' ') !== english.days.join(' '))
  return [english, ...others]
}

/**
 * product.md §2: 'Transaction Trends' shows fixed sample data and is not live, so echarts draws it here,
 * at build time, as SVG (its server-side rendering), once per width in TRENDS_CHART_WIDTHS and per
 * language (its weekday names: decision 056; English files keep their names). The
 * browser loads echarts for the live status pie only: the line chart, its axes and grid (~25 KB
 * gzip) and their layout work stay off every dashboard load (docs/decisions/023). A build emits
 * the drawings as files (a screen downloads the one it shows); the dev server inlines them.
 */
export function staticTrendsChart(): Plugin {
  let emit = false
  let base = '/'
  return {
    name: 'merchant-portal:static-trends-chart',
    configResolved(config) {
      emit = config.command === 'build'
      base = config.base
    },
    resolveId(id) {
      return id === TRENDS_CHART_MODULE ? `\0${TRENDS_CHART_MODULE}` : null
    },
    load(id) {
      if (id !== `\0${TRENDS_CHART_MODULE}`) return null
      const images: Record<string, Array<{ width: number; src: string }>> = {}
      for (const { code, days } of trendsLanguages()) {
        images[code] = TRENDS_CHART_WIDTHS.map((width) => {
          const svg = renderTrendsSvg(width, days)
          if (!emit) return { width, src: `data:image/svg+xml,${encodeURIComponent(svg)}` }
          const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
          const name = code === 'en' ? `trends-${width}` : `trends-${code}-${width}`
          const fileName = `assets/${name}-${hash}.svg`
          this.emitFile({ type: 'asset', fileName, source: svg })
          return { width, src: `${base}${fileName}` }
        })
      }
      return `export const TRENDS_CHART_IMAGES = ${JSON.stringify(images)}`
    },
  }
}

/**
 * The Speaker's page (vite.speaker.config.ts, decision 079), built into the same dist/ when the
 * portal's build has written its files: before the service worker's manifest (which then
 * precaches it, for /speaker offline) and the precompressed copies (which then include it).
 */
export function speakerBuild(): Plugin {
  return {
    name: 'merchant-portal:speaker-build',
    apply: (_config, env) => env.command === 'build' && !env.isPreview,
    enforce: 'pre',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: fileURLToPath(new URL('../vite.speaker.config.ts', import.meta.url)),
          logLevel: 'warn',
        })
      },
    },
  }
}
