import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginLingui from 'eslint-plugin-lingui'
import { layerRules } from './scripts/lint-layers.js'
import { expandEntries, SIGN_IN_CODE, sourceFilesUnder } from './scripts/sign-in-files.js'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Paths below are relative to the repository root, as `files` globs are, wherever eslint runs.
const root = path.dirname(fileURLToPath(import.meta.url))
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/*
 * Feature folders do not import each other. A feature is one screen's code: importing another
 * one couples the two and pulls the other screen's code (and its zod schemas) into this one's
 * chunk. Features meet in route files and src/app code instead (decision 005: the payment modal
 * and the Create Payment form meet only in the route file). Generated from the folder list, so a
 * new feature is covered without editing this file. The patterns match relative specifiers
 * (no path aliases are configured), e.g. '../payments/api' or '../../../features/payments/x'.
 */
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature)
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:(?:\\./)?(?:\\.\\./)+(?:features/)?|/?src/features/)(?:${others.map(escapeRegex).join('|')})(?:/|$)`,
              message: `src/features/${feature} may not import another feature: features meet only in route files and src/app code, so one screen never pulls in another's code and schemas (decisions 005, 023). Move what both need to src/lib or src/components, or join them in the route.`,
            },
          ],
        },
      ],
    },
  }
})

/*
 * No zod on the sign-in path (decision 023): in the files whose code a first visit to /login
 * downloads (scripts/sign-in-files.js, which the build and tests/e2e/budget.test.ts keep true to
 * what /login really downloads). tests/e2e/budget.test.ts measures the bytes too, and so catches
 * what a list cannot (zod reached through a module that does not import it itself). Type-only
 * imports are allowed: they are erased at build.
 */
const ZOD_WHY =
  "zod stays off /login: even zod/mini's core is ~7 KB gzip of the 125 KB sign-in download budget (decision 023, tests/e2e/budget.test.ts)"
const zodPatterns = [
  {
    regex: '^zod(?:/|$)',
    allowTypeImports: true,
    message: `${ZOD_WHY}. Check this boundary with a small typed function instead, as parseMerchant in lib/session/session-store.ts and features/auth/api.ts do.`,
  },
  {
    regex: '(?:^|/)api-schemas(?:\\.[cm]?[jt]sx?)?$',
    allowTypeImports: true,
    message: `lib/http/api-schemas.ts is built with zod and this file loads with /login. ${ZOD_WHY}. \`import type\` is fine.`,
  },
]
const signInFiles = expandEntries(root, SIGN_IN_CODE)
// Every module that imports zod itself: importing one from a file that loads whole with /login
// brings zod along (lib/ui/form-validation.ts is the likely one, for a sign-in form).
const zodImporters = sourceFilesUnder(root, 'src').filter(
  (file) =>
    !file.endsWith('/api-schemas.ts') &&
    /\bfrom\s+['"]zod(?:\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')),
)
const withoutExtension = (file) => file.replace(/\.tsx?$/, '')
const signInBoundaries = signInFiles.map((file) => ({
  files: [file],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...zodPatterns,
          ...zodImporters.map((target) => {
            const relative = path.posix.relative(path.posix.dirname(file), withoutExtension(target))
            const specifier = relative.startsWith('.') ? relative : `./${relative}`
            return {
              regex: `^${escapeRegex(specifier)}(?:\\.[cm]?[jt]sx?)?$`,
              allowTypeImports: true,
              message: `${target} imports zod and this file loads with /login. ${ZOD_WHY}. \`import type\` is fine.`,
            }
          }),
        ],
      },
    ],
  },
}))
// Route files load with /login too, but only their validateSearch/beforeLoad: loaders and
// components are split into each screen's chunk, so they may import a screen's zod-backed
// queries; zod itself and the shared schemas stay out of the route file.
const routeBoundaries = {
  files: ['src/routes/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: zodPatterns.map((pattern) => ({
          ...pattern,
          message: `${pattern.message} A route file's validateSearch/beforeLoad is in the boot chunk.`,
        })),
      },
    ],
  },
}

/*
 * The service worker's bundle is its own files, workbox and the two page modules it shares
 * (the message protocol and the payin status sets), which import nothing: a page module would
 * bring DOM code, React or the app into a worker that has none of them. Its notifications come
 * worded by the page (lib/payment-watch/sale/payment-notices.ts), so it formats no money itself.
 */
const workerBoundaries = [
  {
    files: ['src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!workbox-[a-z]+$|\\./[a-z-]+$|\\.\\./lib/payment-watch/(?:sw-protocol|payin-status)$)',
              message:
                'The service worker imports only workbox, its own files and lib/payment-watch/sw-protocol.ts or lib/payment-watch/payin-status.ts: anything else could bring DOM code, React or the app into the worker bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/payment-watch/sw-protocol.ts', 'src/lib/payment-watch/payin-status.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.',
              message:
                'The service worker imports this file, so it imports nothing: every import here would land in the worker bundle.',
            },
          ],
        },
      ],
    },
  },
]

