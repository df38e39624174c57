import { formatDateTimeIST, formatINR } from '../../lib/format'
import type { ZReport } from '../../lib/z-report'

/**
 * The words of a shift report, in the counter's language (the owner's screens use English). One
 * place for the screen, the print and the shared text, so all three say the same.
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
}

const en: ZReportText = {
  zTitle: (number) => `Z-report #${number}`,
  xTitle: 'This shift so far',
  counter: 'Counter',
  opened: 'Opened',
  closed: 'Closed',
  stillOpen: 'Still open',
  closedBy: 'Closed by',
  successful: 'Successful payments',
  late: 'Of them paid late',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  pending: 'Still waiting for payment',
  refunds: 'Refunds',
  byCashier: 'By cashier',
  noCashier: 'No cashier chosen',
  payments: (count) => (count === 1 ? '1 payment' : `${count} payments`),
  share: 'Share',
  print: 'Print',
  copied: 'Report copied',
}

const hi: ZReportText = {
  zTitle: (number) => `Z-रिपोर्ट #${number}`,
  xTitle: 'यह शिफ़्ट अब तक',
  counter: 'काउंटर',
  opened: 'शुरू हुई',
  closed: 'बंद हुई',
  stillOpen: 'अभी खुली है',
  closedBy: 'बंद किया',
  successful: 'सफल भुगतान',
  late: 'इनमें देर से भुगतान',
  declined: 'अस्वीकृत',
  expired: 'समय-सीमा समाप्त',
  cancelled: 'रद्द',
  pending: 'भुगतान की प्रतीक्षा में',
  refunds: 'रिफ़ंड',
  byCashier: 'कैशियर के अनुसार',
  noCashier: 'कैशियर नहीं चुना गया',
  payments: (count) => `${count} भुगतान`,
  share: 'शेयर करें',
  print: 'प्रिंट करें',
  copied: 'रिपोर्ट कॉपी हो गई',
}

export function zReportText(language: 'en' | 'hi' = 'en'): ZReportText {
  return language === 'hi' ? hi : en
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
    `${text.byCashier}:`,
    ...report.cashiers.map(
      (c) => `  ${cashier(c.name)}: ${text.payments(c.count)} · ${formatINR(c.total_amount)}`,
    ),
  ]
  return lines.join('\n')
}
