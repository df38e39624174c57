import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import KeyRound from 'lucide-react/icons/key-round'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { CopyButton } from '../../../components/copy-button'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { apiKeysQueryOptions, useRegenerateSecret } from '../queries'

// A fixed-length mask: the real secret's length is not shown either.
const MASK = '•'.repeat(32)

/** product.md §2 API Credentials. A failed load is silent (product.md §8): the fields just stay empty. */
export function ApiCredentials() {
  const keys = useQuery(apiKeysQueryOptions())
  const t = useT()
  const regenerate = useRegenerateSecret()
  const [revealed, setRevealed] = useState(false)
  const apiKey = keys.data?.api_key ?? ''
  const secret = keys.data?.api_secret ?? ''
  const placeholder = keys.isPending ? t(m.loading) : ''

  function onRegenerate() {
    if (regenerate.isPending) return
    // product.md §5: the browser's own confirmation, with this exact text.
    if (!window.confirm(t(m.regenerateConfirm))) return
    regenerate.mutate()
  }

  return (
    <section aria-labelledby="api-credentials-title" className="card">
      <h3 id="api-credentials-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.credentialsTitle)}
      </h3>
      <div className="mt-4 space-y-4">
        <div>
          <label htmlFor="api-key" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.apiKey)}
          </label>
          <div className="flex items-center gap-2">
            <input
              id="api-key"
              readOnly
              value={apiKey}
              placeholder={placeholder}
              className="input font-mono"
            />
            {apiKey && (
              <CopyButton
                value={apiKey}
                label={t(m.copyApiKey)}
                toastMessage={t(m.copiedToClipboard)}
                className="icon-btn shrink-0"
              />
            )}
          </div>
        </div>
        <div>
          <label htmlFor="api-secret" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.apiSecret)}
          </label>
          <div className="flex items-center gap-2">
            <input
              id="api-secret"
              readOnly
              value={secret && !revealed ? MASK : secret}
              placeholder={placeholder}
              data-revealed={revealed}
              className="input font-mono"
            />
            <button
              type="button"
              className="icon-btn shrink-0"
              aria-label={revealed ? t(m.hideSecret) : t(m.showSecret)}
              aria-pressed={revealed}
              onClick={() => setRevealed((v) => !v)}
              disabled={!secret}
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
            {secret && (
              <CopyButton
                value={secret}
                label={t(m.copySecret)}
                toastMessage={t(m.copiedToClipboard)}
                className="icon-btn shrink-0"
              />
            )}
          </div>
          <p className="mt-1 text-xs text-slate-600">{t(m.secretPrivate)}</p>
        </div>
        <div className="flex justify-end">
          <button
            type="button"
            className="btn-secondary border-red-300 text-red-700 hover:bg-red-50"
            disabled={regenerate.isPending}
            onClick={onRegenerate}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t(m.regenerateSecret)}
          </button>
        </div>
      </div>
    </section>
  )
}
