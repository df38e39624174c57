import type { ReactNode } from 'react'
import { StatusBadge } from '../../../components/status-badge'
import { formatDateTime, formatINR } from '../../../lib/format'
import { topupTone } from '../../../lib/status'
import type { TopupRequest, WalletBucket, WalletTransaction } from '../api'
import { bucketLabel } from '../statement'
import { entryStyle, entryTypeLabel } from '../transaction-style'

const TH =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase'
const TD = 'sm:table-cell sm:px-4 sm:py-3 sm:align-middle'
// Below 640 px each row is a card: the amount and the type/status on top, then labelled lines.
const LINE = `col-span-2 flex items-center justify-between gap-3 ${TD}`
const ROW =
  'grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:hover:bg-slate-50'
const BODY =
  'block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0'
const HEAD = 'hidden border-b border-slate-200 bg-slate-50 sm:table-header-group'
const AMOUNT = `order-first text-lg font-semibold whitespace-nowrap tabular-nums sm:order-none sm:text-right sm:text-sm sm:font-medium ${TD}`

function humanize(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ')
}

/**
 * One balance's statement (docs/decisions/031). A row of another balance (a gateway that ignores
 * the bucket filter) says which balance it moves, since its Balance After is of that balance.
 */
export function TransactionsTable({
  rows,
  bucket,
}: {
  rows: WalletTransaction[]
  bucket: WalletBucket
}) {
  if (rows.length === 0) return <Empty>No transactions found</Empty>
  return (
    <table className="w-full text-sm">
      <thead className={HEAD}>
        <tr>
          <th scope="col" className={TH}>
            Type
          </th>
          <th scope="col" className={TH}>
            Description
          </th>
          <th scope="col" className={TH}>
            Reference
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Balance After
          </th>
          <th scope="col" className={TH}>
            Date
          </th>
        </tr>
      </thead>
      <tbody className={BODY}>
        {rows.map((txn, index) => {
          const style = entryStyle(txn)
          const otherBucket = txn.bucket && txn.bucket !== bucket ? bucketLabel(txn.bucket) : ''
          return (
            <tr key={String(txn.id ?? index)} data-testid="wallet-transaction-row" className={ROW}>
              <td className={`-order-1 justify-self-end text-right sm:text-left ${TD}`}>
                <span className="font-medium text-slate-900 capitalize">
                  {entryTypeLabel(txn) || '—'}
                </span>
                {txn.transaction_type && txn.reference_type && (
                  <span className="block text-xs text-slate-600 capitalize">
                    {humanize(txn.reference_type)}
                  </span>
                )}
                {otherBucket && (
                  <span className="block text-xs text-slate-600" data-testid="row-bucket">
                    {otherBucket} balance
                  </span>
                )}
              </td>
              <td className={LINE}>
                <MobileLabel>Description</MobileLabel>
                <span className="min-w-0 text-right sm:text-left">{txn.description || '—'}</span>
              </td>
              <td className={LINE}>
                <MobileLabel>Reference</MobileLabel>
                <span className="truncate font-mono text-xs">{txn.reference_id || '—'}</span>
              </td>
              <td className={`${AMOUNT} ${style.className}`} data-direction={style.direction}>
                {style.sign}
                {formatINR(txn.amount)}
              </td>
              <td className={`${LINE} tabular-nums sm:text-right`}>
                <MobileLabel>Balance After</MobileLabel>
                <span data-testid="balance-after">
                  {formatINR(txn.balance_after ?? txn.balance)}
                </span>
              </td>
              <td className={`${LINE} whitespace-nowrap`}>
                <MobileLabel>Date</MobileLabel>
                {formatDateTime(txn.created_at)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

export function TopupsTable({ rows }: { rows: TopupRequest[] }) {
  if (rows.length === 0) return <Empty>No top-up requests found</Empty>
  return (
    <table className="w-full text-sm">
      <thead className={HEAD}>
        <tr>
          <th scope="col" className={TH}>
            Request ID
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Amount
          </th>
          <th scope="col" className={TH}>
            Transfer Type
          </th>
          <th scope="col" className={TH}>
            Reference
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={TH}>
            Date
          </th>
        </tr>
      </thead>
      <tbody className={BODY}>
        {rows.map((topup) => {
          // SPEC §4: a top-up without a status is pending.
          const status = topup.status || 'pending'
          return (
            <tr key={topup.request_id} data-testid="topup-row" className={ROW}>
              <td className={LINE}>
                <MobileLabel>Request ID</MobileLabel>
                <span className="truncate font-mono text-xs">{topup.request_id}</span>
              </td>
              <td className={AMOUNT}>{formatINR(topup.amount)}</td>
              <td className={LINE}>
                <MobileLabel>Transfer Type</MobileLabel>
                {topup.transfer_type || '—'}
              </td>
              <td className={LINE}>
                <MobileLabel>Reference</MobileLabel>
                <span className="truncate font-mono text-xs">{topup.reference_number || '—'}</span>
              </td>
              <td className={`order-first justify-self-end sm:justify-self-auto ${TD}`}>
                <StatusBadge status={status} tone={topupTone(status)} />
              </td>
              <td className={`${LINE} whitespace-nowrap`}>
                <MobileLabel>Date</MobileLabel>
                {formatDateTime(topup.created_at)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="p-8 text-center text-slate-700">{children}</p>
}

function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 sm:hidden">{children}</span>
}
