import { t } from '../../lib/i18n/i18n'
import { roles } from './messages'

/** A role's name in the current language; a role this portal does not know shows as sent. */
export function roleLabel(role: string): string {
  const name = roles[role]
  return name ? t(name) : role
}
