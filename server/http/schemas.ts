import * as z from 'zod'
import { parseAmount } from '../domain/core/money'
import { urlRefusal, type TargetPolicy } from '../domain/webhooks/webhook-targets'
import { normaliseLineBreaks, unsafeText } from './text-rules'

/** Required text: trimmed, non-empty (requiredMessage), length-capped, no unsafe characters. */
export function requiredText(requiredMessage: string, label: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !unsafeText(v), `${label} contains invalid characters`)
}

/**
 * Optional free text: '' and null clear the field, otherwise trimmed and length-capped. A
 * multi-line field (an address, remarks) keeps its line breaks, as LF (text-rules.ts).
 */
export function optionalText(label: string, max: number, multiline = false) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => {
      if (typeof v !== 'string') return v
      const text = (multiline ? normaliseLineBreaks(v) : v).trim()
      return text || null
    })
    .refine((v) => v === undefined || v === null || v.length <= max, {
      message: `${label} must be at most ${max} characters`,
    })
    .refine((v) => typeof v !== 'string' || !unsafeText(v, multiline), {
      message: `${label} contains invalid characters`,
    })
}

function isHttpUrl(v: string | null | undefined): boolean {
  if (v === undefined || v === null) return true
  try {
    const url = new URL(v)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** An optional http(s) URL ('' or null clears it). Other schemes (javascript:, file:) are refused. */
export function httpUrl(label: string) {
  return optionalText(label, 2048).refine(isHttpUrl, {
    message: `${label} must be an http or https URL`,
  })
}

// A host name with a dot and no scheme ('acme-stores.in', 'shop.acme.in/about'): how merchants
// write their website. 'acme' alone or 'javascript:…' is not one.
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?$/i

/** A website: an http(s) URL, with https:// assumed for a bare host, as merchants write it. */
export function websiteUrl(label: string) {
  return optionalText(label, 2040)
    .transform((v) => (typeof v === 'string' && BARE_HOST.test(v) ? `https://${v}` : v))
    .refine(isHttpUrl, { message: `${label} must be a web address such as https://example.in` })
}

/**
 * A webhook target: an http(s) URL whose host the target policy allows (decision 028). Checked
 * on save so the merchant hears at once; checked again at delivery after DNS resolution.
 */
export function webhookUrl(label: string, policy: TargetPolicy) {
  return httpUrl(label).refine(
    (v) => v === undefined || v === null || urlRefusal(v, policy) === null,
    {
      message: `${label} must be a public address`,
    },
  )
}

type AmountRules = {
  required: string
  invalid: string
  min?: [paise: number, message: string]
  max?: [paise: number, message: string]
  /** A message of its own for too many decimals; otherwise `invalid`. */
  decimals?: string
  /** A message of its own for zero or less; otherwise `min`'s, else `invalid`. */
  positive?: string
}

/**
 * A rupee amount (JSON number or text, Indian or thousands grouping, ≤ 2 decimals) parsed to
 * integer paise by the one parser (domain/core/money.ts), with the messages the portal shows for each
 * failure.
 */
export function amountField(rules: AmountRules) {
  return z.unknown().transform((value, ctx): number => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    const parsed = parseAmount(value === '' ? undefined : value)
    if (!parsed.ok) {
      switch (parsed.problem) {
        case 'required':
          return fail(rules.required)
        case 'decimals':
          return fail(rules.decimals ?? rules.invalid)
        case 'not_positive':
          return fail(rules.positive ?? rules.min?.[1] ?? rules.invalid)
        case 'too_large':
          return fail(rules.max?.[1] ?? rules.invalid)
        default:
          return fail(rules.invalid)
      }
    }
    if (rules.min && parsed.paise < rules.min[0]) return fail(rules.min[1])
    if (rules.max && parsed.paise > rules.max[0]) return fail(rules.max[1])
    return parsed.paise
  })
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}$/
export const VPA_PATTERN = /^[A-Za-z0-9._-]{1,256}@[A-Za-z][A-Za-z0-9]{1,63}$/

/** Optional text that must match a pattern when present. */
export function optionalPattern(label: string, max: number, pattern: RegExp, message: string) {
  return optionalText(label, max).refine((v) => v === undefined || v === null || pattern.test(v), {
    message,
  })
}

const OUTLET_IDS = 'outlet_ids must be a list of outlet ids'

/** A list of outlets' public ids (a person's limit, decision 080): at most 100, each an id. */
export const outletIdsField = z
  .array(z.string({ error: OUTLET_IDS }).trim().min(1, OUTLET_IDS).max(40, OUTLET_IDS), {
    error: OUTLET_IDS,
  })
  .max(100, OUTLET_IDS)
