import { t } from '../lib/i18n/i18n'
import { statuses } from './messages'

/** A status as the merchant reads it: the gateway's word in English, translated otherwise. */
export function statusLabel(status: string | null | undefined): string {
  const key = (status || 'unknown').toLowerCase()
  const descriptor = Object.hasOwn(statuses, key) ? statuses[key] : undefined
  return descriptor ? t(descriptor) : (status ?? '')
}
