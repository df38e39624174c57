import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import {
  catalogueParts,
  compileSourceMessages,
  languageNames,
  pluralWithoutNumberFormat,
} from './scripts/i18n-plugins.ts'
import { strictCspCompat } from './scripts/vite-plugins.ts'

/*
 * The Speaker's page (speaker.html, decision 079), built on its own into the portal's dist/ by
 * the portal's build (scripts/vite-plugins.ts speakerBuild), before its service worker lists what
 * to precache. A build of its own, not a second entry of the portal's: the two would share one
 * copy of React and the language's runtime, which cut out of the portal's boot chunk costs /login
 * ~1 KB it does not have, and left in it costs the Speaker 123 KB of portal it never runs. Here
 * the Speaker has its own copy (~80 KB gzip in all, budget 120), and the portal is as it was.
 */
export default defineConfig({
  plugins: [
    compileSourceMessages(),
    languageNames(),
    catalogueParts(),
    pluralWithoutNumberFormat(),
    react(),
    tailwindcss(),
    strictCspCompat(),
  ],
  build: {
    target: 'es2022',
    cssTarget: ['chrome111', 'edge111', 'firefox113', 'safari15.4'],
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    outDir: 'dist',
    // The portal's files are there already.
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { speaker: 'speaker.html' },
      output: {
        // Its own names: a file of the portal's with the same name would be overwritten.
        entryFileNames: 'assets/speaker-[name]-[hash].js',
        chunkFileNames: 'assets/speaker-[name]-[hash].js',
        assetFileNames: 'assets/speaker-[name]-[hash][extname]',
      },
    },
  },
})
