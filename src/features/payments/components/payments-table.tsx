import { PayinStatus } from '../../../components/payin-status'
import { cardLook, CARD_STATUS, DataTable, type Column } from '../../../components/data-table'
import { CopyableId, StackedDateTime, ViewButton } from '../../../components/lists/table-cells'
import type { Payin } from '../../../lib/lists/payin-list'
import { useT } from '../../../lib/i18n/i18n'
import { payinMoney } from '../payin-money'
import * as m from '../messages'
import { payinOutletName } from '../payin-outlet'

type Props = {
  rows: Payin[]
  showRates: boolean
  /** The Outlet column, with a second open outlet (decision 080). */
  showOutlet?: boolean
  onView: (payin: Payin) => void
}

const LOOK = cardLook({ th: 'px-2 py-3', td: 'sm:px-2 sm:py-2.5' })
// Cut to fit, the full value in the title (hover) and the DOM text (screen readers), copyable, and
// whole in the details modal. Not a tab stop each (20 rows × 3 IDs would be 60 more stops), and
// not widened on focus: rows that change height as focus moves make click targets jump.
const CUT_ID = 'truncate rounded font-mono text-xs'
const MONEY = 'tabular-nums sm:text-right sm:whitespace-nowrap'

/** The payments list; the page wraps it so a wide table scrolls sideways inside its card. */
export function PaymentsTable({ rows, showRates, showOutlet = false, onView }: Props) {
  const t = useT()
  const columns: Array<Column<Payin> | false> = [
    {
      header: t(m.transactionId),
      render: (payin) => (
        <CopyableId
          value={payin.transaction_id}
          copyLabel={t(m.copyTransactionId)}
          className={`${CUT_ID} sm:max-w-[6rem]`}
          markFull
        />
      ),
    },
    {
      header: t(m.orderId),
      // A counter sale's order ID is a generated ORD number that says nothing to the merchant:
      // the cell names the sale, the details keep the number (product.md §2.5, as built).
      render: (payin) =>
        payin.channel === 'counter' || payin.channel === 'qr' ? (
          <span title={payin.order_id ?? undefined} className="sm:whitespace-nowrap">
            {payin.channel === 'qr' ? t(m.qrPayment) : t(m.counterSale)}
          </span>
        ) : (
          <span
            title={payin.order_id ?? undefined}
            className={`${CUT_ID} sm:block sm:max-w-[5.5rem]`}
          >
            {payin.order_id || t(m.notAvailable)}
          </span>
        ),
    },
    {
      header: t(m.customer),
      // In the table where the screen has room (the fee and net columns take ~170 px at 1280, so
      // with rates shown from 1440); on a phone's card always.
      tableFrom: showRates ? 1440 : 1280,
      render: (payin) => (
        <span
          title={payin.customer_email ?? payin.customer_name ?? undefined}
          className="min-w-0 truncate sm:block sm:max-w-[8rem]"
        >
          {payin.customer_name || '—'}
        </span>
      ),
    },
    showOutlet && {
      header: t(m.outlet),
      tableFrom: 1280,
      render: (payin) => (
        <span className="min-w-0 sm:block sm:max-w-[8rem] sm:truncate" data-testid="payment-outlet">
          {payinOutletName(payin) ?? t(m.noOutlet)}
        </span>
      ),
    },
    {
      header: t(m.amount),
      alignEnd: true,
      card: 'free',
      className:
        'order-first text-lg font-semibold tabular-nums sm:text-right sm:text-sm sm:font-medium',
      render: (payin) => {
        const money = payinMoney(payin)
        return (
          <>
            <span className="whitespace-nowrap">{money.amount}</span>
            {/* A USD payin's rupee figure (decision 030), free to wrap in a narrow column. */}
            {money.inr && (
              <span className="block text-xs font-normal text-slate-600">{money.inr}</span>
            )}
          </>
        )
      },
    },
    showRates && {
      header: t(m.fee),
      alignEnd: true,
      className: MONEY,
      render: (payin) => payinMoney(payin).fee,
    },
    showRates && {
      header: t(m.netAmount),
      alignEnd: true,
      className: MONEY,
      render: (payin) => payinMoney(payin).net,
    },
    {
      header: t(m.utrReference),
      render: (payin) => (
        <span title={payin.utr ?? undefined} className={`${CUT_ID} sm:block sm:max-w-[6rem]`}>
          {payin.utr || t(m.notAvailable)}
        </span>
      ),
    },
    {
      header: t(m.status),
      card: 'free',
      className: CARD_STATUS,
      render: (payin) => <PayinStatus payin={payin} />,
    },
    {
      header: t(m.date),
      className: 'whitespace-nowrap',
      render: (payin) => <StackedDateTime value={payin.created_at} />,
    },
    {
      header: t(m.actions),
      alignEnd: true,
      card: 'free',
      className: 'col-span-2 sm:text-right',
      // Pinned: at 1024 px with rates shown the view button is never cut off.
      pinned: true,
      render: (payin) => (
        <ViewButton
          label={t(m.viewPayment, { id: payin.transaction_id })}
          onClick={() => onView(payin)}
        />
      ),
    },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(payin) => payin.transaction_id}
      rowTestId="payment-row"
      look={LOOK}
    />
  )
}
