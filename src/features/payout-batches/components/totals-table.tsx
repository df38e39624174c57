import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Batch } from '../api'
import * as m from '../messages'

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const NUM = 'px-3 py-2 text-right whitespace-nowrap tabular-nums'

/** The batch's rows ready to send, by mode (count, amount, fee, GST), then all of them. */
export function TotalsTable({ totals }: { totals: Batch['totals'] }) {
  const t = useT()
  const count = totals.by_mode.reduce((sum, mode) => sum + mode.count, 0)
  return (
    <div className="space-y-2">
      {/* A phone scrolls the five columns inside this named region, never the page. */}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200"
        role="region"
        aria-label={t(m.totalsCaption)}
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t(m.totalsCaption)}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={TH}>
                {t(m.mode)}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t(m.payoutCount)}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t(m.amount)}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t(m.fee)}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t(m.gst)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {totals.by_mode.map((mode) => (
              <tr key={mode.mode} data-testid="mode-total">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {mode.mode}
                </th>
                <td className={NUM}>{mode.count}</td>
                <td className={NUM}>{formatINR(mode.amount)}</td>
                <td className={NUM}>{formatINR(mode.fee)}</td>
                <td className={NUM}>{formatINR(mode.gst)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {t(m.allModes)}
              </th>
              <td className={NUM}>{count}</td>
              <td className={NUM}>{formatINR(totals.amount)}</td>
              <td className={NUM}>{formatINR(totals.fee)}</td>
              <td className={NUM}>{formatINR(totals.gst)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-base font-semibold text-slate-900" data-testid="grand-total">
        {t(m.grandTotal, { total: formatINR(totals.total) })}
      </p>
    </div>
  )
}
