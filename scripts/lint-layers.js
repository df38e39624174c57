import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The layering of the code (docs/architecture.md), as lint rules so it keeps holding. Each zone
 * forbids `target` from importing `from`; `no-cycle` keeps every area free of import loops, which
 * would make load order decide behaviour (a module read before it finished evaluating).
 * Features not importing each other is the `no-restricted-imports` rule in eslint.config.js.
 */
const PORTAL_SHARED =
  'src/lib and src/components are shared by every screen: they never import a feature (a feature imports them). Move what both need down into src/lib or src/components.'
const DOMAIN =
  'server/domain is the gateway without HTTP: it never imports server/http or server/routes, so the CLI, workers, seed and tests use it without a request. Pass what it needs as arguments.'
const DB =
  'server/db is the schema, migrations and statements: it never imports the domain or the seed (they import it). Seeding lives in server/seed.'

/*
 * server/domain's business areas, bottom first (decision 069). An area imports only the areas
 * before it in this list; core imports none. So each area can be read, tested and changed knowing
 * only what lies below it, and no import loop can form between areas. Within an area the row and
 * type modules (DOMAIN_TYPE_MODULES) are its bottom. A new area goes in at the place its imports
 * give it: above everything it uses, below everything that uses it.
 */
export const DOMAIN_AREAS = [
  'core',
  'search',
  'mail',
  'activity',
  'merchants',
  'outlets',
  'team',
  'webhooks',
  'wallet',
  'counters',
  'payins',
  'refunds',
  'standing-qr',
  'payouts',
  'approvals',
  'batches',
  'settlements',
  'reports',
]

/** Modules of types and rows only, which import nothing of their own area's logic. */
const DOMAIN_TYPE_MODULES = [
  'core/payin-row.ts',
  'search/word-query.ts',
  'counters/shift-row.ts',
  'settlements/settlement-row.ts',
  'reports/report-query.ts',
]

// Every folder of server/domain is in the order, and nothing sits outside a folder: an area
// missing from the list would be bound by nothing.
const domainDir = fileURLToPath(new URL('../server/domain', import.meta.url))
const strays = fs
  .readdirSync(domainDir, { withFileTypes: true })
  .filter((entry) => !entry.isDirectory() || !DOMAIN_AREAS.includes(entry.name))
  .map((entry) => entry.name)
if (strays.length > 0) {
  throw new Error(
    `server/domain/${strays.join(', ')}: every domain file lives in an area folder named in DOMAIN_AREAS (scripts/lint-layers.js), at its place in the order.`,
  )
}

const AREA_ORDER = DOMAIN_AREAS.join(' < ')
const domainAreaZones = DOMAIN_AREAS.slice(0, -1).map((area, i) => ({
  target: `./server/domain/${area}`,
  from: DOMAIN_AREAS.slice(i + 1).map((above) => `./server/domain/${above}`),
  message: `server/domain areas import only the areas below them, in this order: ${AREA_ORDER} (decision 069). ${area} ${i === 0 ? 'is the kernel and imports no area' : `may import only ${DOMAIN_AREAS.slice(0, i).join(', ')}`}, so it never depends on what depends on it and no loop forms between areas. Move what both need down (into a row/type module or a lower area), or pass it in as an argument.`,
}))
const domainTypeZones = DOMAIN_TYPE_MODULES.map((file) => {
  const area = file.split('/')[0]
  return {
    target: `./server/domain/${file}`,
    from: `./server/domain/${area}`,
    message: `server/domain/${file} holds rows and types, the bottom of ${area} (decision 069): it imports nothing of the area's logic, so every module of the area can import it. Move the type it needs into it instead.`,
  }
})

export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings (extensions, parser) without its legacy resolver: no-cycle
      // reads .ts files only with them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json', 'src/sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: './src/features', message: PORTAL_SHARED },
            { target: './src/components', from: './src/features', message: PORTAL_SHARED },
            {
              target: './server/domain',
              from: ['./server/http', './server/routes'],
              message: DOMAIN,
            },
            {
              target: './server/db',
              from: ['./server/domain', './server/seed', './server/http', './server/routes'],
              message: DB,
            },
            ...domainAreaZones,
            ...domainTypeZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
]
