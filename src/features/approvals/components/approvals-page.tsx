import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Pagination } from '../../../components/lists/pagination'
import { errorMessage } from '../../../lib/http/api-client'
import type { Approval } from '../../../lib/http/approvals-support'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import { APPROVALS_PAGE_SIZE, INBOX_TABS, type InboxTab } from '../api'
import * as m from '../messages'
import { approvalsQueryOptions, approvedText, useApprove, useApproveMany } from '../queries'
import { ApprovalCard } from './approval-card'
import { RejectDialog } from './reject-dialog'

const TAB_LABEL = {
  for_me: m.tabForMe,
  pending: m.tabPending,
  decided: m.tabDecided,
  mine: m.tabMine,
} as const

/**
 * The Approvals inbox (product.md §2.19): the requests waiting for this person first, then every
 * pending one, the decided ones and their own. Approve one (after 'Confirm it's you'), reject one
 * with a reason, or select many and approve them with one confirmation.
 */
export function ApprovalsPage() {
  const t = useT()
  const [tab, setTab] = useState<InboxTab>('for_me')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [rejecting, setRejecting] = useState<Approval | null>(null)
  const list = useQuery(approvalsQueryOptions(tab, page))
  const approve = useApprove()
  const approveMany = useApproveMany()
  const busy = approve.isPending || approveMany.isPending
  const rows = list.data?.rows ?? []
  const decidable = rows.filter((row) => row.can_decide && row.status === 'pending')
  const chosen = decidable.filter((row) => selected.has(row.request_id))

  function open(next: InboxTab) {
    setTab(next)
    setPage(1)
    setSelected(new Set())
  }

  function choose(id: string, on: boolean) {
    setSelected((before) => {
      const next = new Set(before)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  function approveOne(approval: Approval) {
    approve.mutate(approval.request_id, {
      onSuccess: (result) => toast.success(approvedText(result)),
      onError: (error) => toast.error(errorMessage(error, t(m.approveFailed))),
    })
  }

  function approveChosen() {
    approveMany.mutate(
      chosen.map((row) => row.request_id),
      {
        onSuccess: () => setSelected(new Set()),
        onError: (error) => toast.error(errorMessage(error, t(m.approveFailed))),
      },
    )
  }

  return (
    <section aria-labelledby="approvals-title" className="space-y-4">
      <div>
        <h2 id="approvals-title" className="text-2xl font-semibold text-slate-900">
          {t(m.title)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(m.intro)}</p>
      </div>
      <div
        role="group"
        aria-label={t(m.tabs)}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {INBOX_TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            onClick={() => open(name)}
            className={`min-h-11 border-b-2 px-4 text-sm font-medium whitespace-nowrap ${
              tab === name
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      {decidable.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.length === decidable.length}
              onChange={(e) =>
                setSelected(new Set(e.target.checked ? decidable.map((r) => r.request_id) : []))
              }
            />
            {t(m.selectAll)}
          </label>
          {chosen.length > 0 && (
            <button type="button" className="btn-primary" disabled={busy} onClick={approveChosen}>
              {approveMany.isPending
                ? t(m.approving)
                : t(m.approveSelected, { count: chosen.length })}
            </button>
          )}
        </div>
      )}
      {list.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : list.isError && !list.data ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, t(m.loadFailed))}
        </p>
      ) : rows.length === 0 ? (
        <p className="card text-sm text-slate-600">
          {t(tab === 'for_me' ? m.emptyForMe : m.empty)}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t(TAB_LABEL[tab])}>
          {rows.map((approval) => (
            <ApprovalCard
              key={approval.request_id}
              approval={approval}
              selected={selected.has(approval.request_id)}
              onSelect={(on) => choose(approval.request_id, on)}
              onApprove={() => approveOne(approval)}
              onReject={() => setRejecting(approval)}
              busy={busy}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        limit={APPROVALS_PAGE_SIZE}
        totalCount={list.data?.totalCount ?? null}
        totalPages={list.data?.totalPages ?? null}
        onPageChange={setPage}
      />
      <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />
    </section>
  )
}
