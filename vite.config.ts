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

// sonner 2 injects its stylesheet at import time with a <style> element (`__insertCSS(...)`),
// which a strict CSP (no 'unsafe-inline' styles) blocks. The same CSS ships as
// sonner/dist/styles.css, imported in src/app.tsx, so here the injection is turned into a no-op
// call. See docs/decisions/020-strict-csp.md.
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'merchant-portal:sonner-no-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/sonner\/dist\/index\.mjs$/.test(id.split('?')[0] ?? id)) return null
      const call = /^__insertCSS\(/m
      if (!call.test(code)) {
        this.error('sonner no longer calls __insertCSS at the start of a line: update this plugin')
      }
      return { code: code.replace(call, 'void ('), map: null }
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
    sonnerWithoutInlineStyle(),
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
