/**
 * A catalogue loads in parts (CATALOGUE_PARTS in scripts/i18n-plugins.ts, decisions 056, 059 and
 * 062): /login downloads the first part and the sign-in page's, a cold counter the first and
 * the counter's, another signed-in screen the parts its route names, and what they load later
 * brings its own (`withTexts`). So every text a screen can show — everything its route imports,
 * lazily too — must be in a part it has by then, or a Hindi screen would show it in English.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PARTS, type CataloguePart as DeclaredPart } from 'virtual:catalogue-parts'
import { CATALOGUE_PARTS, partOf, type CataloguePart } from '../../scripts/i18n-plugins'

const root = join(__dirname, '../..')
/** The parts a signed-in route names for its screen (`staticData.texts`, decision 062). */
function routeTexts(file: string): CataloguePart[] {
  const code = readFileSync(join(root, file), 'utf8')
  const texts = /staticData:\s*\{\s*texts:\s*\[([^\]]*)\]/.exec(code)?.[1] ?? ''
  return [...texts.matchAll(/'([a-zA-Z]+)'/g)].map(([, part]) => part as CataloguePart)
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(`${dir}/${entry.name}`)
      : /\.tsx?$/.test(entry.name) && !entry.name.startsWith('-')
        ? [`${dir}/${entry.name}`]
        : [],
  )
}

/**
 * Each screen's route, and the parts it has before it renders: /login and /counter/pair ask for
 * theirs; the signed-in layout (routes/_authed.tsx) asks for the counter's and the parts the
 * route names.
 */
const SCREENS: { route: string; parts: CataloguePart[] }[] = [
  { route: 'src/routes/login.tsx', parts: ['boot', 'auth'] },
  { route: 'src/routes/_authed.tsx', parts: ['boot', 'counter'] },
  { route: 'src/routes/_authed/counter.tsx', parts: ['boot', 'counter'] },
  { route: 'src/routes/counter.pair.tsx', parts: ['boot', 'counter', 'pair'] },
  ...filesUnder('src/routes/_authed')
    .filter((route) => route !== 'src/routes/_authed/counter.tsx')
    .map((route) => ({
      route,
      parts: ['boot', 'counter', ...routeTexts(route)] as CataloguePart[],
    })),
]

/**
 * Files that show the gateway's words through `gatewayText` without asking for its part
 * themselves: the part must be in force where they are shown. These ask first.
 */
const ASK_FOR_THE_GATEWAY = [
  'src/lib/i18n/i18n.ts',
  'src/lib/http/api-client.ts',
  'src/features/auth/api.ts',
]

/** The file a relative specifier names, as Vite resolves it (.ts, .tsx, or a folder's index). */
function resolve(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier)
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
}

const rel = (file: string) => relative(root, file).replaceAll('\\', '/')

/** A file's relative imports, static or dynamic, with the parts a lazy one brings along. */
function importsOf(file: string): { target: string; brings: CataloguePart[] }[] {
  // A type-only import is erased from the build: it brings no texts.
  const code = readFileSync(file, 'utf8').replace(/import\s+type\s[^;]*?from\s*'[^']+'/g, '')
  const found: { target: string; brings: CataloguePart[] }[] = []
  for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const target = specifier ? resolve(file, specifier) : null
    if (!target) continue
    const withTexts = new RegExp(
      String.raw`withTexts\(\[([^\]]*)\],\s*\(\)\s*=>\s*import\('${specifier?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'\)`,
    ).exec(code)
    const brings = [...(withTexts?.[1]?.matchAll(/'([a-z]+)'/g) ?? [])].map(
      ([, part]) => part as CataloguePart,
    )
    // lib/i18n/i18n.ts loads the gateway's table with the 'gateway' part (downloadPart).
    if (
      rel(file) === 'src/lib/i18n/i18n.ts' &&
      rel(target) === 'src/lib/i18n/gateway-messages.ts'
    ) {
      brings.push('gateway')
    }
    found.push({ target, brings })
  }
  return found
}

