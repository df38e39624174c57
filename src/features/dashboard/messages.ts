/*
 * The dashboard's texts (product.md §2.4, §2.14 'Elsewhere', §11.5), in English, the source
 * language (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
export const title = /*i18n*/ { id: 'dashboard.title', message: 'Dashboard' }
export const loadFailed = /*i18n*/ {
  id: 'dashboard.loadFailed',
  message: 'Failed to load dashboard data',
}

// 'Today' (product.md §2.4, as built)
export const today = /*i18n*/ { id: 'dashboard.today', message: 'Today' }
export const todayDate = /*i18n*/ {
  id: 'dashboard.todayDate',
  message: '{day} (IST)',
  comment: 'The day the Today card is about, e.g. "26 Nov 2026 (IST)"',
}
export const collected = /*i18n*/ { id: 'dashboard.collected', message: 'Collected' }
export const todayRefunded = /*i18n*/ {
  id: 'dashboard.todayRefunded',
  message: 'Refunded',
  comment: "Today's refunds to customers, whichever day their payments were",
}
export const todayNet = /*i18n*/ {
  id: 'dashboard.todayNet',
  message: 'Net',
  comment: "Today's collected amount less today's refunds",
}
export const payments = /*i18n*/ {
  id: 'dashboard.payments',
  message: 'Payments',
  comment: 'How many payments succeeded today (a figure below it)',
}
export const successRate = /*i18n*/ { id: 'dashboard.successRate', message: 'Success Rate' }
export const todayByChannel = /*i18n*/ {
  id: 'dashboard.todayByChannel',
  message: 'Today by channel',
  comment: 'Accessible name of the split into counter sales and payment links',
}
export const counter = /*i18n*/ {
  id: 'dashboard.counter',
  message: 'Counter',
  comment: 'Payments taken at the shop counter today',
}
export const paymentLinks = /*i18n*/ { id: 'dashboard.paymentLinks', message: 'Payment links' }
export const amountAndCount = /*i18n*/ {
  id: 'dashboard.amountAndCount',
  message: '{amount} · {count, plural, one {{count} payment} other {{count} payments}}',
  comment: 'A channel\'s takings today, e.g. "₹1,200.00 · 3 payments"',
}
export const viewTodaysPayments = /*i18n*/ {
  id: 'dashboard.viewTodaysPayments',
  message: "View today's payments",
}

// The four summary cards (product.md §2.4)
export const totalPayinAmount = /*i18n*/ {
  id: 'dashboard.totalPayinAmount',
  message: 'Total Payin Amount',
}
export const netPayin = /*i18n*/ { id: 'dashboard.netPayin', message: 'Net Payin: {amount}' }
export const refunded = /*i18n*/ {
  id: 'dashboard.refunded',
  message: 'Refunded: {amount}',
  comment: "Money that reached the customers' banks as refunds",
}
export const refundedPending = /*i18n*/ {
  id: 'dashboard.refundedPending',
  message: 'Refunded: {amount} ({pending} pending)',
  comment: 'As "Refunded: {amount}", with the refunds still on their way',
}
export const totalTransactions = /*i18n*/ {
  id: 'dashboard.totalTransactions',
  message: 'Total Transactions',
}
export const successCount = /*i18n*/ { id: 'dashboard.successCount', message: 'Success: {count}' }
export const failedCount = /*i18n*/ { id: 'dashboard.failedCount', message: 'Failed: {count}' }
export const pendingCount = /*i18n*/ { id: 'dashboard.pendingCount', message: 'Pending: {count}' }
export const walletBalance = /*i18n*/ { id: 'dashboard.walletBalance', message: 'Wallet Balance' }
export const viewDetails = /*i18n*/ { id: 'dashboard.viewDetails', message: 'View details' }

