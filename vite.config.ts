import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import {
  catalogueParts,
  compileSourceMessages,
  languageNames,
  pluralWithoutNumberFormat,
} from './scripts/i18n-plugins.ts'
import {
  bootChunk,
  bootModules,
  isListsModule,
  isOutletsModule,
  isLiveEventsModule,
  isSaleScreenModule,
  isTwoStepModule,
  isScreensModule,
  isDashboardSharedModule,
  isSharedModule,
  precompress,
  speakerBuild,
  staticTrendsChart,
  strictCspCompat,
  webManifest,
} from './scripts/vite-plugins.ts'
import { firstScreenHints } from './scripts/first-screen-hints.ts'

const sandboxTarget = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  define: {
    // A build id distinguishes persisted query caches across releases (the persister's buster).
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A screen's loader travels with its component: the loaders pull in each feature's
      // queries and schemas, which /login (tight JS budget, decision 023) must not download.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        // The dashboard (every cold start lands there) keeps its loader in the boot code, so its
        // data requests leave with the screen's code instead of after it (~1 KB; ADR 023).
        splitBehavior: ({ routeId }) =>
          routeId === '/_authed/dashboard'
            ? [['component'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
    }),
    // The portal's texts (docs/decisions/056): English compiled in place, catalogues on import.
    compileSourceMessages(),
    languageNames(),
    catalogueParts(),
    pluralWithoutNumberFormat(),
    react(),
    tailwindcss(),
    webManifest(),
    strictCspCompat(),
    bootChunk(),
    staticTrendsChart(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The trends drawings of languages other than the source's (~14 KB gzip of Hindi ones)
        // are fetched by the devices that show them, and kept by the worker then (src/sw/sw.ts,
        // decision 059): precached, every English device would download them too.
        // The Speaker's page and files (decision 079) likewise: only a Speaker keeps them, at
        // runtime (src/sw/sw.ts), instead of every till and phone downloading ~123 KB gzip it
        // never opens.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry) =>
                !/^assets\/trends-[a-z]/.test(entry.url) &&
                !/^assets\/speaker-/.test(entry.url) &&
                entry.url !== 'speaker.html',
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    // Before the service worker's manifest and the precompressed copies: both read dist/.
    speakerBuild(),
    firstScreenHints(),
    precompress(),
  ],
  resolve: {
    alias: [
      // workbox-window's package entry is its ES5 build (regenerator helpers included): every
      // browser the portal supports runs the ES2015+ one, 1.4 KB gzip instead of 2.3 (decision
      // 059). It loads on every first visit, once the page is idle.
      {
        find: /^workbox-window$/,
        replacement: 'workbox-window/build/workbox-window.prod.mjs',
      },
    ],
  },
  server: {
    proxy: {
      '/api': sandboxTarget,
      '/sandbox': sandboxTarget,
    },
  },
  build: {
    target: 'es2022',
    // The styles need what Tailwind v4 needs (cascade layers, color-mix): for these browsers its
    // oklch() colours are written once, not lowered to hex plus lab() again (decision 062).
    // Safari 15.4 (not Tailwind's 16.4) so an iPhone stuck on iOS 15 keeps its colours.
    cssTarget: ['chrome111', 'edge111', 'firefox113', 'safari15.4'],
    // Each script's map is written beside it but not linked ('hidden'): browsers fetch none, the
    // service worker precaches none, and tests/e2e/budget.test.ts reads them to see which source
    // files /login really downloads (scripts/sign-in-files.js).
    sourcemap: 'hidden',
    // Every browser the portal supports (ES2022, service workers) has modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first paint needs in one file (docs/decisions/023): left to itself,
          // the bundler cut it into ~30 small chunks, each gzipped on its own.
          // After sign-in, the code every screen shares (UI primitives, helpers, icons, zod) comes
          // as one file too: as ~12 small ones it queued behind HTTP/1.1's six connections.
          groups: [
            { name: 'boot', test: (id) => bootModules.has(id), priority: 2 },
            { name: 'shared', test: isSharedModule, priority: 1 },
            // The outlets' list (decision 080): a small file of its own that the screens showing
            // outlets share. After `shared` (which keeps zod), before the
            // other groups, each of which would take it with its own modules that import it.
            { name: 'outlets', test: isOutletsModule, priority: 1 },
            // What the dashboard shares with other screens but a cold counter does not need.
            { name: 'first-screen', test: isDashboardSharedModule, priority: 1 },
            // What a cold counter needs beyond those, before `screens`: a group takes the modules
            // its own import, so the first of two groups to ask gets a module both reach.
            { name: 'live', test: isLiveEventsModule, priority: 1 },
            // The rest of it, which the first screen (layout + dashboard) does not use.
            { name: 'screens', test: isScreensModule, priority: 1 },
            { name: 'lists', test: isListsModule, priority: 1 },
            { name: 'sale', test: isSaleScreenModule, priority: 1 },
            // After the screens' group, which keeps what they share (the modal, the clipboard).
            { name: 'two-step', test: isTwoStepModule, priority: 1 },
            // IndexedDB's code, for the persisted cache (with a session), the counter's kept sale
            // and its removal at sign-out: in none of their chunks, or each would bring another.
            { name: 'idb', test: (id) => /node_modules[\\/]idb-keyval[\\/]/.test(id), priority: 2 },
          ],
        },
      },
    },
  },
})
