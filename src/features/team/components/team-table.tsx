import { cardLook, DataTable, type Column } from '../../../components/data-table'
import { roleLabel } from '../role-label'
import { formatDate, formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Person, PersonStatus } from '../api'
import * as m from '../messages'
import { useResendInvite } from '../queries'

const LOOK = cardLook({ th: 'px-4 py-3 whitespace-nowrap', td: 'sm:px-4 sm:py-3' })

const STATUS = {
  invited: { label: m.statusInvited, tone: 'bg-amber-100 text-amber-900 ring-amber-300' },
  active: { label: m.statusActive, tone: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  deactivated: { label: m.statusDeactivated, tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
} as const satisfies Record<PersonStatus, unknown>

type Props = {
  people: Person[]
  /** The signed-in person's id: their own row is marked and offers no change of their own. */
  me: string | null
  manage: boolean
  onChangeRole: (person: Person) => void
  onDeactivate: (person: Person) => void
  /** With a second open outlet (decision 080): the Outlets column and its change. */
  outlets?: boolean
  onOutlets?: (person: Person) => void
}

export function TeamTable(props: Props) {
  const { people, me, manage, onChangeRole, onDeactivate, outlets = false, onOutlets } = props
  const t = useT()
  const resend = useResendInvite()
  const columns: Array<Column<Person> | false> = [
    {
      header: t(m.name),
      card: 'free',
      className: 'col-span-2 font-medium text-slate-900',
      render: (p) => (p.id === me ? t(m.you, { name: p.name }) : p.name),
    },
    { header: t(m.email), render: (p) => <span className="break-all">{p.email}</span> },
    { header: t(m.role), render: (p) => roleLabel(p.role) },
    outlets && {
      header: t(m.outlets),
      cellData: (p) => ({ 'data-outlets': p.outlets.map((o) => o.outlet_id).join(' ') }),
      render: (p) =>
        p.outlets.length === 0 ? t(m.everyOutlet) : p.outlets.map((o) => o.name).join(', '),
    },
    { header: t(m.twoStep), render: (p) => t(p.two_step ? m.twoStepOn : m.twoStepOff) },
    {
      header: t(m.lastActive),
      render: (p) => (p.last_active_at ? formatDateTime(p.last_active_at) : t(m.never)),
    },
    {
      header: t(m.status),
      cellData: (p) => ({ 'data-status': p.status }),
      render: (p) => (
        <span className="flex flex-col items-start gap-1">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS[p.status].tone}`}
          >
            {t(STATUS[p.status].label)}
          </span>
          {p.status === 'invited' && p.invite_expires_at && (
            <span className="text-xs text-slate-600">
              {t(m.inviteExpires, { date: formatDate(p.invite_expires_at) })}
            </span>
          )}
        </span>
      ),
    },
    manage && {
      header: t(m.actions),
      card: 'free',
      className: 'col-span-2',
      render: (p) =>
        p.status === 'deactivated' || p.id === me ? null : (
          <span className="flex flex-wrap gap-2">
            {p.status === 'invited' && (
              <button
                type="button"
                className="btn-secondary"
                aria-label={t(m.resendFor, { name: p.name })}
                disabled={resend.isPending}
                onClick={() => resend.mutate({ id: p.id, email: p.email })}
              >
                {t(m.resend)}
              </button>
            )}
            <button
              type="button"
              className="btn-secondary"
              aria-label={t(m.changeRoleFor, { name: p.name })}
              onClick={() => onChangeRole(p)}
            >
              {t(m.changeRole)}
            </button>
            {outlets && onOutlets && p.role !== 'owner' && (
              <button
                type="button"
                className="btn-secondary"
                aria-label={t(m.editOutletsFor, { name: p.name })}
                onClick={() => onOutlets(p)}
              >
                {t(m.editOutlets)}
              </button>
            )}
            <button
              type="button"
              className="btn-secondary text-red-700"
              aria-label={t(m.deactivateFor, { name: p.name })}
              onClick={() => onDeactivate(p)}
            >
              {t(m.deactivate)}
            </button>
          </span>
        ),
    },
  ]
  return (
    <DataTable
      rows={people}
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="team-row"
      look={LOOK}
    />
  )
}
