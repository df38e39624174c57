import ExternalLink from 'lucide-react/icons/external-link'
import FileDown from 'lucide-react/icons/file-down'
import { CopyButton } from '../../../components/copy-button'
import { Modal } from '../../../components/modal'
import { PaymentQr } from '../../../components/sale/payment-qr'
import { API_BASE_URL } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter, StandeeSize, StandingQr } from '../api'
import * as m from '../messages'
import { useDownloadStandee } from '../queries'

type Props = { counter: Counter & { standing_qr: StandingQr }; onClose: () => void }

/** The sandbox's payee addresses end so (decision 078: the merchant's VPA with a suffix). */
const SANDBOX_VPA = /@sandbox$/i

/**
 * 'Standing QR' of a counter (decision 078): the static UPI intent drawn as the portal draws a
 * sale's QR, its payee address to copy, and the printable standees (A6, A5) from the gateway,
 * downloaded with this session's credentials. In the sandbox, a link to its UPI app's page for
 * this address, where a payment to it can be made by hand.
 */
export function StandingQrDialog({ counter, onClose }: Props) {
  const t = useT()
  const download = useDownloadStandee()
  const { vpa, intent } = counter.standing_qr
  const busy = download.isPending ? download.variables.size : null

  function save(size: StandeeSize) {
    if (!download.isPending) download.mutate({ counterId: counter.counter_id, size })
  }

  return (
    <Modal
      open
      title={t(m.standingQrTitle, { name: counter.name })}
      onClose={onClose}
      size="max-w-md"
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t(m.standingQrHowTo)}</p>
        <div data-testid="standing-qr">
          <PaymentQr value={intent} alt={t(m.standingQrImage, { name: counter.name })} />
        </div>
        <div>
          <p className="text-sm text-slate-600">{t(m.payeeAddress)}</p>
          <p className="flex items-center gap-2">
            <span className="font-mono text-sm break-all text-slate-900" data-testid="standing-vpa">
              {vpa}
            </span>
            <CopyButton value={vpa} label={t(m.copyPayeeAddress)} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StandeeButton size="a6" busy={busy} onClick={save} label={t(m.downloadA6)} />
          <StandeeButton size="a5" busy={busy} onClick={save} label={t(m.downloadA5)} />
        </div>
        {SANDBOX_VPA.test(vpa) && (
          <a
            href={sandboxPayUrl(vpa)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm text-brand-700 hover:text-brand-800 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t(m.sandboxPay)}
          </a>
        )}
      </div>
    </Modal>
  )
}

function StandeeButton(props: {
  size: StandeeSize
  busy: StandeeSize | null
  label: string
  onClick: (size: StandeeSize) => void
}) {
  const t = useT()
  return (
    <button
      type="button"
      className="btn-secondary inline-flex items-center gap-1.5"
      disabled={props.busy !== null}
      aria-busy={props.busy === props.size || undefined}
      onClick={() => props.onClick(props.size)}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {props.busy === props.size ? t(m.downloading) : props.label}
    </button>
  )
}

/** The sandbox UPI app's page for a payee address, on the gateway the portal talks to. */
function sandboxPayUrl(vpa: string): string {
  const gateway = new URL(API_BASE_URL, window.location.href)
  return new URL(`/sandbox/standing/${encodeURIComponent(vpa)}`, gateway.origin).href
}
