import type { ReactNode } from 'react'
import { StatusBadge } from '../../../components/status-badge'
import {
  cardLook,
  CARD_AMOUNT,
  CARD_STATUS,
  DataTable,
  type Column,
} from '../../../components/data-table'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { topupTone } from '../../../lib/ui/status'
import type { TopupRequest, WalletBucket, WalletTransaction } from '../api'
import * as m from '../messages'
import { bucketLabel } from '../statement'
import { entryStyle, entryTypeLabel, gatewayWord, referenceLabel } from '../transaction-style'

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
  const t = useT()
  const columns: Array<Column<WalletTransaction>> = [
    {
      header: t(m.type),
      card: 'free',
      className: '-order-1 justify-self-end text-right sm:text-left',
      render: (txn) => {
        const otherBucket = txn.bucket && txn.bucket !== bucket ? bucketLabel(txn.bucket) : ''
        // The gateway's own words when it sends them: the statement file uses the same ones.
        const words = txn.entry_label && txn.type_label
        return (
          <>
            <span className={`font-medium text-slate-900 ${words ? '' : 'capitalize'}`}>
              {txn.entry_label ? gatewayWord(txn.entry_label) : entryTypeLabel(txn) || '—'}
            </span>
            {words ? (
              <span className="block text-xs text-slate-600">{gatewayWord(words)}</span>
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
                {t(m.otherBalance, { balance: otherBucket })}
              </span>
            )}
          </>
        )
      },
    },
    {
      header: t(m.description),
      render: (txn) => (
        <span className="min-w-0 text-right sm:text-left">
          {txn.description ? gatewayText(txn.description) : '—'}
        </span>
      ),
    },
    {
      header: t(m.reference),
      render: (txn) => <span className={MONO}>{txn.reference_id || '—'}</span>,
    },
    {
      header: t(m.amount),
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
      header: t(m.balanceAfter),
      alignEnd: true,
      className: 'tabular-nums sm:text-right',
      render: (txn) => (
        <span data-testid="balance-after">{formatINR(txn.balance_after ?? txn.balance)}</span>
      ),
    },
    {
      header: t(m.date),
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
      empty={<Empty>{t(m.noTransactions)}</Empty>}
    />
  )
}

export function TopupsTable({ rows }: { rows: TopupRequest[] }) {
  const t = useT()
  const columns: Array<Column<TopupRequest>> = [
    {
      header: t(m.requestId),
      render: (topup) => <span className={MONO}>{topup.request_id}</span>,
    },
    {
      header: t(m.amount),
      alignEnd: true,
      card: 'free',
      className: CARD_AMOUNT,
      render: (topup) => formatINR(topup.amount),
    },
    { header: t(m.transferType), render: (topup) => topup.transfer_type || '—' },
    {
      header: t(m.reference),
      render: (topup) => <span className={MONO}>{topup.reference_number || '—'}</span>,
    },
    {
      header: t(m.status),
      card: 'free',
      className: `${CARD_STATUS} sm:justify-self-auto`,
      render: (topup) => {
        // product.md §4: a top-up without a status is pending.
        const status = topup.status || 'pending'
        return <StatusBadge status={status} tone={topupTone(status)} />
      },
    },
    {
      header: t(m.date),
      className: 'whitespace-nowrap',
      render: (topup) => formatDateTime(topup.created_at),
    },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(topup) => topup.request_id}
      rowTestId="topup-row"
      look={LOOK}
      empty={<Empty>{t(m.noTopups)}</Empty>}
    />
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="p-8 text-center text-slate-700">{children}</p>
}
