/**
 * A catalogue loads in parts (scripts/i18n-plugins.ts, decisions 056 and 059): a cold counter
 * downloads the sign-in part and the counter's part only. So every text the counter's screens can
 * show — the signed-in layout, /counter, /counter/pair and everything they import, lazily too —
 * must have an id of one of those two parts, or a Hindi counter would show it in English.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { partOf } from '../../scripts/i18n-plugins'

const root = join(__dirname, '../..')
const COUNTER_ROOTS = [
  'src/routes/_authed.tsx',
  'src/routes/_authed/counter.tsx',
  'src/routes/counter.pair.tsx',
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

/** Every src file reached from `roots` by static or dynamic relative imports. */
function reached(roots: string[]): string[] {
  const seen = new Set<string>()
  const pending = roots.map((file) => join(root, file))
  while (pending.length > 0) {
    const file = pending.pop()
    if (file === undefined || seen.has(file)) continue
    // The gateway's refusals only the other screens meet load with the rest of a catalogue.
    if (file.endsWith('gateway-app-messages.ts')) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = specifier ? resolve(file, specifier) : null
      if (target) pending.push(target)
    }
  }
  return [...seen].map((file) => relative(root, file).replaceAll('\\', '/')).sort()
}

const idsIn = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)].map(
    ([, id]) => id ?? '',
  )

describe("the counter's texts", () => {
  const files = reached(COUNTER_ROOTS)

  it('are found by following the imports (the walk itself)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/components/layout/app-layout.tsx',
        'src/features/counter/components/counter-screen.tsx',
        'src/features/counter/components/counter-pair-page.tsx',
        'src/features/counter/messages.ts',
        'src/lib/voice-messages.ts',
        'src/lib/gateway-counter-messages.ts',
      ]),
    )
    expect(files).not.toContain('src/features/dashboard/messages.ts')
  })

  it("are all in the sign-in part or the counter's part of a catalogue", () => {
    const elsewhere = files.flatMap((file) =>
      idsIn(file)
        .filter((id) => partOf(id) === 'app')
        .map((id) => `${file}: ${id}`),
    )
    expect(elsewhere).toEqual([])
  })

  it("leave the other screens' texts out of the counter's part", () => {
    expect(partOf('dashboard.trendsTitle')).toBe('app')
    expect(partOf('payments.title')).toBe('app')
    expect(partOf('counter.keypad')).toBe('counter')
    expect(partOf('auth.signIn')).toBe('boot')
  })
})
