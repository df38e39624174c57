import { formatDateTimeIST, formatINR } from '../../lib/i18n/format'
import { t, useLanguage } from '../../lib/i18n/i18n'
import type { LateEntry, ZReport } from '../../lib/counter-support/z-report'
import * as m from './messages'

/**
 * The words of a shift report, in the device's language (the catalogue, docs/i18n.md). One place
 * for the screen, the print and the shared text, so all three say the same.
 */
export type ZReportText = {
  zTitle: (number: number) => string
  xTitle: string
  counter: string
  opened: string
  closed: string
  stillOpen: string
  closedBy: string
  successful: string
  late: string
  declined: string
  expired: string
  cancelled: string
  pending: string
  refunds: string
  byCashier: string
  noCashier: string
  payments: (count: number) => string
  share: string
  print: string
  copied: string
  lateSection: string
  /** How a late payment ended: kept, or sent back because its QR was cancelled or expired. */
  lateKind: (entry: LateEntry) => string
  refund: (refund: LateEntry['refunds'][number]) => string
  afterClose: string
  refundsAfterClose: string
  note: (note: string) => string
}

/** The words in the language on screen now: call it when rendering (useZReportText re-renders). */
export function zReportText(): ZReportText {
  return {
    zTitle: (number) => t(m.zTitle, { number }),
    xTitle: t(m.xTitle),
    counter: t(m.counter),
    opened: t(m.opened),
    closed: t(m.closed),
    stillOpen: t(m.stillOpen),
    closedBy: t(m.closedBy),
    successful: t(m.successful),
    late: t(m.late),
    declined: t(m.declined),
    expired: t(m.expired),
    cancelled: t(m.cancelled),
    pending: t(m.pending),
    refunds: t(m.refunds),
    byCashier: t(m.byCashier),
    noCashier: t(m.noCashier),
    payments: (count) => t(m.payments, { count }),
    share: t(m.share),
    print: t(m.print),
    copied: t(m.copied),
    lateSection: t(m.lateSection),
    lateKind: (entry) =>
      !entry.auto_refund
        ? t(m.paidLateEntry)
        : entry.cancelled_by === 'expiry'
          ? t(m.paidExpiredEntry)
          : t(m.paidCancelledEntry),
    refund: (refund) =>
      t(m.refundEntry, {
        status: refund.status,
        amount: formatINR(refund.amount),
        utr: refund.utr ?? '',
      }),
    afterClose: t(m.afterClose),
    refundsAfterClose: t(m.refundsAfterClose),
    note: (note) => t(m.noteEntry, { note }),
  }
}

/** zReportText in a component: it renders again in the new language when the choice changes. */
export function useZReportText(): ZReportText {
  useLanguage()
  return zReportText()
}

/** The report's title: 'Z-report #3' once closed, 'This shift so far' while open. */
export function reportTitle(report: ZReport, text: ZReportText): string {
  return report.closed_at ? text.zTitle(report.number) : text.xTitle
}

/** The report as plain text, for the share sheet (WhatsApp, SMS) or the clipboard. */
export function reportAsText(report: ZReport, text: ZReportText, business?: string | null): string {
  const cashier = (name: string | null | undefined) => name || text.noCashier
  const lines = [
    `${reportTitle(report, text)}${business ? ` · ${business}` : ''}`,
    `${text.counter}: ${report.counter.name}`,
    `${text.opened}: ${formatDateTimeIST(report.opened_at)}`,
    `${text.closed}: ${report.closed_at ? formatDateTimeIST(report.closed_at) : text.stillOpen}`,
    `${text.successful}: ${report.success_count} · ${formatINR(report.success_amount)}`,
    `${text.late}: ${report.late_count}`,
    `${text.declined}: ${report.declined_count}`,
    `${text.expired}: ${report.expired_count}`,
    `${text.cancelled}: ${report.cancelled_count}`,
    ...(report.refund_count
      ? [`${text.refunds}: ${report.refund_count} · ${formatINR(report.refund_amount)}`]
      : []),
    ...(report.refunds_after_close?.count
      ? [
          `${text.refundsAfterClose}: ${report.refunds_after_close.count} · ${formatINR(report.refunds_after_close.amount)}`,
        ]
      : []),
    `${text.byCashier}:`,
    ...report.cashiers.map(
      (c) => `  ${cashier(c.name)}: ${text.payments(c.count)} · ${formatINR(c.total_amount)}`,
    ),
    ...(report.late_entries.length ? [`${text.lateSection}:`] : []),
    ...report.late_entries.flatMap((entry) => [
      `  ${formatINR(entry.amount)} · ${text.lateKind(entry)} · ${entry.transaction_id}`,
      ...(entry.note ? [`    ${text.note(entry.note)}`] : []),
      ...entry.refunds.map(
        (r) => `    ${text.refund(r)}${r.after_close ? ` (${text.afterClose})` : ''}`,
      ),
    ]),
  ]
  return lines.join('\n')
}
