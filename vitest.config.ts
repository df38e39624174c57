import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { staticTrendsChart } from './scripts/vite-plugins.ts'
import { catalogueParts, compileSourceMessages, languageNames } from './scripts/i18n-plugins.ts'

// Three projects, run separately by npm scripts: unit (jsdom + msw), server (a real sandbox on a
// random port with a temp SQLite file), e2e (real Chromium against the production build).
export default defineConfig({
  // The trends drawing is a build-time module; in tests it comes inline, as in the dev server.
  // The catalogues are imported as in the build (docs/decisions/056).
  plugins: [
    react(),
    staticTrendsChart(),
    compileSourceMessages(),
    languageNames(),
    catalogueParts(),
  ],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/support/setup.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // The shop and its devices are in India: the browsers (and the dates the tests compute)
          // run on IST, as the gateway's days do. On a machine in UTC, from 18:30 a payment
          // belongs to the next IST day while a UTC browser's 'today' is still the last one.
          env: { TZ: 'Asia/Kolkata' },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time, one per core: each starts its own sandbox (a temp database, a
          // random port) and its own Chromium, so files share nothing but the built dist/.
          maxWorkers: 2,
          globals: true,
        },
      },
    ],
  },
})
