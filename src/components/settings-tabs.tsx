import type { MessageDescriptor } from '@lingui/core'
import { Link, useRouter } from '@tanstack/react-router'
import { useT } from '../lib/i18n/i18n'
import { can, type Action } from '../lib/session/permissions'
import { useSession } from '../lib/session/use-session'
import * as m from './people-messages'

/** `route`: the route that draws it, when not its own address (settings_.$section.tsx draws three). */
export type SettingsSection = {
  to: string
  label: MessageDescriptor
  action?: Action
  route?: string
}

/**
 * Settings' sections, in order. A section shows when its route exists in this build and the
 * person may use it: a section is added by its route (or a screen of settings_.$section.tsx) and a line
 * here, nothing else.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { to: '/settings', label: m.settingsGeneral },
  { to: '/settings/team', label: m.settingsTeam, action: 'team.read', route: '/settings/$section' },
  {
    to: '/settings/security',
    label: m.settingsSecurity,
    action: 'security.self',
    route: '/settings/$section',
  },
  {
    to: '/settings/outlets',
    label: m.settingsOutlets,
    action: 'outlets.read',
    route: '/settings/$section',
  },
  { to: '/settings/activity', label: m.settingsActivity, action: 'activity.read' },
  {
    to: '/settings/approvals',
    label: m.settingsApprovals,
    action: 'approvals.read',
    route: '/settings/$section',
  },
]

export function SettingsTabs() {
  const t = useT()
  const router = useRouter()
  const user = useSession()?.user
  const sections = SETTINGS_SECTIONS.filter(
    ({ to, action, route }) =>
      (route ?? to) in router.routesByPath && (!action || can(user, action)),
  )
  // One section is no choice: no tabs.
  if (sections.length < 2) return null
  return (
    <nav
      aria-label={t(m.settingsSections)}
      className="-mb-px overflow-x-auto border-b border-slate-200"
    >
      <ul className="flex gap-1">
        {sections.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: true }}
              className="flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-4 text-sm font-medium text-slate-700 hover:text-slate-900"
              activeProps={{
                className: 'border-brand-600 text-brand-700',
                'aria-current': 'page',
              }}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
