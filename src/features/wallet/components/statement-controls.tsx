import { useState } from 'react'
import Download from 'lucide-react/icons/download'
import { useT } from '../../../lib/i18n/i18n'
import { WALLET_BUCKETS, type WalletBucket } from '../api'
import * as m from '../messages'
import { useDownloadStatement } from '../queries'
import { bucketLabel } from '../statement'

type Props = {
  bucket: WalletBucket
  onBucketChange: (bucket: WalletBucket) => void
}

/**
 * Above the Wallet Transactions table: which balance the statement shows (so Balance After
 * chains from row to row) and the download of all its rows beyond the latest 10.
 */
export function StatementControls({ bucket, onBucketChange }: Props) {
  const t = useT()
  const [downloadable, setDownloadable] = useState(true)
  const download = useDownloadStatement(() => setDownloadable(false))
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        {t(m.balance)}
        <select
          className="input min-h-11 w-auto py-1"
          value={bucket}
          onChange={(e) => {
            const next = WALLET_BUCKETS.find((b) => b === e.target.value)
            if (next) onBucketChange(next)
          }}
        >
          {WALLET_BUCKETS.map((b) => (
            <option key={b} value={b}>
              {bucketLabel(b)}
            </option>
          ))}
        </select>
      </label>
      {downloadable && (
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(bucket)}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? t(m.downloading) : t(m.downloadStatement)}
        </button>
      )}
    </div>
  )
}
