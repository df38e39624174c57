import Printer from 'lucide-react/icons/printer'
import Share2 from 'lucide-react/icons/share-2'
import { toast } from '../../lib/toast/toast'
import { copyText } from '../../lib/ui/clipboard'
import type { ZReport } from '../../lib/counter-support/z-report'
import { reportAsText, reportTitle, type ZReportText } from './z-report-text'

type ShareNavigator = Navigator & {
  share?: (data: { title?: string; text?: string }) => Promise<void>
}

type Props = { report: ZReport; text: ZReportText; business?: string | null }

/**
 * Share a shift report through the phone's share sheet (WhatsApp to the owner, SMS) with the Web
 * Share API, or copy it where there is none; print it (styles.css fits a receipt roll or A4).
 */
export function ReportActions({ report, text, business }: Props) {
  async function share() {
    const body = reportAsText(report, text, business)
    const nav = navigator as ShareNavigator
    if (nav.share) {
      try {
        await nav.share({ title: reportTitle(report, text), text: body })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyText(body)) toast.success(text.copied)
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={() => void share()} className="btn-secondary">
        <Share2 aria-hidden="true" className="size-4" />
        {text.share}
      </button>
      <button type="button" onClick={() => window.print()} className="btn-secondary">
        <Printer aria-hidden="true" className="size-4" />
        {text.print}
      </button>
    </div>
  )
}
