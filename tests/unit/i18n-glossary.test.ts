/**
 * The Hindi glossary's words where one text grew several ways of saying the same thing
 * (docs/glossary-hi.md): an automatic refund is 'अपने-आप रिफ़ंड' on every screen, on the counter
 * and in its voice, never 'अपने आप लौटाया'.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function catalogue(file: string): Map<string, string> {
  const text = readFileSync(join(__dirname, '../../src/locales', file), 'utf8')
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    entries.set(match[1]!, JSON.parse(`"${match[2]!}"`) as string)
  }
  return entries
}
const english = catalogue('en.po')
const hindi = catalogue('hi.po')

describe('automatic refunds in Hindi', () => {
  const ids = [...english]
    .filter(([, text]) => /refund/i.test(text) && /automatic/i.test(text))
    .map(([id]) => id)

  it('are found in the source catalogue', () => {
    expect(ids).toEqual(expect.arrayContaining(['counter.refundedTag', 'ui.refundedAutomatically']))
  })

  it("say 'अपने-आप' and 'रिफ़ंड' in every text, never लौटाया or 'अपने आप'", () => {
    for (const id of ids) {
      const text = hindi.get(id) ?? ''
      expect(text, id).toContain('अपने-आप')
      expect(text, id).toContain('रिफ़ंड')
      expect(text, id).not.toMatch(/लौटा|अपने आप/)
    }
  })

  it("words the counter's tag as the refund screens do", () => {
    expect(hindi.get('counter.refundedTag')).toBe(hindi.get('ui.refundedAutomatically'))
  })
})