/*
 * No user-facing text written in the code (docs/i18n.md, decision 056): a text goes in its
 * folder's messages.ts and is shown with t(). Checked over all of src/. What is not a text (class
 * names, ids, paths, keys, constants, code) passes the ignore lists below; anything else that must
 * stay as written takes an eslint-disable-next-line comment saying why.
 */
const I18N_CHECKED = ['src']
const i18nTexts = {
  files: I18N_CHECKED.map((folder) => `${folder}/**/*.{ts,tsx}`),
  ignores: [
    // Where the texts are written.
    '**/messages.ts',
    '**/*-messages.ts',
    // The API docs' code samples stay as they are in every language.
    'src/features/docs/samples.ts',
    'src/features/docs/webhook-samples.ts',
    // The service worker's English, for a watch whose page sent no words: the worker has no
    // catalogue (pages send its notifications in the device's language, lib/payment-watch/sale/payment-notices.ts).
    'src/sw/english-notices.ts',
  ],
  plugins: { lingui: pluginLingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One lower-case token: keys, ids, event and field names, paths, MIME types.
          '^[a-z][\\w.:/#@?=&%*+,;-]*$',
          // Paths, globs, queries and addresses.
          '^(/|\\./|\\.\\./|!|\\?|https?:|mailto:|upi:)',
          // CSS: attribute selectors and lengths.
          '^\\[',
          '^-?\\d+(\\.\\d+)?(px|ms|s|rem|em|%)?(\\s+-?\\d+(\\.\\d+)?(px|rem|em|%)?)*$',
          // Class lists: lower-case tokens only.
          '^[a-z0-9:/\\[\\]().%#_!&>*=,\\-]+(\\s+[a-z0-9:/\\[\\]().%#_!&>*=,\\-]+)+$',
          // Constants and codes: INR, GET, IMPS, SKIP_WAITING.
          '^[A-Z][A-Z0-9_-]*$',
          // HTTP header names (the API docs list them as code) and DOM key names.
          '^([A-Z][a-z]+-)+[A-Z][a-z]+$',
          '^X-[A-Za-z-]+:?$',
          '^(Authorization|Bearer|Escape|Tab|Enter|TimeoutError|AbortError|ApiError)$',
        ],
        ignoreNames: [
          {
            regex: {
              pattern:
                '^(className|class|id|key|type|to|href|rel|target|role|name|htmlFor|lang|method|autoComplete|inputMode|position|mode|tone|kind|data-.*|aria-(controls|labelledby|describedby|haspopup|live|current|hidden))$',
            },
          },
          {
            regex: {
              pattern: '(Class|Classes|CLASSES|_KEY|Key|Id|ID|Url|URL|Path|Pattern|FOCUSABLE)$',
            },
          },
        ],
        ignoreFunctions: [
          'console.*',
          'Error',
          '*.setItem',
          '*.getItem',
          '*.removeItem',
          '*.addEventListener',
          '*.removeEventListener',
          '*.getElementById',
          '*.querySelector',
          '*.querySelectorAll',
          '*.setAttribute',
          '*.headers.set',
          'URL',
          'createFileRoute',
          'redirect',
          'Symbol',
        ],
      },
    ],
  },
}

/*
 * Two libraries whose whole code a plain import would put where it is not needed (decision 059):
 * lucide-react's index reaches every icon, so the shared chunks carried every icon any screen
 * uses (an icon is imported from its own file, `lucide-react/icons/<name>`); sonner loads with the
 * first toast (src/lib/toast/toast.ts), not with /login or a cold counter. Type-only imports are erased.
 */
const LUCIDE_INDEX = {
  selector: "ImportDeclaration[source.value='lucide-react'][importKind!='type']",
  message:
    "Import the icon from its own file (`import X from 'lucide-react/icons/x'`): the index brings every icon into the shared chunks (decision 059).",
}
const SONNER = {
  selector: "ImportDeclaration[source.value='sonner'][importKind!='type']",
  message:
    'Use `toast` from src/lib/toast/toast.ts: sonner loads with the first toast, not with /login or the counter (decision 059).',
}
// Money is integer paise (decision 067): rupees become paise in one place, lib/money/paise.ts
// (fromRupees), so no screen rounds its own way.
const OWN_PAISE_ROUNDING = {
  selector:
    "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][right.value=100]",
  message:
    'Rupees to paise is fromRupees in src/lib/money/paise.ts (decision 067): one rounding rule for the whole portal.',
}
const wholeLibraryImports = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast/sonner-runtime.ts', 'src/lib/money/**'],
    rules: { 'no-restricted-syntax': ['error', LUCIDE_INDEX, SONNER, OWN_PAISE_ROUNDING] },
  },
  {
    files: ['src/lib/money/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', LUCIDE_INDEX, SONNER] },
  },
]

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'coverage', 'node_modules', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'tests/**/*.{ts,mjs}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...featureBoundaries,
  ...signInBoundaries,
  routeBoundaries,
  ...workerBoundaries,
  i18nTexts,
  ...layerRules,
  ...wholeLibraryImports,
)
