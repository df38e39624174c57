import Copy from 'lucide-react/icons/copy'
import { useT } from '../../lib/i18n/i18n'
import { toast } from '../../lib/toast/toast'
import { copyText } from '../../lib/ui/clipboard'
import * as m from './messages'
import { OtpQr } from './otp-qr'

/** A new authenticator secret: its QR to scan, and the key as text for typing in by hand. */
export function AuthenticatorKey({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const t = useT()
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t(m.scanQr)}</p>
      <OtpQr value={otpauthUrl} alt={t(m.qrAlt)} />
      <div>
        <p id="two-step-secret-label" className="text-sm text-slate-700">
          {t(m.manualEntry)}
        </p>
        <div className="mt-1 flex items-center gap-2">
          <code
            aria-labelledby="two-step-secret-label"
            data-testid="two-step-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          >
            {secret}
          </code>
          {/* Not the shared CopyButton: its texts load with the signed-in screens, and this
              shows on /login too (an enrolment at sign-in). */}
          <button
            type="button"
            aria-label={t(m.copyKey)}
            className="icon-btn shrink-0"
            onClick={() =>
              void copyText(secret).then((copied) => copied && toast.success(t(m.keyCopied)))
            }
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </div>
  )
}
