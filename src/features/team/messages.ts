import type { MessageDescriptor } from '@lingui/core'

/*
 * Settings → Team (product.md §2.15), in English, the source language (docs/i18n.md). Their
 * other languages are in src/locales/<code>.po under the same ids. The pages before sign-in
 * (invitation, forgotten password) are in account-messages.ts, a catalogue part of their own.
 */
export const title = /*i18n*/ { id: 'team.title', message: 'Team' }
export const intro = /*i18n*/ {
  id: 'team.intro',
  message: 'The people who sign in to this business, and what their role lets them do.',
}
export const invite = /*i18n*/ { id: 'team.invite', message: 'Invite a person' }
export const loading = /*i18n*/ { id: 'team.loading', message: 'Loading...' }
export const loadFailed = /*i18n*/ { id: 'team.loadFailed', message: 'Failed to load the team' }
export const unavailable = /*i18n*/ {
  id: 'team.unavailable',
  message: 'This gateway does not support teams yet.',
}
export const name = /*i18n*/ { id: 'team.name', message: 'Name' }
export const email = /*i18n*/ { id: 'team.email', message: 'Email' }
export const role = /*i18n*/ { id: 'team.role', message: 'Role' }
export const twoStep = /*i18n*/ {
  id: 'team.twoStep',
  message: '2-step sign-in',
  comment: 'Column: whether the person signs in with a code from an app as well as a password',
}
export const twoStepOn = /*i18n*/ { id: 'team.twoStepOn', message: 'On' }
export const twoStepOff = /*i18n*/ { id: 'team.twoStepOff', message: 'Off' }
export const lastActive = /*i18n*/ { id: 'team.lastActive', message: 'Last active' }
export const never = /*i18n*/ { id: 'team.never', message: 'Never' }
export const status = /*i18n*/ { id: 'team.status', message: 'Status' }
export const actions = /*i18n*/ { id: 'team.actions', message: 'Actions' }
export const you = /*i18n*/ {
  id: 'team.you',
  message: '{name} (you)',
  comment: "The signed-in person's own row in the team list",
}
export const statusInvited = /*i18n*/ { id: 'team.statusInvited', message: 'Invited' }
export const statusActive = /*i18n*/ { id: 'team.statusActive', message: 'Active' }
export const statusDeactivated = /*i18n*/ { id: 'team.statusDeactivated', message: 'Deactivated' }
export const inviteExpires = /*i18n*/ {
  id: 'team.inviteExpires',
  message: 'Link valid until {date}',
}
export const changeRole = /*i18n*/ { id: 'team.changeRole', message: 'Change role' }
export const changeRoleFor = /*i18n*/ {
  id: 'team.changeRoleFor',
  message: 'Change role of {name}',
  comment: "The accessible name of a row's Change role button",
}
export const deactivate = /*i18n*/ { id: 'team.deactivate', message: 'Deactivate' }
export const deactivateFor = /*i18n*/ { id: 'team.deactivateFor', message: 'Deactivate {name}' }
export const resend = /*i18n*/ { id: 'team.resend', message: 'Resend invite' }
export const resendFor = /*i18n*/ { id: 'team.resendFor', message: 'Resend invite to {name}' }
export const cancel = /*i18n*/ { id: 'team.cancel', message: 'Cancel' }
// 'Invite a person'
export const inviteIntro = /*i18n*/ {
  id: 'team.inviteIntro',
  message: 'They get an email with a link to set their password and sign in.',
}
export const send = /*i18n*/ { id: 'team.send', message: 'Send invitation' }
export const sending = /*i18n*/ { id: 'team.sending', message: 'Sending...' }
export const nameRequired = /*i18n*/ { id: 'team.nameRequired', message: 'Enter their name' }
export const emailInvalid = /*i18n*/ {
  id: 'team.emailInvalid',
  message: 'Enter a valid email address',
}
export const invited = /*i18n*/ { id: 'team.invited', message: 'Invitation sent to {email}' }
export const inviteFailed = /*i18n*/ {
  id: 'team.inviteFailed',
  message: 'Failed to send the invitation',
}
export const resent = /*i18n*/ { id: 'team.resent', message: 'Invitation sent again to {email}' }
export const resendFailed = /*i18n*/ {
  id: 'team.resendFailed',
  message: 'Failed to send the invitation again',
}
// 'Change role'
export const newRole = /*i18n*/ { id: 'team.newRole', message: 'New role' }
export const changeRoleIntro = /*i18n*/ {
  id: 'team.changeRoleIntro',
  message: '{name} can do what the new role allows from their next step in the portal.',
}
export const saving = /*i18n*/ { id: 'team.saving', message: 'Saving...' }
export const roleChanged = /*i18n*/ {
  id: 'team.roleChanged',
  message: '{name} is now {role}',
  comment: 'role: the new role, e.g. "Finance"',
}
export const changeRoleFailed = /*i18n*/ {
  id: 'team.changeRoleFailed',
  message: 'Failed to change the role',
}
// 'Deactivate'
export const deactivateTitle = /*i18n*/ {
  id: 'team.deactivateTitle',
  message: 'Deactivate {name}?',
}
export const deactivateBody = /*i18n*/ {
  id: 'team.deactivateBody',
  message:
    'They can no longer sign in to this business. Their sessions end now, on every device, and an open page signs them out at its next step.',
}
export const deactivating = /*i18n*/ { id: 'team.deactivating', message: 'Deactivating...' }
export const deactivated = /*i18n*/ { id: 'team.deactivated', message: '{name} was deactivated' }
export const deactivateFailed = /*i18n*/ {
  id: 'team.deactivateFailed',
  message: 'Failed to deactivate',
}
// The roles' names on the Team screen and the invitation (the shell has its own copy in
// components/layout/person-messages.ts, so its chunk shares none with these screens).
export const roles: Record<string, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'team.roleOwner', message: 'Owner' },
  admin: /*i18n*/ { id: 'team.roleAdmin', message: 'Admin' },
  finance: /*i18n*/ { id: 'team.roleFinance', message: 'Finance' },
  operations: /*i18n*/ { id: 'team.roleOperations', message: 'Operations' },
  developer: /*i18n*/ { id: 'team.roleDeveloper', message: 'Developer' },
  viewer: /*i18n*/ { id: 'team.roleViewer', message: 'Viewer' },
}

