/**
 * The catalogues (docs/i18n.md): every language has every text of the source, no more, with the
 * same placeholders, and the source catalogue is what the code says (`npm run i18n:extract` was
 * run). A missing or extra key fails here, naming it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatter } from '@lingui/format-po'
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { readLanguageNames } from '../../scripts/i18n-plugins'

const root = join(__dirname, '../..')
const localesDir = join(root, 'src/locales')
const files = readdirSync(localesDir).filter((file) => file.endsWith('.po'))
const po = formatter({ lineNumbers: false })

async function catalogue(file: string): Promise<Map<string, string>> {
  const locale = file.slice(0, -'.po'.length)
  const content = readFileSync(join(localesDir, file), 'utf8')
  const parsed = await po.parse(content, { locale, sourceLocale: 'en', filename: file })
  return new Map(Object.entries(parsed ?? {}).map(([id, entry]) => [id, entry.translation ?? '']))
}

/** The names a message fills in: {name}, and the argument of a plural or select. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, , cases] = token as [string, string?, Record<string, CompiledMessage>?]
      names.add(name)
      for (const form of Object.values(cases ?? {})) walk(form)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the catalogues', () => {
  it('are the source and at least one other language', () => {
    expect(files).toContain('en.po')
    expect(files.length).toBeGreaterThan(1)
  })

  it('name their own language for the switcher', () => {
    expect(readLanguageNames(localesDir)).toMatchObject({ en: 'English', hi: 'हिन्दी' })
  })

  it('hold exactly the texts the code writes (the source catalogue is extracted)', async () => {
    const inCode = new Set<string>()
    for (const file of sourceFiles(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)) {
        const id = match[1]!
        expect(inCode.has(id), `${id} is written twice (${relative(root, file)})`).toBe(false)
        inCode.add(id)
      }
    }
    const source = await catalogue('en.po')
    const missing = [...inCode].filter((id) => !source.has(id))
    const extra = [...source.keys()].filter((id) => !inCode.has(id))
    expect({ missing, extra }, 'run npm run i18n:extract').toEqual({ missing: [], extra: [] })
  })

  for (const file of files.filter((name) => name !== 'en.po')) {
    describe(file, () => {
      it('has every key of the source and no other, each translated', async () => {
        const [source, other] = await Promise.all([catalogue('en.po'), catalogue(file)])
        const missing = [...source.keys()].filter((id) => !other.has(id))
        const extra = [...other.keys()].filter((id) => !source.has(id))
        const untranslated = [...other].filter(([, text]) => text.trim() === '').map(([id]) => id)
        expect({ missing, extra, untranslated }).toEqual({
          missing: [],
          extra: [],
          untranslated: [],
        })
      })

      it('fills in the same placeholders as the source, and every text compiles', async () => {
        const [source, other] = await Promise.all([catalogue('en.po'), catalogue(file)])
        const differ: string[] = []
        for (const [id, english] of source) {
          const text = other.get(id)
          if (text === undefined) continue
          const want = placeholders(english).join(',')
          const got = placeholders(text).join(',')
          if (want !== got) differ.push(`${id}: {${want}} in English, {${got}} in ${file}`)
        }
        expect(differ).toEqual([])
      })
    })
  }

  it('fails a catalogue that lacks a key or has one too many (the check itself)', () => {
    const source = new Map([
      ['a', 'One {count}'],
      ['b', 'Two'],
    ])
    const other = new Map([
      ['a', 'एक'],
      ['c', 'तीन'],
    ])
    const missing = [...source.keys()].filter((id) => !other.has(id))
    const extra = [...other.keys()].filter((id) => !source.has(id))
    expect({ missing, extra }).toEqual({ missing: ['b'], extra: ['c'] })
    expect(placeholders(source.get('a')!)).toEqual(['count'])
    expect(placeholders(other.get('a')!)).toEqual([])
  })
})

/**
 * The Hindi glossary's word where one text had grown several (docs/glossary-hi.md): an automatic
 * refund is 'अपने-आप रिफ़ंड' on every screen, on the counter and in its voice, never 'अपने आप
 * लौटाया'.
 */
describe('automatic refunds in Hindi', () => {
  async function refundTexts() {
    const [english, hindi] = await Promise.all([catalogue('en.po'), catalogue('hi.po')])
    const ids = [...english]
      .filter(([, text]) => /refund/i.test(text) && /automatic/i.test(text))
      .map(([id]) => id)
    return { ids, hindi }
  }

  it("say 'अपने-आप' and 'रिफ़ंड' in every text, never लौटाया or 'अपने आप'", async () => {
    const { ids, hindi } = await refundTexts()
    expect(ids).toEqual(expect.arrayContaining(['counter.refundedTag', 'ui.refundedAutomatically']))
    for (const id of ids) {
      const text = hindi.get(id) ?? ''
      expect(text, id).toContain('अपने-आप')
      expect(text, id).toContain('रिफ़ंड')
      expect(text, id).not.toMatch(/लौटा|अपने आप/)
    }
  })

  it("words the counter's tag as the refund screens do", async () => {
    const { hindi } = await refundTexts()
    expect(hindi.get('counter.refundedTag')).toBe(hindi.get('ui.refundedAutomatically'))
  })
})
