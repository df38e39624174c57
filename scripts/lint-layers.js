import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

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
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
]
