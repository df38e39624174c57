import { createRequire } from 'node:module'
import type * as Core from '@zxcvbn-ts/core'
import type * as Common from '@zxcvbn-ts/language-common'
import type * as English from '@zxcvbn-ts/language-en'
import { AppError } from '../../errors'

/*
 * A new password's strength (decision 075): zxcvbn-ts with the common and English dictionaries
 * and the person's own name, email and business name as extra words, so 'AcmeStores2026' is
 * weak for Acme Stores. Score 3 of 4 or more passes, and 10 to 1024 characters.
 *
 * The dictionaries are loaded on the first check, not at start: they are ~0.4 s of loading and
 * building, which every start (and every test's server) would pay for a call made rarely. The
 * check looks at the first 64 characters with few l33t substitutions: past that a password is
 * strong anyway, and zxcvbn's matching grows fast with length (a crafted 100 characters took
 * 0.4 s of the event loop; 64 take under 0.1 s).
 */

export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 1024
const MIN_SCORE = 3

export const PASSWORD_TOO_SHORT = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters`
export const PASSWORD_TOO_LONG = `A password can be at most ${MAX_PASSWORD_LENGTH} characters`
export const PASSWORD_WEAK = 'Choose a stronger password'

const load = createRequire(import.meta.url)
type Checker = { factory: Core.ZxcvbnFactory; keys: Map<string, string> }
let checker: Checker | null = null

function zxcvbn(): Checker {
  if (checker) return checker
  // require, not a static import: nothing of it loads until the first check.
  const core = load('@zxcvbn-ts/core') as typeof Core
  const common = load('@zxcvbn-ts/language-common') as typeof Common
  const en = load('@zxcvbn-ts/language-en') as typeof English
  const options: Core.OptionsType = {
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  }
  // Each English sentence back to zxcvbn's key: the 400 carries the key for the portal's words.
  const keys = new Map<string, string>()
  for (const group of [en.translations.warnings, en.translations.suggestions]) {
    for (const [key, sentence] of Object.entries(group)) keys.set(sentence, key)
  }
  checker = { factory: new core.ZxcvbnFactory(options), keys }
  return checker
}

/** Said better than zxcvbn's English for a person choosing a password. */
const REWORDED: Record<string, string> = {
  userInputs: 'it contains your name, email or business name',
}

/** zxcvbn's feedback as one clause ('this is similar to a commonly used password') and its key. */
function reason(
  keys: Map<string, string>,
  warning: string | null,
  suggestions: string[],
): { key: string; words: string } {
  const sentence = (warning || suggestions[0] || '').trim()
  const key = keys.get(sentence) ?? 'useWords'
  const said = REWORDED[key] ?? sentence.replace(/\.$/, '')
  if (!said) return { key, words: 'add more words that are less common' }
  return { key, words: `${said.charAt(0).toLowerCase()}${said.slice(1)}` }
}

/** The words of a person that make a password guessable: names, the email and its parts. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>()
  for (const value of values) {
    if (!value) continue
    words.add(value)
    // 'Acme Stores' is also typed as 'AcmeStores'.
    words.add(value.replace(/\s+/g, ''))
    for (const piece of value.split(/[\s@._+-]+/)) if (piece.length >= 3) words.add(piece)
  }
  return [...words]
}

/**
 * Throws 400 when the password is too weak to keep: the message says why in words, and `code`
 * (password_too_short, password_too_long, password_weak) with zxcvbn's `reason` key let the portal
 * say it in the person's language.
 */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, PASSWORD_TOO_SHORT, { code: 'password_too_short' })
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AppError(400, PASSWORD_TOO_LONG, { code: 'password_too_long' })
  }
  const { factory, keys } = zxcvbn()
  const result = factory.check(password, userInputs)
  if (result.score < MIN_SCORE) {
    const why = reason(keys, result.feedback.warning, result.feedback.suggestions)
    throw new AppError(400, `${PASSWORD_WEAK}: ${why.words}`, {
      code: 'password_weak',
      reason: why.key,
    })
  }
}
