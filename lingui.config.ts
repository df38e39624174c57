import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/*
 * The portal's languages are the catalogue files in src/locales (docs/i18n.md): en.po is the
 * source (written by `npm run i18n:extract` from the code's English), every other file is one
 * language. Adding mr.po adds Marathi; nothing here names a language but the source.
 */
const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url))
const locales = readdirSync(localesDir)
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length))

export default defineConfig({
  sourceLocale: 'en',
  locales: locales.includes('en') ? locales : ['en', ...locales],
  // A text not yet translated shows in English rather than as its id.
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  // Sorted by id, no line numbers: two branches adding texts rarely touch the same lines.
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
})
