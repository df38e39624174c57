import { t } from '../lib/i18n/i18n'
import * as m from './people-messages'

/** A role's name in the current language; a role this portal does not know shows as sent. */
export function roleLabel(role: string): string {
  const label = m.roles[role]
  return label ? t(label) : role
}
