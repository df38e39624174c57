import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import UserPlus from 'lucide-react/icons/user-plus'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import { useSession } from '../../../lib/session/use-session'
import type { Person } from '../api'
import * as m from '../messages'
import { teamQueryOptions } from '../queries'
import { ChangeRoleDialog } from './change-role-dialog'
import { DeactivateDialog } from './deactivate-dialog'
import { InviteDialog } from './invite-dialog'
import { TeamTable } from './team-table'
import { PersonOutletsDialog } from './person-outlets-dialog'
import { useOutlets } from '../../../lib/outlets/use-outlets'

type Open = { kind: 'role' | 'deactivate' | 'outlets'; person: Person } | { kind: 'invite' } | null

/**
 * Settings → Team (product.md §2.15): who signs in to the business, in which role, with 2-step
 * on or off, when last active. A person with team.manage invites, changes roles, deactivates and
 * resends invitations; with team.read only, they see the list.
 */
export function TeamPage() {
  const t = useT()
  const team = useQuery(teamQueryOptions())
  const manage = useCan('team.manage')
  const me = useSession()?.user?.id ?? null
  const [open, setOpen] = useState<Open>(null)
  const outlets = useOutlets()
  const close = () => setOpen(null)

  return (
    <section aria-labelledby="team-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="team-title" className="text-2xl font-semibold text-slate-900">
            {t(m.title)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(m.intro)}</p>
        </div>
        {manage && team.data && (
          <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'invite' })}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t(m.invite)}
          </button>
        )}
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {team.isPending ? (
          <p className="p-4 text-sm text-slate-600">{t(m.loading)}</p>
        ) : team.data === null ? (
          <p className="p-4 text-sm text-slate-600">{t(m.unavailable)}</p>
        ) : team.data ? (
          <TeamTable
            people={team.data}
            me={me}
            manage={manage}
            onChangeRole={(person) => setOpen({ kind: 'role', person })}
            onDeactivate={(person) => setOpen({ kind: 'deactivate', person })}
            outlets={outlets.many}
            onOutlets={(person) => setOpen({ kind: 'outlets', person })}
          />
        ) : (
          <p role="alert" className="p-4 text-sm text-red-700">
            {t(m.loadFailed)}
          </p>
        )}
      </div>
      <InviteDialog open={open?.kind === 'invite'} outlets={outlets} onClose={close} />
      <PersonOutletsDialog
        person={open?.kind === 'outlets' ? open.person : null}
        outlets={outlets}
        onClose={close}
      />
      <ChangeRoleDialog person={open?.kind === 'role' ? open.person : null} onClose={close} />
      <DeactivateDialog person={open?.kind === 'deactivate' ? open.person : null} onClose={close} />
    </section>
  )
}
