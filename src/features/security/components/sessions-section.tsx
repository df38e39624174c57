import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone'
import { formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { SecuritySession } from '../api'
import * as m from '../messages'
import { allSessionsQueryOptions, useSignOutOthers, useSignOutSession } from '../queries'

type Props = { sessions: SecuritySession[]; canSeeEveryone: boolean }

/**
 * The person's sessions (device, address, last seen; 'This device' on the current one), each
 * signed out on its own or all but this one together. An owner may show everyone's.
 */
export function SessionsSection({ sessions, canSeeEveryone }: Props) {
  const t = useT()
  const [everyone, setEveryone] = useState(false)
  const all = useQuery({ ...allSessionsQueryOptions(), enabled: everyone })
  const signOut = useSignOutSession()
  const signOutOthers = useSignOutOthers()
  const rows = everyone ? (all.data ?? []) : sessions
  const others = sessions.some((session) => !session.current)

  return (
    <section aria-labelledby="sessions-title" className="card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="sessions-title" className="flex items-center gap-2 text-lg font-semibold">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-brand-600" />
          {t(m.sessionsTitle)}
        </h3>
        {canSeeEveryone && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={everyone}
              onChange={(e) => setEveryone(e.target.checked)}
              className="size-4"
            />
            {t(m.everyonesSessions)}
          </label>
        )}
      </div>
      <ul className="mt-4 divide-y divide-slate-200">
        {rows.map((session) => {
          const device = session.device || t(m.unknownDevice)
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t(m.thisDevice)}
                    </span>
                  )}
                </p>
                <p className="text-slate-600">
                  {everyone && session.person?.name ? `${session.person.name} · ` : ''}
                  {session.address ?? '—'} · {t(m.lastSeen)}:{' '}
                  {formatDateTime(session.last_seen_at ?? session.created_at)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t(m.signOutSessionOf, { device })}
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(session.id)}
                >
                  {t(m.signOutSession)}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {!everyone &&
        (others ? (
          <button
            type="button"
            className="btn-secondary mt-3"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate(undefined)}
          >
            {t(m.signOutOthers)}
          </button>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t(m.noSessions)}</p>
        ))}
    </section>
  )
}