/** Every src file reached from `route`, with the parts surely in force when it is shown. */
function reached(route: string, parts: CataloguePart[]): Map<string, Set<string>> {
  const files = new Map<string, Set<string>>()
  const seen = new Set<string>()
  const pending = [{ file: join(root, route), parts }]
  while (pending.length > 0) {
    const next = pending.pop()
    if (!next) continue
    const key = `${next.file}|${[...next.parts].sort().join(',')}`
    if (seen.has(key)) continue
    seen.add(key)
    // Reached along several paths, a file has only what every one of them brings.
    const before = files.get(rel(next.file))
    const now = next.parts.map(String)
    files.set(rel(next.file), new Set(before ? now.filter((part) => before.has(part)) : now))
    for (const { target, brings } of importsOf(next.file)) {
      pending.push({ file: target, parts: [...new Set([...next.parts, ...brings])] })
    }
  }
  return files
}

const idsIn = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)].map(
    ([, id]) => id ?? '',
  )

describe("each screen's texts", () => {
  it('are found by following the imports (the walk itself)', () => {
    const counter = reached('src/routes/_authed/counter.tsx', ['boot', 'counter'])
    expect([...counter.keys()]).toEqual(
      expect.arrayContaining([
        'src/features/counter/components/counter-screen.tsx',
        'src/features/counter/messages.ts',
        'src/features/counter/shift-messages.ts',
        'src/lib/counter-support/voice-messages.ts',
        'src/lib/i18n/gateway-counter-messages.ts',
      ]),
    )
    expect(counter.has('src/features/dashboard/messages.ts')).toBe(false)
    // Lazily, with the parts its import brings.
    expect([...(counter.get('src/features/counter/shift-messages.ts') ?? [])].sort()).toEqual([
      'boot',
      'counter',
      'shift',
    ])
    expect(counter.get('src/lib/i18n/gateway-counter-messages.ts')?.has('gateway')).toBe(true)
    expect(counter.get('src/features/counter/messages.ts')?.has('shift')).toBe(false)
  })

  it.each(SCREENS)('are all in a part $route has when it shows them', ({ route, parts }) => {
    const missing = [...reached(route, parts)].flatMap(([file, inForce]) => [
      ...idsIn(file)
        .filter((id) => !inForce.has(partOf(id) ?? 'none'))
        .map((id) => `${file}: ${id} (${partOf(id) ?? 'no part'})`),
      ...(inForce.has('gateway') ||
      ASK_FOR_THE_GATEWAY.includes(file) ||
      !/\bgatewayText\(/.test(readFileSync(join(root, file), 'utf8'))
        ? []
        : [`${file}: the gateway's words (gateway)`]),
    ])
    expect(missing).toEqual([])
  })

  it('cover every signed-in route (the walk of the routes itself)', () => {
    const routes = SCREENS.map(({ route }) => route)
    expect(routes).toEqual(
      expect.arrayContaining([
        'src/routes/_authed/dashboard.tsx',
        'src/routes/_authed/payments/refunds.tsx',
        'src/routes/_authed/z-reports/$shiftId.tsx',
      ]),
    )
    expect(routeTexts('src/routes/_authed/settings/index.tsx')).toEqual(['settings', 'counters'])
  })

  it("leave the other screens' texts out of the first screens' parts", () => {
    expect(partOf('dashboard.trendsTitle')).toBe('dashboard')
    expect(partOf('payments.title')).toBe('payments')
    expect(partOf('counter.keypad')).toBe('counter')
    expect(partOf('shift.whoIsSelling')).toBe('shift')
    expect(partOf('auth.signIn')).toBe('auth')
    expect(partOf('gatewayCounter.minimumAmount')).toBe('gateway')
  })

  it('give every text of the source catalogue a part some screen asks for', () => {
    const source = readFileSync(join(root, 'src/locales/en.po'), 'utf8')
    const ids = [...source.matchAll(/^msgid "(.+)"$/gm)].map(([, id]) => id ?? '')
    expect(ids.length).toBeGreaterThan(1000)
    // The build refuses one that no part claims (catalogueParts).
    expect(ids.filter((id) => partOf(id) === undefined)).toEqual([])
  })

  it('are the parts src/vite-env.d.ts declares, in the build and in its types', () => {
    // Assignable both ways, or the typecheck fails: the declared names are the build's.
    const built: readonly DeclaredPart[] = Object.keys(CATALOGUE_PARTS) as CataloguePart[]
    const declared: readonly CataloguePart[] = PARTS
    expect(declared).toEqual(built)
  })
})
