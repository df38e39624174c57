import type { MessageDescriptor } from '@lingui/core'

/*
 * The signed-in person's texts in the shell (product.md §2.2): their role, a screen their role
 * cannot open. Their own catalogue part (`people`), loaded with signed-in-person.tsx only: a
 * cold counter never shows them and does not download them (decision 062).
 */
export const personRole = /*i18n*/ {
  id: 'people.personRole',
  message: '{name} · {role}',
  comment: 'The user menu: the signed-in person and their role, e.g. "Priya Shah · Finance"',
}
export const roles: Record<string, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'people.roleOwner', message: 'Owner' },
  admin: /*i18n*/ { id: 'people.roleAdmin', message: 'Admin' },
  finance: /*i18n*/ { id: 'people.roleFinance', message: 'Finance' },
  operations: /*i18n*/ { id: 'people.roleOperations', message: 'Operations' },
  developer: /*i18n*/ { id: 'people.roleDeveloper', message: 'Developer' },
  viewer: /*i18n*/ { id: 'people.roleViewer', message: 'Viewer' },
}
export const noAccessTitle = /*i18n*/ {
  id: 'people.noAccessTitle',
  message: "Your role can't open this page",
}
export const noAccessBody = /*i18n*/ {
  id: 'people.noAccessBody',
  message: 'Ask an Owner or Admin of your business if you need it.',
}
export const noAccessBack = /*i18n*/ { id: 'people.noAccessBack', message: 'Go to the dashboard' }
