import { useEffect, useState } from 'react'
import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import { toast } from '../lib/toast/toast'
import { copyText } from '../lib/ui/clipboard'
import { useT } from '../lib/i18n/i18n'
import * as m from './messages'

/** product.md §9: the copied marker shows for 2 s. */
export const COPIED_MARKER_MS = 2000

type Props = {
  value: string
  /** What is being copied, for the accessible name: "Copy transaction ID". */
  label: string
  /** product.md §8 has three texts: 'Copied to clipboard', 'Copied to clipboard!', 'Payment link copied!'. */
  toastMessage?: string
  className?: string
}

export function CopyButton({ value, label, toastMessage, className }: Props) {
  const t = useT()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MARKER_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  async function onClick() {
    if (await copyText(value)) {
      setCopied(true)
      toast.success(toastMessage ?? t(m.copiedToClipboard))
    }
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-label={copied ? t(m.copied, { label }) : label}
      title={label}
      className={
        className ??
        'inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800'
      }
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </button>
  )
}
