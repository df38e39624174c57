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
let factory: Core.ZxcvbnFactory | null = null

function zxcvbn(): Core.ZxcvbnFactory {
  if (factory) return factory
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
  factory = new core.ZxcvbnFactory(options)
  return factory
}

/** zxcvbn's feedback as one sentence: 'this is similar to a commonly used password'. */
function reason(warning: string | null, suggestions: string[]): string {
  const said = (warning ?? suggestions[0] ?? '').trim().replace(/\.$/, '')
  if (!said) return `${PASSWORD_WEAK}: add more words that are less common`
  return `${PASSWORD_WEAK}: ${said.charAt(0).toLowerCase()}${said.slice(1)}`
}

/** The words of a person that make a password guessable: names, the email and its parts. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>()
  for (const value of values) {
    if (!value) continue
    words.add(value)
    for (const piece of value.split(/[\s@._+-]+/)) if (piece.length >= 3) words.add(piece)
  }
  return [...words]
}

/** Throws 400 with zxcvbn's reason in words when the password is too weak to keep. */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError(400, PASSWORD_TOO_SHORT)
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError(400, PASSWORD_TOO_LONG)
  const result = zxcvbn().check(password, userInputs)
  if (result.score < MIN_SCORE) {
    throw new AppError(400, reason(result.feedback.warning, result.feedback.suggestions))
  }
}