// The charts (product.md §2.4)
export const trendsTitle = /*i18n*/ {
  id: 'dashboard.trendsTitle',
  message: 'Transaction Trends',
}
export const trendsSample = /*i18n*/ {
  id: 'dashboard.trendsSample',
  message: 'Sample data, not live figures',
}
export const trendsImage = /*i18n*/ {
  id: 'dashboard.trendsImage',
  message: 'Sample weekday payments and payouts',
  comment: "Accessible name of the trends chart's picture",
}
export const trendsDays = /*i18n*/ {
  id: 'dashboard.trendsDays',
  message: 'Mon Tue Wed Thu Fri Sat Sun',
  comment:
    "The trends chart's weekday labels, Monday first, short, separated by single spaces (drawn into the chart at build time)",
}
export const series = /*i18n*/ {
  id: 'dashboard.series',
  message: 'Series',
  comment: "Accessible name of the trends chart's legend",
}
export const seriesPayments = /*i18n*/ { id: 'dashboard.seriesPayments', message: 'Payments' }
export const seriesPayouts = /*i18n*/ { id: 'dashboard.seriesPayouts', message: 'Payouts' }
export const statusTitle = /*i18n*/ {
  id: 'dashboard.statusTitle',
  message: 'Transaction Status',
}
export const statusImage = /*i18n*/ {
  id: 'dashboard.statusImage',
  message: 'Success {success}, Pending {pending}, Failed {failed}',
  comment: 'Accessible name of the status pie chart',
}
export const statusLegend = /*i18n*/ {
  id: 'dashboard.statusLegend',
  message: 'Transactions by status',
  comment: "Accessible name of the status chart's legend",
}
export const statusSuccess = /*i18n*/ { id: 'dashboard.statusSuccess', message: 'Success' }
export const statusPending = /*i18n*/ { id: 'dashboard.statusPending', message: 'Pending' }
export const statusFailed = /*i18n*/ { id: 'dashboard.statusFailed', message: 'Failed' }
export const noTransactions = /*i18n*/ {
  id: 'dashboard.noTransactions',
  message: 'No transactions yet',
}

// 'Recent Transactions' (product.md §2.4)
export const recentTitle = /*i18n*/ {
  id: 'dashboard.recentTitle',
  message: 'Recent Transactions',
}
export const viewAll = /*i18n*/ { id: 'dashboard.viewAll', message: 'View all' }
export const loading = /*i18n*/ { id: 'dashboard.loading', message: 'Loading...' }
export const noRecent = /*i18n*/ {
  id: 'dashboard.noRecent',
  message: 'No recent transactions',
}
export const transactionId = /*i18n*/ {
  id: 'dashboard.transactionId',
  message: 'Transaction ID',
}
export const amount = /*i18n*/ { id: 'dashboard.amount', message: 'Amount' }
export const status = /*i18n*/ { id: 'dashboard.status', message: 'Status' }
export const date = /*i18n*/ { id: 'dashboard.date', message: 'Date' }

// Quick actions (product.md §2.4)
export const quickActions = /*i18n*/ { id: 'dashboard.quickActions', message: 'Quick actions' }
export const createPayment = /*i18n*/ { id: 'dashboard.createPayment', message: 'Create Payment' }
export const createPaymentHint = /*i18n*/ {
  id: 'dashboard.createPaymentHint',
  message: 'Generate a new payment link',
}
export const sendPayout = /*i18n*/ { id: 'dashboard.sendPayout', message: 'Send Payout' }
export const sendPayoutHint = /*i18n*/ {
  id: 'dashboard.sendPayoutHint',
  message: 'Transfer money to accounts',
}
export const viewReports = /*i18n*/ { id: 'dashboard.viewReports', message: 'View Reports' }
export const viewReportsHint = /*i18n*/ {
  id: 'dashboard.viewReportsHint',
  message: 'Download transaction reports',
}

// 'Today by counter' (product.md §2.14, Elsewhere)
export const todayByCounter = /*i18n*/ {
  id: 'dashboard.todayByCounter',
  message: 'Today by counter',
}
export const zReports = /*i18n*/ { id: 'dashboard.zReports', message: 'Z-reports' }
export const withoutCounter = /*i18n*/ {
  id: 'dashboard.withoutCounter',
  message: 'Without a counter',
  comment: 'Counter payments today that no counter was chosen for',
}
export const paymentCount = /*i18n*/ {
  id: 'dashboard.paymentCount',
  message: '{count, plural, one {{count} payment} other {{count} payments}}',
}
