import type { ReactNode } from 'react'
import { StatusBadge } from '../../../components/status-badge'
import {
  cardLook,
  CARD_AMOUNT,
  CARD_STATUS,
  DataTable,
  type Column,
} from '../../../components/data-table'
import { formatDateTime, formatINR } from '../../../lib/format'
import { topupTone } from '../../../lib/status'
import type { TopupRequest, WalletBucket, WalletTransaction } from '../api'
import { bucketLabel } from '../statement'
import { entryStyle, entryTypeLabel, referenceLabel } from '../transaction-style'

// Below 640 px each row is a card: the amount and the type/status on top, then labelled lines.
const LOOK = cardLook({ th: 'px-4 py-3 whitespace-nowrap', td: 'sm:px-4 sm:py-3' })
const MONO = 'truncate font-mono text-xs'

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
  const columns: Array<Column<WalletTransaction>> = [
    {
      header: 'Type',
      card: 'free',
      className: '-order-1 justify-self-end text-right sm:text-left',
      render: (txn) => {
        const otherBucket = txn.bucket && txn.bucket !== bucket ? bucketLabel(txn.bucket) : ''
        // The gateway's own words when it sends them: the statement file uses the same ones.
        const words = txn.entry_label && txn.type_label
        return (
          <>
            <span className={`font-medium text-slate-900 ${words ? '' : 'capitalize'}`}>
              {txn.entry_label || entryTypeLabel(txn) || '—'}
            </span>
            {words ? (
              <span className="block text-xs text-slate-600">{txn.type_label}</span>
            ) : (
              txn.transaction_type &&
              txn.reference_type && (
                <span className="block text-xs text-slate-600 capitalize">
                  {referenceLabel(txn)}
                </span>
              )
            )}
            {otherBucket && (
              <span className="block text-xs text-slate-600" data-testid="row-bucket">
                {otherBucket} balance
              </span>
            )}
          </>
        )
      },
    },
    {
      header: 'Description',
      render: (txn) => (
        <span className="min-w-0 text-right sm:text-left">{txn.description || '—'}</span>
      ),
    },
    {
      header: 'Reference',
      render: (txn) => <span className={MONO}>{txn.reference_id || '—'}</span>,
    },
    {
      header: 'Amount',
      alignEnd: true,
      card: 'free',
      className: (txn) => `${CARD_AMOUNT} ${entryStyle(txn).className}`,
      cellData: (txn) => ({ 'data-direction': entryStyle(txn).direction }),
      render: (txn) => (
        <>
          {entryStyle(txn).sign}
          {formatINR(txn.amount)}
        </>
      ),
    },
    {
      header: 'Balance After',
      alignEnd: true,
      className: 'tabular-nums sm:text-right',
      render: (txn) => (
        <span data-testid="balance-after">{formatINR(txn.balance_after ?? txn.balance)}</span>
      ),
    },
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      render: (txn) => formatDateTime(txn.created_at),
    },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(txn, index) => String(txn.id ?? index)}
      rowTestId="wallet-transaction-row"
      look={LOOK}
      empty={<Empty>No transactions found</Empty>}
    />
  )
}

const TOPUP_COLUMNS: Array<Column<TopupRequest>> = [
  {
    header: 'Request ID',
    render: (topup) => <span className={MONO}>{topup.request_id}</span>,
  },
  {
    header: 'Amount',
    alignEnd: true,
    card: 'free',
    className: CARD_AMOUNT,
    render: (topup) => formatINR(topup.amount),
  },
  { header: 'Transfer Type', render: (topup) => topup.transfer_type || '—' },
  {
    header: 'Reference',
    render: (topup) => <span className={MONO}>{topup.reference_number || '—'}</span>,
  },
  {
    header: 'Status',
    card: 'free',
    className: `${CARD_STATUS} sm:justify-self-auto`,
    render: (topup) => {
      // product.md §4: a top-up without a status is pending.
      const status = topup.status || 'pending'
      return <StatusBadge status={status} tone={topupTone(status)} />
    },
  },
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    render: (topup) => formatDateTime(topup.created_at),
  },
]

export function TopupsTable({ rows }: { rows: TopupRequest[] }) {
  return (
    <DataTable
      rows={rows}
      columns={TOPUP_COLUMNS}
      rowKey={(topup) => topup.request_id}
      rowTestId="topup-row"
      look={LOOK}
      empty={<Empty>No top-up requests found</Empty>}
    />
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="p-8 text-center text-slate-700">{children}</p>
}
