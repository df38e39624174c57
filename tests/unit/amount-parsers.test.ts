import { describe, expect, it } from 'vitest'
import { parseAmount as gatewayParse } from '../../server/domain/core/money'
import { formatPaise } from '../../src/lib/money/format-paise'
import { fromRupees, paise, toRupees } from '../../src/lib/money/paise'
import { amountInputText, parseAmount as portalParse } from '../../src/lib/money/parse-amount'

/*
 * One amount rule on each side (docs/decisions/067): the portal's parser and the gateway's accept
 * and refuse the same texts, and what the portal writes it reads back to the paisa.
 */

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const verdict = (result: { ok: true; paise: number } | { ok: false; problem: string }) =>
  result.ok ? `ok ${result.paise}` : result.problem

describe('amounts', () => {
  it('reads back every amount it writes, from ₹0.01 to ₹1,00,00,000 (sampled)', () => {
    const next = random(20261206)
    const samples = [1, 9, 10, 99, 100, 101, 99_999, 1_00_000, 10_00_000_00, 1_000_000_000]
    for (let i = 0; i < 20_000; i++) samples.push(1 + Math.floor(next() * 1_000_000_000))
    for (const value of samples) {
      const amount = paise(value)
      const shown = formatPaise(amount)
      expect(portalParse(shown)).toEqual({ ok: true, paise: value })
      expect(portalParse(amountInputText(amount))).toEqual({ ok: true, paise: value })
      expect(gatewayParse(shown)).toEqual({ ok: true, paise: value })
      // Through the wire as a JSON number of rupees and back.
      expect(gatewayParse(JSON.parse(JSON.stringify(toRupees(amount))))).toEqual({
        ok: true,
        paise: value,
      })
      expect(fromRupees(toRupees(amount))).toBe(value)
    }
  })

  it('accepts Indian and thousands grouping, and refuses what a person would not mean', () => {
    const cases: Array<[string, string]> = [
      ['1,50,000', 'ok 15000000'],
      ['150,000', 'ok 15000000'],
      ['1,50,150.5', 'ok 15015050'],
      ['₹1,50,000.00', 'ok 15000000'],
      [' 44 ', 'ok 4400'],
      ['.5', 'ok 50'],
      ['150.', 'ok 15000'],
      ['1,5,0', 'invalid'],
      ['1,500,00', 'invalid'],
      ['15,0000', 'invalid'],
      ['1e5', 'invalid'],
      ['abc', 'invalid'],
      ['.', 'invalid'],
      ['', 'required'],
      ['10.555', 'decimals'],
      ['0', 'not_positive'],
      ['-5', 'not_positive'],
      ['1000000001', 'too_large'],
    ]
    for (const [text, expected] of cases) {
      expect([text, verdict(portalParse(text))]).toEqual([text, expected])
      expect([text, verdict(gatewayParse(text))]).toEqual([text, expected])
    }
  })

  it('gives the same verdict on both sides for any text of digits, commas, dots, signs and ₹', () => {
    const next = random(46)
    const alphabet = ['0', '1', '5', '9', ',', ',', '.', '-', '₹', ' ', 'e']
    for (let i = 0; i < 50_000; i++) {
      let text = ''
      const length = 1 + Math.floor(next() * 14)
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)]
      expect([text, verdict(portalParse(text))]).toEqual([text, verdict(gatewayParse(text))])
    }
  })
})
