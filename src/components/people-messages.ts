/*
 * Settings' sections (product.md §2.11), in their own catalogue part (`people`): a cold counter
 * never shows them (decision 062).
 */
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
export const settingsApprovals = /*i18n*/ { id: 'people.settingsApprovals', message: 'Approvals' }
export const settingsOutlets = /*i18n*/ {
  id: 'people.settingsOutlets',
  message: 'Outlets',
  comment: "The Settings tab of the business's shops (outlets)",
}
