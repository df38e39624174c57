import Share2 from 'lucide-react/icons/share-2'
import { toast } from '../lib/toast/toast'
import { copyText } from '../lib/ui/clipboard'
import { useT } from '../lib/i18n/i18n'
import * as m from './messages'

type Props = {
  url: string
  /** The line shared with the link, e.g. "Pay ₹500.00 to Acme Stores". */
  text: string
  /** product.md §8's copy text, shown when sharing falls back to copying. */
  copiedMessage: string
  className?: string
}

type ShareData = { title?: string; text?: string; url?: string }
type ShareNavigator = Navigator & {
  share?: (data: ShareData) => Promise<void>
  canShare?: (data: ShareData) => boolean
}

/**
 * Sends a link through the phone's share sheet (WhatsApp, SMS…) with the Web Share API; where
 * there is none (most desktops), copies it instead, so the button always does something useful.
 */
export function ShareButton({ url, text, copiedMessage, className }: Props) {
  const t = useT()
  async function onClick() {
    const nav = navigator as ShareNavigator
    const data: ShareData = { text, url }
    if (nav.share && (!nav.canShare || nav.canShare(data))) {
      try {
        await nav.share(data)
        return
      } catch (error) {
        // The merchant closed the share sheet: nothing to do. Any other refusal falls back.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyText(url)) toast.success(copiedMessage)
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={className ?? 'btn-secondary shrink-0 px-3'}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t(m.share)}
    </button>
  )
}
