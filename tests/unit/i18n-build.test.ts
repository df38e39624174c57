/**
 * What the build does to the portal's texts (scripts/i18n-plugins.ts, decisions 060 and 062),
 * which the dev server and the other unit tests mostly never see:
 *   - short message ids: the descriptors in the code and the keys of each catalogue part get the
 *     same short id, so a Hindi screen still finds its Hindi;
 *   - a catalogue with an id that no part claims is refused, since no screen would load it;
 *   - Lingui's plural formatter builds no Intl.NumberFormat for a form without `#`, and formats
 *     exactly what the library formats unchanged.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import type { setupI18n as SetupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import {
  catalogueParts,
  compileSourceMessages,
  pluralWithoutNumberFormat,
  shortIds,
} from '../../scripts/i18n-plugins'

const root = join(__dirname, '../..')
const locales = join(root, 'src/locales')

type Hook = (this: unknown, ...args: unknown[]) => unknown
/** Calls a plugin hook as Vite would, with `this.error` throwing and watch files ignored. */
function call(plugin: Plugin, hook: 'configResolved' | 'transform' | 'load', ...args: unknown[]) {
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
    addWatchFile: () => undefined,
  }
  return (plugin[hook] as unknown as Hook).call(context, ...args)
}

describe('short message ids', () => {
  it('gives every id of the source catalogue its own short id', () => {
    const ids = shortIds(locales)
    const english = readFileSync(join(root, 'src/locales/en.po'), 'utf8')
    const listed = [...english.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1])
    expect(ids.size).toBe(listed.length)
    expect(new Set(ids.values()).size).toBe(ids.size)
    for (const short of ids.values()) expect(short).toMatch(/^[a-zA-Z0-9]{1,2}$/)
    // Readable ids have a dot; short ones never: neither can be taken for the other.
    for (const id of ids.keys()) expect(id).toContain('.')
  })

  it('writes the same short id in a descriptor and in its catalogue part', async () => {
    const file = join(root, 'src/features/counter/messages.ts')
    const compile = compileSourceMessages(locales)
    call(compile, 'configResolved', { command: 'build' })
    const out = call(compile, 'transform', readFileSync(file, 'utf8'), file) as { code: string }
    const short = shortIds(locales).get('counter.amountLabel')
    expect(short).toBeDefined()
    expect(out.code).not.toContain("'counter.amountLabel'")
    expect(out.code).toContain(`id: ${JSON.stringify(short)}`)

    const parts = catalogueParts(locales)
    call(parts, 'configResolved', { command: 'build' })
    const part = (await call(parts, 'load', `${join(root, 'src/locales/hi.po')}?part=counter`)) as {
      code: string
    }
    const messages = JSON.parse(
      JSON.parse(/JSON\.parse\((".*")\)$/.exec(part.code)?.[1] ?? '""') as string,
    ) as Record<string, unknown>
    expect(messages[short ?? '']).toEqual(['राशि'])
    expect(Object.keys(messages).some((key) => key.includes('.'))).toBe(false)
  })

  it('refuses a catalogue with an id no part claims, naming it (decision 062)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parts-'))
    try {
      const entry = (id: string, text: string) =>
        `#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr "${text}"\n`
      writeFileSync(
        join(dir, 'en.po'),
        [entry('counter.keypad', 'Keypad'), entry('mystery.text', 'Mystery')].join('\n'),
      )
      writeFileSync(join(dir, 'hi.po'), entry('counter.keypad', 'कीपैड'))
      const parts = catalogueParts(dir)
      call(parts, 'configResolved', { command: 'serve' })
      await expect(
        Promise.resolve(call(parts, 'load', `${join(dir, 'hi.po')}?part=counter`)),
      ).rejects.toThrow(/claims mystery\.text:/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps the readable ids outside a build (dev server, tests)', () => {
    const file = join(root, 'src/features/counter/messages.ts')
    const compile = compileSourceMessages(locales)
    call(compile, 'configResolved', { command: 'serve' })
    const out = call(compile, 'transform', readFileSync(file, 'utf8'), file) as { code: string }
    expect(out.code).toContain("'counter.amountLabel'")
  })
})

describe("Lingui's plural formatter in the build", () => {
  const linguiFile = join(root, 'node_modules/@lingui/core/dist/index.mjs')

  let copies = 0
  /**
   * Lingui's core as the build has it (rewritten) or as published, loaded from a copy of its own
   * each time (the library keeps the formatters it built in a module-wide cache).
   */
  async function lingui(rewritten: boolean): Promise<typeof SetupI18n> {
    let code = readFileSync(linguiFile, 'utf8')
    if (rewritten) {
      code = (call(pluralWithoutNumberFormat(), 'transform', code, linguiFile) as { code: string })
        .code
    }
    // Inside node_modules, so its own import of @lingui/message-utils resolves.
    const dir = join(root, 'node_modules/.cache/i18n-build-test')
    mkdirSync(dir, { recursive: true })
    copies += 1
    const copy = join(dir, `core-${rewritten ? 'build' : 'published'}-${copies}.mjs`)
    writeFileSync(copy, code)
    const module = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as {
      setupI18n: typeof SetupI18n
    }
    return module.setupI18n
  }

  const MESSAGES = {
    payments: '{count, plural, one {{count} भुगतान} other {{count} भुगतान}}',
    zero: '{count, plural, =0 {कोई नतीजा नहीं मिला} one {{count} नतीजा मिला} other {{count} नतीजे मिले}}',
    octothorpe: '{count, plural, one {# payment} other {# payments}}',
  }
  const format = (setupI18n: typeof SetupI18n, id: keyof typeof MESSAGES, count: number) => {
    const i18n = setupI18n({
      locale: 'hi',
      messages: { hi: { [id]: compileMessage(MESSAGES[id]) } },
    })
    return i18n._(id, { count })
  }

  // Counts the number formats built, each still a real one.
  const RealNumberFormat = Intl.NumberFormat
  let numberFormats = 0
  beforeEach(() => {
    numberFormats = 0
    Intl.NumberFormat = new Proxy(RealNumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        numberFormats += 1
        return new target(...args)
      },
      apply(target, _this, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        numberFormats += 1
        return target(...args)
      },
    })
  })
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat
  })

  it('formats a plural without # with no Intl.NumberFormat', async () => {
    const setupI18n = await lingui(true)
    expect(format(setupI18n, 'payments', 1)).toBe('1 भुगतान')
    expect(format(setupI18n, 'zero', 0)).toBe('कोई नतीजा नहीं मिला')
    expect(format(setupI18n, 'zero', 123456)).toBe('123456 नतीजे मिले')
    expect(numberFormats).toBe(0)
  })

  it('still formats # through Intl.NumberFormat (Indian grouping in Hindi)', async () => {
    const setupI18n = await lingui(true)
    expect(format(setupI18n, 'octothorpe', 123456)).toBe('1,23,456 payments')
    expect(numberFormats).toBe(1)
  })

  it('gives the same texts as the published library', async () => {
    const [built, published] = await Promise.all([lingui(true), lingui(false)])
    for (const id of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      for (const count of [0, 1, 2, 5, 21, 123456]) {
        expect(format(built, id, count)).toBe(format(published, id, count))
      }
    }
  })

  it('fails the build when the library no longer has the code it rewrites', () => {
    expect(() =>
      call(pluralWithoutNumberFormat(), 'transform', 'export const x = 1', linguiFile),
    ).toThrow(/pluralWithoutNumberFormat/)
  })
})
