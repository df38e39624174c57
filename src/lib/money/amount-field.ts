import * as z from 'zod/mini'
import { parseAmount, type AmountProblem } from './parse-amount'
import type { Paise } from './paise'

/**
 * A form's amount text checked by the one parser, with the form's own words for each problem
 * (read when the form is checked, so in the language of that moment).
 */
export function amountText(
  say: (problem: AmountProblem) => string,
  limits: { min?: Paise; max?: Paise } = {},
) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const result = parseAmount(value, limits)
      if (!result.ok) ctx.addIssue({ code: 'custom', message: say(result.problem) })
    }),
  )
}

/** The paise of a text the form's schema has already accepted. */
export function acceptedPaise(text: string): Paise {
  const result = parseAmount(text)
  if (!result.ok) throw new Error(`amount '${text}' was not checked first`)
  return result.paise
}
