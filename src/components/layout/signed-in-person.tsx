import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/i18n/i18n'
import { useSessionRefresh } from '../../lib/session/session-refresh'
import type { SessionUser } from '../../lib/session/session-store'
import * as m from '../people-messages'
import { roleLabel } from '../role-label'

/*
 * The signed-in person's parts of the shell, loaded apart from the layout with their texts
 * (the `people` part): a cold counter draws without them (decision 062's budget).
 */

/** 'Priya Shah · Finance': who is signed in, in which role. */
export function PersonLine({ user, className }: { user: SessionUser; className?: string }) {
  const t = useT()
  return (
    <span className={className}>
      {t(m.personRole, { name: user.name || user.email, role: roleLabel(user.role) })}
    </span>
  )
}

/** Asks the gateway who is signed in while a signed-in screen is open (renders nothing). */
export function SessionRefresh() {
  useSessionRefresh(true)
  return null
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
