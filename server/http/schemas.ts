import * as z from 'zod'

/** Optional free text: '' and null clear the field, otherwise trimmed and length-capped. */
export function optionalText(label: string, max: number) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() || null : v))
    .refine((v) => v === undefined || v === null || v.length <= max, {
      message: `${label} must be at most ${max} characters`,
    })
}

/** An optional http(s) URL ('' or null clears it). Other schemes (javascript:, file:) are refused. */
export function httpUrl(label: string) {
  return optionalText(label, 2048).refine(
    (v) => {
      if (v === undefined || v === null) return true
      try {
        const url = new URL(v)
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      } catch {
        return false
      }
    },
    { message: `${label} must be an http or https URL` },
  )
}
