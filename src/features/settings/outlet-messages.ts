/*
 * Settings → Outlets (product.md §2.23, decision 080), in the `settings` part of the catalogue.
 */
export const title = /*i18n*/ { id: 'settings.outletsTitle', message: 'Outlets' }
export const intro = /*i18n*/ {
  id: 'settings.outletsIntro',
  message:
    'Your shops. Every counter belongs to one; payments at a counter carry its outlet. With a second open outlet, the dashboard, lists and reports can be read by outlet.',
}
export const readOnly = /*i18n*/ {
  id: 'settings.outletsReadOnly',
  message: 'Only an Owner or Admin can add or change outlets.',
}
export const addOutlet = /*i18n*/ { id: 'settings.outletAdd', message: 'Add outlet' }
export const editOutlet = /*i18n*/ {
  id: 'settings.outletEdit',
  message: 'Edit {name}',
  comment: 'Button (accessible name) and dialog title: change an outlet',
}
export const edit = /*i18n*/ { id: 'settings.outletEditShort', message: 'Edit' }
export const archive = /*i18n*/ { id: 'settings.outletArchive', message: 'Archive' }
export const archiveNamed = /*i18n*/ {
  id: 'settings.outletArchiveNamed',
  message: 'Archive {name}',
}
export const restore = /*i18n*/ { id: 'settings.outletRestore', message: 'Restore' }
export const restoreNamed = /*i18n*/ {
  id: 'settings.outletRestoreNamed',
  message: 'Restore {name}',
}
export const archiveConfirm = /*i18n*/ {
  id: 'settings.outletArchiveConfirm',
  message:
    'Archive {name}? Its counters stop taking payments and their devices are unpaired. Its payments keep its name, and you can restore it later.',
}
export const name = /*i18n*/ { id: 'settings.outletName', message: 'Outlet name' }
export const address = /*i18n*/ { id: 'settings.outletAddress', message: 'Address' }
export const city = /*i18n*/ { id: 'settings.outletCity', message: 'City' }
export const state = /*i18n*/ { id: 'settings.outletState', message: 'State' }
export const gstin = /*i18n*/ { id: 'settings.outletGstin', message: 'GSTIN (optional)' }
export const gstinHint = /*i18n*/ {
  id: 'settings.outletGstinHint',
  message: "The outlet's own registration, if it has one: its first two digits are its state.",
}
export const stateFromGstin = /*i18n*/ {
  id: 'settings.outletStateFromGstin',
  message: 'The GSTIN names the state.',
}
export const nameRequired = /*i18n*/ {
  id: 'settings.outletNameRequired',
  message: 'Outlet name is required',
}
export const save = /*i18n*/ { id: 'settings.outletSave', message: 'Save' }
export const saving = /*i18n*/ { id: 'settings.outletSaving', message: 'Saving…' }
export const cancel = /*i18n*/ { id: 'settings.outletCancel', message: 'Cancel' }
export const added = /*i18n*/ { id: 'settings.outletAdded', message: 'Outlet added' }
export const saved = /*i18n*/ { id: 'settings.outletSaved', message: 'Outlet saved' }
export const archived = /*i18n*/ { id: 'settings.outletArchived', message: '{name} archived' }
export const restored = /*i18n*/ { id: 'settings.outletRestored', message: '{name} restored' }
export const saveFailed = /*i18n*/ {
  id: 'settings.outletSaveFailed',
  message: 'Failed to save the outlet',
}
export const loadFailed = /*i18n*/ {
  id: 'settings.outletsLoadFailed',
  message: 'Failed to load outlets',
}
export const loading = /*i18n*/ { id: 'settings.outletsLoading', message: 'Loading outlets…' }
export const unavailable = /*i18n*/ {
  id: 'settings.outletsUnavailable',
  message: 'This gateway has no outlets.',
}
export const colName = /*i18n*/ { id: 'settings.outletColName', message: 'Outlet' }
export const colPlace = /*i18n*/ { id: 'settings.outletColPlace', message: 'Place' }
export const colGstin = /*i18n*/ { id: 'settings.outletColGstin', message: 'GSTIN' }
export const colCounters = /*i18n*/ { id: 'settings.outletColCounters', message: 'Counters' }
export const colStatus = /*i18n*/ { id: 'settings.outletColStatus', message: 'Status' }
export const colActions = /*i18n*/ { id: 'settings.outletColActions', message: 'Actions' }
export const open = /*i18n*/ { id: 'settings.outletOpen', message: 'Open' }
export const archivedOn = /*i18n*/ {
  id: 'settings.outletArchivedOn',
  message: 'Archived {date}',
}
export const taxNote = /*i18n*/ {
  id: 'settings.outletTaxNote',
  message:
    "The gateway's tax invoice stays the business's: its place of supply is your registered state, whichever state an outlet is in.",
}
