import { Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Info from 'lucide-react/icons/info'
import { useT } from '../../../lib/i18n/i18n'
import { showsRates } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import * as m from '../messages'
import { BeneficiaryFields } from './beneficiary-fields'
import { PayoutDetailsFields } from './payout-details-fields'
import { ReviewPayoutModal } from './review-payout-modal'
import { useCreatePayout } from './use-create-payout'

type Props = { onCreated: () => void }

/** product.md §2.8 Create Payout, with its as-built checks and the review before sending. */
export function CreatePayoutForm({ onCreated }: Props) {
  const t = useT()
  const session = useSession()
  const form = useCreatePayout(onCreated)
  const { busy } = form

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-start gap-2">
        <Link to="/payouts" aria-label={t(m.backToPayouts)} className="icon-btn shrink-0">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{t(m.createPayout)}</h2>
          <p className="text-sm text-slate-600">{t(m.subtitle)}</p>
        </div>
      </div>

      <form onSubmit={(e) => void form.submit(e)} noValidate className="card space-y-6">
        <PayoutDetailsFields form={form} />

        <hr className="border-slate-200" />

        <BeneficiaryFields form={form} />

        <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="list-disc space-y-1 pl-4">
            <li>{t(m.noteBalance)}</li>
            <li>{t(m.noteImps)}</li>
            <li>{t(m.noteNeft)}</li>
            <li>{t(m.noteFees)}</li>
          </ul>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Link to="/payouts" className="btn-secondary">
            {t(m.cancel)}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy}>
            {t(busy ? m.processing : m.initiate)}
          </button>
        </div>
      </form>

      <ReviewPayoutModal
        review={form.review}
        showRates={showsRates(session?.merchant)}
        sending={form.sending}
        onConfirm={form.confirm}
        onClose={form.closeReview}
      />
    </div>
  )
}
