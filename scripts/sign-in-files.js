import fs from 'node:fs'
import path from 'node:path'

/*
 * The files a first visit to /login downloads: the boot chunk (main, app, router, the route
 * files' validateSearch/beforeLoad, the dashboard's loader) and the login route's chunk. Written
 * once, here, for the three places that need it:
 *   - eslint.config.js keeps zod and zod-backed modules out of them (decision 023: zod has no room
 *     in the sign-in download budget);
 *   - the build (bootChunk in scripts/vite-plugins.ts) fails when the entry's static imports reach
 *     a src file that is not listed;
 *   - tests/e2e/budget.test.ts reads the source maps of what /login really downloads and fails
 *     unless they hold exactly these files, so the list cannot go stale either.
 * A path ending in '/' stands for every .ts/.tsx file under that folder but those named '-…'
 * (in src/routes, TanStack's mark for a file that is not a route: it goes with the screens).
 */

/**
 * Route files load with /login with their validateSearch/beforeLoad only: their loaders and
 * components are split into each screen's chunk, so those may import a screen's zod-backed
 * queries (ESLint checks the route files apart, and only for zod itself).
 */
export const SIGN_IN_ROUTES = ['src/routeTree.gen.ts', 'src/routes/']

/** Everything else /login downloads, loaded whole. */
export const SIGN_IN_CODE = [
  'src/main.tsx',
  'src/app.tsx',
  'src/router.tsx',
  'src/features/auth/',
  // The dashboard's loader stays in the boot chunk (decision 023), with the preload of the
  // trends drawing it starts.
  'src/features/dashboard/api.ts',
  'src/features/dashboard/queries.ts',
  'src/features/dashboard/trends-drawing.ts',
  // Search params checked by a route's validateSearch.
  'src/features/counter/pair-search.ts',
  'src/features/counters/z-reports-search.ts',
  // The shared texts and the sign-in page's language switcher join the boot chunk
  // (decision 056).
  'src/components/app-messages.ts',
  'src/components/language-switcher.tsx',
  'src/components/route-error-fallback.tsx',
  'src/components/spinner.tsx',
  'src/components/toast-layer.tsx',
  ...[
    'http/api-client',
    'i18n/calendar',
    'http/credentials',
    'session/cross-tab',
    'session/device-store',
    'i18n/i18n',
    'i18n/language-owner',
    'lists/list-search',
    // The dashboard loader's yield.
    'pwa/main-thread',
    // The next cold start's hint for the gateway (decision 071).
    'pwa/first-screen-cookie',
    'i18n/messages',
    'lists/page-search',
    'payment-watch/qr-on-screen',
    'query/query-client',
    'session/session-store',
    'payment-watch/sw-bridge',
    'payment-watch/sw-protocol',
    'pwa/sw-register',
    // The toasts' call, not sonner: that loads with the first toast (decision 059).
    'toast/toast',
    'payment-watch/update-gate',
  ].map((name) => `src/lib/${name}.ts`),
]

/** The .ts/.tsx files under a folder of `root`, as root-relative posix paths, sorted. */
export function sourceFilesUnder(root, dir) {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFilesUnder(root, path.posix.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)
          ? [path.posix.join(dir, entry.name)]
          : [],
    )
    .sort()
}

/** The entries with each folder replaced by its files: root-relative posix paths. */
export function expandEntries(root, entries) {
  return entries.flatMap((entry) =>
    entry.endsWith('/')
      ? sourceFilesUnder(root, entry.slice(0, -1)).filter((file) => !/\/-[^/]*$/.test(file))
      : [entry],
  )
}
