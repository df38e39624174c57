import { createFileRoute, Navigate } from '@tanstack/react-router'
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { SettingsTabs } from '../../components/settings-tabs'
import { NoAccess } from '../../components/layout/person-parts'
import { PageSpinner } from '../../components/spinner'
import type { Action } from '../../lib/session/permissions'
import { useCan } from '../../lib/session/use-can'

/*
 * Settings → Team, Security, Outlets and Approvals (product.md §2.15, §2.16, §2.23, §2.19): one route draws the
 * three (a path parameter, not a splat: a splat would also match /settings itself), as the root's
 * `$` draws the account pages, because each route is a line in the route
 * tree, which is boot code: /login's and a cold counter's downloads (their budgets, decision 023).
 * Activity keeps a route of its own: its filters are the route's search. Each screen is its own
 * lazy file, so opening one does not download the others. Any other address goes to Settings.
 */
type Page = LazyExoticComponent<ComponentType>

const SCREENS: Record<string, { action: Action; Page: Page } | undefined> = {
  team: {
    action: 'team.read',
    Page: lazy(() =>
      import('../../features/team/components/team-page').then((m) => ({ default: m.TeamPage })),
    ),
  },
  security: {
    action: 'security.self',
    Page: lazy(() =>
      import('../../features/security/components/security-page').then((m) => ({
        default: m.SecurityPage,
      })),
    ),
  },
  outlets: {
    action: 'outlets.read',
    Page: lazy(() =>
      import('../../features/settings/components/outlets-page').then((m) => ({
        default: m.OutletsPage,
      })),
    ),
  },
  approvals: {
    action: 'approvals.read',
    Page: lazy(() =>
      import('../../features/approvals/components/rules-page').then((m) => ({
        default: m.RulesPage,
      })),
    ),
  },
}

export const Route = createFileRoute('/_authed/settings_/$section')({
  // The three screens' texts together: a few KB more on these screens, one entry in the boot code.
  staticData: { texts: ['team', 'security', 'people', 'payouts', 'gateway', 'settings'] },
  component: SettingsSectionRoute,
})

function SettingsSectionRoute() {
  const screen = SCREENS[Route.useParams().section]
  if (!screen) return <Navigate to="/settings" replace />
  return <SettingsSection action={screen.action} Page={screen.Page} />
}

function SettingsSection({ action, Page }: { action: Action; Page: Page }) {
  // A section this person's role cannot use, opened by its address: the layout's calm page.
  if (!useCan(action)) {
    return (
      <Suspense fallback={null}>
        <NoAccess />
      </Suspense>
    )
  }
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </div>
  )
}
