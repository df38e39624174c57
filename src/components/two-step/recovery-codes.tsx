import { toast } from '../../lib/toast/toast'
import { copyText } from '../../lib/ui/clipboard'
import { saveText } from '../../lib/lists/download'
import { useT } from '../../lib/i18n/i18n'
import * as m from './messages'

/** `business` names them in the downloaded file. */
type Props = { codes: string[]; business: string; onDone: () => void }

/** The ten recovery codes, shown once (after turning 2-step on or regenerating them). */
export function RecoveryCodes({ codes, business, onDone }: Props) {
  const t = useT()
  const text = [t(m.codesFileHeading, { business }), '', ...codes, ''].join('\n')

  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h4 className="font-semibold text-slate-900">{t(m.recoveryTitle)}</h4>
      <p className="mt-1 text-sm text-slate-800">{t(m.recoveryIntro)}</p>
      <ul
        aria-label={t(m.recoveryTitle)}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            void copyText(codes.join('\n')).then(
              (copied) => copied && toast.success(t(m.codesCopied)),
            )
          }
        >
          {t(m.copyCodes)}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => saveText(text, 'recovery-codes.txt', 'text/plain;charset=utf-8')}
        >
          {t(m.downloadCodes)}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          {t(m.codesSaved)}
        </button>
      </div>
    </div>
  )
}