// Outlets (decision 080, product.md §2.23): shown once the business has a second open outlet.
export const outlets = /*i18n*/ { id: 'team.outlets', message: 'Outlets' }
export const everyOutlet = /*i18n*/ {
  id: 'team.everyOutlet',
  message: 'All outlets',
  comment: 'A person not limited to some outlets sees every one',
}
export const limitLegend = /*i18n*/ {
  id: 'team.limitLegend',
  message: 'Limit to outlets',
}
export const limitHint = /*i18n*/ {
  id: 'team.limitHint',
  message:
    'None ticked: every outlet. A person limited to outlets sees only their payments, refunds, counters and Z-reports, and nothing of the wallet, payouts, settlements or settings of the business.',
}
export const ownerEveryOutlet = /*i18n*/ {
  id: 'team.ownerEveryOutlet',
  message: 'An Owner sees every outlet.',
}
export const editOutlets = /*i18n*/ { id: 'team.editOutlets', message: 'Outlets' }
export const editOutletsFor = /*i18n*/ {
  id: 'team.editOutletsFor',
  message: 'Outlets of {name}',
}
export const outletsSaved = /*i18n*/ {
  id: 'team.outletsSaved',
  message: 'Outlets of {name} saved',
}
export const outletsFailed = /*i18n*/ {
  id: 'team.outletsFailed',
  message: 'Failed to save the outlets',
}
export const save = /*i18n*/ { id: 'team.save', message: 'Save' }
