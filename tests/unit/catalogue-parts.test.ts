/**
 * A catalogue loads in parts (CATALOGUE_PARTS in scripts/i18n-plugins.ts, decisions 056, 059 and
 * 062): /login downloads the first part and the sign-in page's, a cold counter the first and the
 * counter's, and what they load later brings its own (`withTexts`). So every text such a screen
 * can show — everything its route imports, lazily too — must be in a part it has by then, or a
 * Hindi counter would show it in English.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { partOf, type CataloguePart } from '../../scripts/i18n-plugins'

const root = join(__dirname, '../..')
/** Each screen's route, and the parts it asks for before it renders. */
const SCREENS: { route: string; parts: CataloguePart[] }[] = [
  { route: 'src/routes/login.tsx', parts: ['boot', 'auth'] },
  { route: 'src/routes/_authed.tsx', parts: ['boot', 'counter'] },
  { route: 'src/routes/_authed/counter.tsx', parts: ['boot', 'counter'] },
  { route: 'src/routes/counter.pair.tsx', parts: ['boot', 'counter', 'pair'] },
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
  const code = readFileSync(file, 'utf8')
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
    // lib/i18n.ts loads the gateway's table with the 'gateway' part (downloadPart).
    if (rel(file) === 'src/lib/i18n.ts' && rel(target) === 'src/lib/gateway-messages.ts') {
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

describe("the first screens' texts", () => {
  it('are found by following the imports (the walk itself)', () => {
    const counter = reached('src/routes/_authed/counter.tsx', ['boot', 'counter'])
    expect([...counter.keys()]).toEqual(
      expect.arrayContaining([
        'src/features/counter/components/counter-screen.tsx',
        'src/features/counter/messages.ts',
        'src/features/counter/shift-messages.ts',
        'src/lib/voice-messages.ts',
        'src/lib/gateway-counter-messages.ts',
      ]),
    )
    expect(counter.has('src/features/dashboard/messages.ts')).toBe(false)
    // Lazily, with the parts its import brings.
    expect([...(counter.get('src/features/counter/shift-messages.ts') ?? [])].sort()).toEqual([
      'boot',
      'counter',
      'shift',
    ])
    expect(counter.get('src/lib/gateway-counter-messages.ts')?.has('gateway')).toBe(true)
    expect(counter.get('src/features/counter/messages.ts')?.has('shift')).toBe(false)
  })

  it.each(SCREENS)('are all in a part $route has when it shows them', ({ route, parts }) => {
    const missing = [...reached(route, parts)].flatMap(([file, inForce]) =>
      idsIn(file)
        .filter((id) => !inForce.has(partOf(id)))
        .map((id) => `${file}: ${id} (${partOf(id)})`),
    )
    expect(missing).toEqual([])
  })

  it("leave the other screens' texts out of the first screens' parts", () => {
    expect(partOf('dashboard.trendsTitle')).toBe('app')
    expect(partOf('payments.title')).toBe('app')
    expect(partOf('counter.keypad')).toBe('counter')
    expect(partOf('shift.whoIsSelling')).toBe('shift')
    expect(partOf('auth.signIn')).toBe('auth')
    expect(partOf('gatewayCounter.minimumAmount')).toBe('gateway')
  })
})
