/*
 * The list screens' filters and pagination (product.md §2.5, §2.7), in English, the source
 * language (docs/i18n.md). Apart from messages.ts so they load with the lists' own chunk, not
 * with every screen's shared code.
 */
export const search = /*i18n*/ { id: 'list.search', message: 'Search' }
export const status = /*i18n*/ { id: 'list.status', message: 'Status' }
export const fromDate = /*i18n*/ { id: 'list.fromDate', message: 'From Date' }
export const toDate = /*i18n*/ { id: 'list.toDate', message: 'To Date' }
export const resultsFound = /*i18n*/ {
  id: 'list.resultsFound',
  message: '{count, plural, one {{count} result found} other {{count} results found}}',
  comment:
    'How many rows the filters match. Write {count}, not #, in the forms (# would build an Intl number format)',
}
export const oneShift = /*i18n*/ {
  id: 'list.oneShift',
  message: '(one counter shift)',
  comment: "Beside the result count of a list opened from a Z-report: it holds one shift's payins",
}
export const channel = /*i18n*/ { id: 'list.channel', message: 'Channel' }
export const allChannels = /*i18n*/ {
  id: 'list.allChannels',
  message: 'All',
  comment: "The Channel filter's first option: counter sales and payment links alike",
}
export const updating = /*i18n*/ {
  id: 'list.updating',
  message: 'Updating…',
  comment: 'Above a list shown from the saved copy while the gateway is asked again',
}
export const clearFilters = /*i18n*/ { id: 'list.clearFilters', message: 'Clear filters' }
export const pagination = /*i18n*/ { id: 'list.pagination', message: 'Pagination' }
export const showing = /*i18n*/ {
  id: 'list.showing',
  message: 'Showing {from} to {to} of {total} results',
}
export const previous = /*i18n*/ { id: 'list.previous', message: 'Previous' }
export const next = /*i18n*/ { id: 'list.next', message: 'Next' }
export const exportXlsx = /*i18n*/ { id: 'list.exportXlsx', message: 'Excel (.xlsx)' }
export const exportCsv = /*i18n*/ { id: 'list.exportCsv', message: 'CSV' }
export const outlet = /*i18n*/ { id: 'list.outlet', message: 'Outlet' }
export const allOutlets = /*i18n*/ { id: 'list.allOutlets', message: 'All outlets' }
export const noOutlet = /*i18n*/ {
  id: 'list.noOutlet',
  message: 'No outlet',
  comment: "The Outlet filter's choice of payments (links) that name no outlet: the business's",
}
export const archivedOutlet = /*i18n*/ {
  id: 'list.archivedOutlet',
  message: '{name} (archived)',
}
