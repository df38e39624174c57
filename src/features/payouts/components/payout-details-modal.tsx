import { Modal } from '../../../components/modal'
import { DetailRow as Row } from '../../../components/detail-row'
import { StatusBadge } from '../../../components/status-badge'
import { feeTax } from '../../../lib/fee-tax'
import { formatDateTime, formatINR } from '../../../lib/format'
import { payoutTone } from '../../../lib/status'
import type { Payout } from '../api'
import { beneficiaryDestination } from '../beneficiary'

type Props = { payout: Payout | null; showRates: boolean; onClose: () => void }

/** product.md §2 'Payout Details'. */
export function PayoutDetailsModal({ payout, showRates, onClose }: Props) {
  const tax = payout ? feeTax(payout.fee, payout.fee_gst, payout.gst_kind) : null
  return (
    <Modal open={payout !== null} title="Payout Details" onClose={onClose}>
      {payout && (
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="Payout ID">
            <span className="font-mono break-all">{payout.payout_id}</span>
          </Row>
          <Row label="Amount">
            <span className="font-semibold tabular-nums">{formatINR(payout.amount)}</span>
          </Row>
          {showRates && (
            <>
              {/* Decision 052: the gateway's charge and its GST apart, when the gateway says. */}
              <Row label="Fee">
                <span className="tabular-nums">{tax ? tax.charge : formatINR(payout.fee)}</span>
              </Row>
              {tax && (
                <Row label={tax.gstLabel}>
                  <span className="tabular-nums">{tax.gst}</span>
                </Row>
              )}
              <Row label="Net Amount">
                <span className="tabular-nums">{formatINR(payout.net_amount)}</span>
              </Row>
            </>
          )}
          <Row label="Status">
            <StatusBadge status={payout.status} tone={payoutTone(payout.status)} />
          </Row>
          {payout.failure_reason && (
            <Row label="Failure Reason">
              <span className="text-red-700">{payout.failure_reason}</span>
            </Row>
          )}
          <Row label="Mode">{payout.mode || 'UPI'}</Row>
          <Row label="Beneficiary Name">{payout.beneficiary_name || '—'}</Row>
          <Row label="Beneficiary VPA/Account">
            <span className="font-mono break-all">{beneficiaryDestination(payout) || '—'}</span>
          </Row>
          {payout.beneficiary_ifsc && (
            <Row label="IFSC Code">
              <span className="font-mono">{payout.beneficiary_ifsc}</span>
            </Row>
          )}
          {payout.gateway_payout_id && (
            <Row label="Gateway Payout ID">
              <span className="font-mono break-all">{payout.gateway_payout_id}</span>
            </Row>
          )}
          {/* Issue 15: the references a merchant quotes to their bank, after the rows of product.md §2. */}
          <Row label="Reference ID">
            <span className="font-mono break-all">{payout.reference_id || 'N/A'}</span>
          </Row>
          <Row label="UTR">
            <span className="font-mono break-all">{payout.utr_number || 'N/A'}</span>
          </Row>
          <Row label="Created At">{formatDateTime(payout.created_at)}</Row>
          <Row label="Updated At">{formatDateTime(payout.updated_at)}</Row>
        </dl>
      )}
    </Modal>
  )
}
