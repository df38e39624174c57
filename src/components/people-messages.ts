import type { MessageDescriptor } from '@lingui/core'

/*
 * The signed-in person's texts in the shell (product.md §2.2): their role, a screen their role
 * cannot open, Settings' sections. Their own catalogue part (`people`), apart from the layout's
 * (`counter`): a cold counter never shows them and does not download them (decision 062).
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
export const settingsSections = /*i18n*/ {
  id: 'people.settingsSections',
  message: 'Settings sections',
}
export const settingsGeneral = /*i18n*/ {
  id: 'people.settingsGeneral',
  message: 'Business',
  comment: 'The Settings tab of the profile, API credentials, webhooks and counters',
}
export const settingsTeam = /*i18n*/ { id: 'people.settingsTeam', message: 'Team' }
export const settingsSecurity = /*i18n*/ { id: 'people.settingsSecurity', message: 'Security' }
export const settingsActivity = /*i18n*/ { id: 'people.settingsActivity', message: 'Activity' }
