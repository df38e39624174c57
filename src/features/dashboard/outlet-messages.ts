/*
 * The dashboard's outlet choice and 'Today by outlet' (product.md §2.23, decision 080). Apart from
 * messages.ts so their English loads with their own lazy chunk, not with the dashboard's first.
 */
export const outlet = /*i18n*/ { id: 'dashboard.outletChoice', message: 'Outlet' }
export const allOutlets = /*i18n*/ { id: 'dashboard.allOutlets', message: 'All outlets' }
export const todayByOutlet = /*i18n*/ {
  id: 'dashboard.todayByOutlet',
  message: 'Today by outlet',
}
export const colOutlet = /*i18n*/ { id: 'dashboard.colOutlet', message: 'Outlet' }
export const colCollected = /*i18n*/ { id: 'dashboard.colCollected', message: 'Collected' }
export const colRefunded = /*i18n*/ { id: 'dashboard.colRefunded', message: 'Refunded' }
export const colNet = /*i18n*/ { id: 'dashboard.colNet', message: 'Net' }
export const colCount = /*i18n*/ {
  id: 'dashboard.colCount',
  message: 'Payments',
  comment: 'How many payments the outlet had today, whatever their status',
}
export const colSuccessRate = /*i18n*/ {
  id: 'dashboard.colSuccessRate',
  message: 'Success rate',
}
export const colBestHour = /*i18n*/ { id: 'dashboard.colBestHour', message: 'Best hour' }
export const colCountersOpen = /*i18n*/ {
  id: 'dashboard.colCountersOpen',
  message: 'Counters open',
  comment: 'How many of the outlet’s counters have an open shift now',
}
export const bestHour = /*i18n*/ {
  id: 'dashboard.bestHour',
  message: '{from}–{to} · {amount}',
  comment: 'The hour (IST) that collected most today, e.g. "18:00–19:00 · ₹4,250.00"',
}
export const noOutlet = /*i18n*/ {
  id: 'dashboard.noOutlet',
  message: 'No outlet (links)',
  comment: "Today's payment links that name no outlet: the whole business's",
}
export const viewOutletPayments = /*i18n*/ {
  id: 'dashboard.viewOutletPayments',
  message: "Today's payments at {name}",
}
export const outletsTodayFailed = /*i18n*/ {
  id: 'dashboard.outletsTodayFailed',
  message: 'Failed to load today by outlet',
}
