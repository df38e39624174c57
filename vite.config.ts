import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url))

// The manifest lives at the top level (the customer's design card) rather than in public/,
// so this plugin serves it in dev and emits it into dist/ for the build and the precache.
function webManifest(): Plugin {
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

function strictCspCompat(): Plugin {
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

const sandboxTarget = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  define: {
    // A build id distinguishes persisted query caches across releases (the persister's buster).
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    webManifest(),
    strictCspCompat(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': sandboxTarget,
      '/sandbox': sandboxTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
