import type { MessageDescriptor } from '@lingui/core'

/*
 * The texts of src/components, in English, the source language (docs/i18n.md). Their other
 * languages are in src/locales/<code>.po under the same ids.
 */
// The layout shell
export const skipToContent = /*i18n*/ { id: 'shell.skipToContent', message: 'Skip to content' }
export const openMenu = /*i18n*/ { id: 'shell.openMenu', message: 'Open menu' }
export const closeMenu = /*i18n*/ { id: 'shell.closeMenu', message: 'Close menu' }
export const sidebar = /*i18n*/ { id: 'shell.sidebar', message: 'Sidebar' }
export const mainNav = /*i18n*/ { id: 'shell.mainNav', message: 'Main' }
export const merchant = /*i18n*/ {
  id: 'shell.merchant',
  message: 'Merchant',
  comment: 'The user menu names the account so when it has neither business name nor name',
}
export const accountMenu = /*i18n*/ { id: 'shell.accountMenu', message: 'Account menu' }
export const settings = /*i18n*/ { id: 'shell.settings', message: 'Settings' }
export const signOut = /*i18n*/ { id: 'shell.signOut', message: 'Sign Out' }
// Sidebar links and header titles (product.md §2.2), in their order
export const navDashboard = /*i18n*/ { id: 'nav.dashboard', message: 'Dashboard' }
export const navPayments = /*i18n*/ { id: 'nav.payments', message: 'Payments' }
export const navPayouts = /*i18n*/ { id: 'nav.payouts', message: 'Payouts' }
export const navWallet = /*i18n*/ { id: 'nav.wallet', message: 'Wallet' }
export const navAnalytics = /*i18n*/ { id: 'nav.analytics', message: 'Analytics' }
export const navReports = /*i18n*/ { id: 'nav.reports', message: 'Reports' }
export const navApiDocs = /*i18n*/ { id: 'nav.apiDocs', message: 'API Docs' }
export const navSettings = /*i18n*/ { id: 'nav.settings', message: 'Settings' }
export const navCounter = /*i18n*/ { id: 'nav.counter', message: 'Counter' }
export const navZReports = /*i18n*/ {
  id: 'nav.zReports',
  message: 'Z-reports',
  comment: 'The header title of the Z-reports screens (reached from Settings and the dashboard)',
}
// Shared pieces
export const loading = /*i18n*/ { id: 'ui.loading', message: 'Loading...' }
export const close = /*i18n*/ { id: 'ui.close', message: 'Close' }
export const copiedToClipboard = /*i18n*/ {
  id: 'ui.copiedToClipboard',
  message: 'Copied to clipboard',
}
export const copied = /*i18n*/ {
  id: 'ui.copied',
  message: '{label}: copied',
  comment: 'A copy button just after copying; label is what it copies, e.g. "Copy payout ID"',
}
export const share = /*i18n*/ { id: 'ui.share', message: 'Share' }
export const view = /*i18n*/ { id: 'ui.view', message: 'View' }
export const exportLabel = /*i18n*/ { id: 'ui.export', message: 'Export' }
export const tryAgain = /*i18n*/ { id: 'ui.tryAgain', message: 'Try again' }
export const offlineSaved = /*i18n*/ {
  id: 'ui.offlineSaved',
  message: 'You are offline — showing data saved at {time}',
}
export const offlineNothing = /*i18n*/ {
  id: 'ui.offlineNothing',
  message: 'You are offline — no saved data for this screen yet',
}
export const paidLate = /*i18n*/ { id: 'ui.paidLate', message: 'Paid late' }
export const counterTag = /*i18n*/ { id: 'ui.counterTag', message: 'Counter' }
export const counterTagWho = /*i18n*/ {
  id: 'ui.counterTagWho',
  message: 'Counter: {who}',
  comment: 'A payin\'s tag: the counter and cashier that took it, e.g. "Front desk · Asha"',
}
// A payin's refund tags (product.md §11.1)
export const refunded = /*i18n*/ { id: 'ui.refunded', message: 'Refunded' }
export const partiallyRefunded = /*i18n*/ {
  id: 'ui.partiallyRefunded',
  message: 'Partially refunded',
}
export const refundPending = /*i18n*/ { id: 'ui.refundPending', message: 'Refund pending' }
export const refundedAutomatically = /*i18n*/ {
  id: 'ui.refundedAutomatically',
  message: 'Refunded automatically',
}
export const autoRefundPending = /*i18n*/ {
  id: 'ui.autoRefundPending',
  message: 'Automatic refund pending',
}
export const autoRefundFailed = /*i18n*/ {
  id: 'ui.autoRefundFailed',
  message: 'Automatic refund failed',
}
/**
 * Status words as the gateway sends them (product.md §4). English shows the word itself (the
 * badge capitalises it); other languages translate it. An unknown status shows as sent.
 */
export const statuses: Record<string, MessageDescriptor> = {
  success: /*i18n*/ { id: 'status.success', message: 'success' },
  completed: /*i18n*/ { id: 'status.completed', message: 'completed' },
  pending: /*i18n*/ { id: 'status.pending', message: 'pending' },
  processing: /*i18n*/ { id: 'status.processing', message: 'processing' },
  queued: /*i18n*/ { id: 'status.queued', message: 'queued' },
  failed: /*i18n*/ { id: 'status.failed', message: 'failed' },
  processed: /*i18n*/ {
    id: 'status.processed',
    message: 'processed',
    comment: 'A refund the bank has paid to the customer',
  },
  cancelled: /*i18n*/ { id: 'status.cancelled', message: 'cancelled' },
  approved: /*i18n*/ { id: 'status.approved', message: 'approved' },
  rejected: /*i18n*/ { id: 'status.rejected', message: 'rejected' },
  unknown: /*i18n*/ { id: 'status.unknown', message: 'unknown' },
}
