/*
 * The menu's Approvals link (product.md §2.19), with the signed-in person's parts of the shell
 * (the `people` part): a cold counter never shows it.
 */
export const navApprovals = /*i18n*/ { id: 'people.approvals.nav', message: 'Approvals' }
export const waiting = /*i18n*/ {
  id: 'people.approvals.waiting',
  message: '{count, plural, one {{count} waits for you} other {{count} wait for you}}',
  comment: "The accessible name of the menu's badge. Write {count}, not #",
}
