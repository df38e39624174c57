import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/i18n/i18n'
import { useSessionRefresh } from '../../lib/session/session-refresh'
import type { SessionUser } from '../../lib/session/session-store'
import { ApprovalsLink } from './approvals-link'
import * as m from './person-messages'

export { StepUpHost } from './step-up-host'

/*
 * The signed-in person's parts of the shell, loaded apart from the layout with their texts
 * (the `people` part): a cold counter draws without them (decision 062's budget). The step-up
 * host comes with them: the guarded calls are made on the screens that load them.
 */

/** 'Priya Shah · Finance': who is signed in, in which role. */
export function PersonLine({ user, className }: { user: SessionUser; className?: string }) {
  const t = useT()
  return (
    <span className={className}>
      {t(m.personRole, { name: user.name || user.email, role: roleName(user.role, t) })}
    </span>
  )
}

/** A role's name in the current language; a role this portal does not know shows as sent. */
function roleName(role: string, t: ReturnType<typeof useT>): string {
  const name = m.roles[role]
  return name ? t(name) : role
}

/**
 * Asks the gateway who is signed in while a signed-in screen is open; and puts 'Approvals' in the
 * menu (approvals-link.tsx), drawn from here so the layout a cold counter loads stays as it was.
 */
export function SessionRefresh() {
  useSessionRefresh(true)
  return <ApprovalsLink />
}

/**
 * A screen the person's role cannot use, opened by its address: said calmly, with a way back.
 * The gateway refuses its calls regardless; this only spares the person a screen of errors.
 */
export function NoAccess() {
  const t = useT()
  return (
    <section className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{t(m.noAccessTitle)}</h2>
      <p className="mt-2 text-sm text-slate-600">{t(m.noAccessBody)}</p>
      <Link to="/dashboard" className="btn-primary mt-5 inline-flex">
        {t(m.noAccessBack)}
      </Link>
    </section>
  )
}
