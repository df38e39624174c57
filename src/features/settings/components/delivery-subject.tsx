import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/i18n/i18n'
import type { WebhookDelivery } from '../api'
import * as m from '../messages'

const ID = 'mt-0.5 block max-w-44 truncate font-mono text-xs'

/**
 * The payment or payout a delivery was about, linked to its details: the list searched for its
 * id, with the details open (`view`). A test event, or an older gateway's row, names none and
 * shows nothing.
 */
export function DeliverySubject({ row }: { row: WebhookDelivery }) {
  const t = useT()
  if (row.transaction_id) {
    const id = row.transaction_id
    return (
      <Link
        to="/payments"
        search={{ page: 1, search: id, view: id }}
        aria-label={t(m.paymentSubject, { id })}
        title={id}
        className={`${ID} text-brand-700 hover:text-brand-800 hover:underline`}
      >
        {id}
      </Link>
    )
  }
  if (row.payout_id) {
    const id = row.payout_id
    return (
      <Link
        to="/payouts"
        search={{ page: 1, search: id, view: id }}
        aria-label={t(m.payoutSubject, { id })}
        title={id}
        className={`${ID} text-brand-700 hover:text-brand-800 hover:underline`}
      >
        {id}
      </Link>
    )
  }
  return null
}
