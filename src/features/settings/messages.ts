/*
 * The settings screen's texts (product.md §2.11, §5, §8, §12), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
import type { MessageDescriptor } from '@lingui/core'

export const title = /*i18n*/ { id: 'settings.title', message: 'Settings' }
export const loading = /*i18n*/ { id: 'settings.loading', message: 'Loading...' }

// Business Profile (product.md §2.11, §12)
export const profileTitle = /*i18n*/ { id: 'settings.profileTitle', message: 'Business Profile' }
export const businessName = /*i18n*/ { id: 'settings.businessName', message: 'Business Name' }
export const email = /*i18n*/ { id: 'settings.email', message: 'Email' }
export const phone = /*i18n*/ { id: 'settings.phone', message: 'Phone' }
export const website = /*i18n*/ { id: 'settings.website', message: 'Website' }
export const address = /*i18n*/ { id: 'settings.address', message: 'Address' }
export const upiId = /*i18n*/ { id: 'settings.upiId', message: 'UPI ID' }
export const upiIdHint = /*i18n*/ {
  id: 'settings.upiIdHint',
  message: 'Payments to your QR codes arrive here. Set by the gateway.',
}
export const gstin = /*i18n*/ { id: 'settings.gstin', message: 'GSTIN' }
export const gstinHint = /*i18n*/ {
  id: 'settings.gstinHint',
  message: 'On your monthly tax invoice, for input tax credit. Leave empty if not registered.',
}
export const state = /*i18n*/ {
  id: 'settings.state',
  message: 'State',
  comment: 'The state of India the business is registered in for GST',
}
export const stateFromGstin = /*i18n*/ {
  id: 'settings.stateFromGstin',
  message: 'From your GSTIN.',
  comment: "Under 'State' when the GSTIN's first two digits give it",
}
export const stateHint = /*i18n*/ {
  id: 'settings.stateHint',
  message: 'Decides IGST or CGST + SGST on the gateway’s fees.',
}
export const stateNotGiven = /*i18n*/ { id: 'settings.stateNotGiven', message: 'Not given' }
export const stateOption = /*i18n*/ {
  id: 'settings.stateOption',
  message: '{name} ({code})',
  comment: 'A state in the State list: its name and GST state code, e.g. "Maharashtra (27)"',
}
export const saveProfile = /*i18n*/ { id: 'settings.saveProfile', message: 'Save Profile' }
export const invalidEmail = /*i18n*/ {
  id: 'settings.invalidEmail',
  message: 'Invalid email address',
}
export const invalidUrl = /*i18n*/ {
  id: 'settings.invalidUrl',
  message: 'Please enter a valid URL',
}
export const invalidGstin = /*i18n*/ { id: 'settings.invalidGstin', message: 'Invalid GSTIN' }
// The gateway's words for a GSTIN it refuses (docs/api-contract.md), checked here first.
export const gstinLength = /*i18n*/ {
  id: 'settings.gstinLength',
  message: 'GSTIN must be 15 characters like 27AAPFU0939F1ZV',
}
export const gstinStateCode = /*i18n*/ {
  id: 'settings.gstinStateCode',
  message: 'GSTIN must start with a valid state code',
}
export const gstinCheckChar = /*i18n*/ {
  id: 'settings.gstinCheckChar',
  message: 'GSTIN check character is wrong',
}
export const profileUpdated = /*i18n*/ {
  id: 'settings.profileUpdated',
  message: 'Profile updated successfully',
}
export const profileFailed = /*i18n*/ {
  id: 'settings.profileFailed',
  message: 'Failed to update profile',
}

/** GST state codes and names, as the gateway knows them (decision 052). */
export const GST_STATES: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['01', /*i18n*/ { id: 'settings.state01', message: 'Jammu and Kashmir' }],
  ['02', /*i18n*/ { id: 'settings.state02', message: 'Himachal Pradesh' }],
  ['03', /*i18n*/ { id: 'settings.state03', message: 'Punjab' }],
  ['04', /*i18n*/ { id: 'settings.state04', message: 'Chandigarh' }],
  ['05', /*i18n*/ { id: 'settings.state05', message: 'Uttarakhand' }],
  ['06', /*i18n*/ { id: 'settings.state06', message: 'Haryana' }],
  ['07', /*i18n*/ { id: 'settings.state07', message: 'Delhi' }],
  ['08', /*i18n*/ { id: 'settings.state08', message: 'Rajasthan' }],
  ['09', /*i18n*/ { id: 'settings.state09', message: 'Uttar Pradesh' }],
  ['10', /*i18n*/ { id: 'settings.state10', message: 'Bihar' }],
  ['11', /*i18n*/ { id: 'settings.state11', message: 'Sikkim' }],
  ['12', /*i18n*/ { id: 'settings.state12', message: 'Arunachal Pradesh' }],
  ['13', /*i18n*/ { id: 'settings.state13', message: 'Nagaland' }],
  ['14', /*i18n*/ { id: 'settings.state14', message: 'Manipur' }],
  ['15', /*i18n*/ { id: 'settings.state15', message: 'Mizoram' }],
  ['16', /*i18n*/ { id: 'settings.state16', message: 'Tripura' }],
  ['17', /*i18n*/ { id: 'settings.state17', message: 'Meghalaya' }],
  ['18', /*i18n*/ { id: 'settings.state18', message: 'Assam' }],
  ['19', /*i18n*/ { id: 'settings.state19', message: 'West Bengal' }],
  ['20', /*i18n*/ { id: 'settings.state20', message: 'Jharkhand' }],
  ['21', /*i18n*/ { id: 'settings.state21', message: 'Odisha' }],
  ['22', /*i18n*/ { id: 'settings.state22', message: 'Chhattisgarh' }],
  ['23', /*i18n*/ { id: 'settings.state23', message: 'Madhya Pradesh' }],
  ['24', /*i18n*/ { id: 'settings.state24', message: 'Gujarat' }],
  ['26', /*i18n*/ { id: 'settings.state26', message: 'Dadra and Nagar Haveli and Daman and Diu' }],
  ['27', /*i18n*/ { id: 'settings.state27', message: 'Maharashtra' }],
  ['29', /*i18n*/ { id: 'settings.state29', message: 'Karnataka' }],
  ['30', /*i18n*/ { id: 'settings.state30', message: 'Goa' }],
  ['31', /*i18n*/ { id: 'settings.state31', message: 'Lakshadweep' }],
  ['32', /*i18n*/ { id: 'settings.state32', message: 'Kerala' }],
  ['33', /*i18n*/ { id: 'settings.state33', message: 'Tamil Nadu' }],
  ['34', /*i18n*/ { id: 'settings.state34', message: 'Puducherry' }],
  ['35', /*i18n*/ { id: 'settings.state35', message: 'Andaman and Nicobar Islands' }],
  ['36', /*i18n*/ { id: 'settings.state36', message: 'Telangana' }],
  ['37', /*i18n*/ { id: 'settings.state37', message: 'Andhra Pradesh' }],
  ['38', /*i18n*/ { id: 'settings.state38', message: 'Ladakh' }],
]

// API Credentials (product.md §2.11, §5)
export const credentialsTitle = /*i18n*/ {
  id: 'settings.credentialsTitle',
  message: 'API Credentials',
}
export const apiKey = /*i18n*/ { id: 'settings.apiKey', message: 'API Key' }
export const copyApiKey = /*i18n*/ { id: 'settings.copyApiKey', message: 'Copy API key' }
export const copiedToClipboard = /*i18n*/ {
  id: 'settings.copiedToClipboard',
  message: 'Copied to clipboard!',
}
export const apiSecret = /*i18n*/ { id: 'settings.apiSecret', message: 'API Secret' }
export const showSecret = /*i18n*/ { id: 'settings.showSecret', message: 'Show API secret' }
export const hideSecret = /*i18n*/ { id: 'settings.hideSecret', message: 'Hide API secret' }
export const copySecret = /*i18n*/ { id: 'settings.copySecret', message: 'Copy API secret' }
export const secretPrivate = /*i18n*/ {
  id: 'settings.secretPrivate',
  message: 'Keep your secret private. Send it only from your server, never from a browser or app.',
}
export const regenerateSecret = /*i18n*/ {
  id: 'settings.regenerateSecret',
  message: 'Regenerate Secret',
}
export const regenerateConfirm = /*i18n*/ {
  id: 'settings.regenerateConfirm',
  message:
    'Are you sure you want to regenerate your API secret? This will invalidate the current secret.',
  comment: "The browser's own confirmation before a new secret is made",
}
export const secretRegenerated = /*i18n*/ {
  id: 'settings.secretRegenerated',
  message: 'API secret regenerated successfully',
}
export const updateIntegration = /*i18n*/ {
  id: 'settings.updateIntegration',
  message: 'Please update your integration with the new secret',
}
export const regenerateFailed = /*i18n*/ {
  id: 'settings.regenerateFailed',
  message: 'Failed to regenerate API secret',
}

// Webhook Configuration (product.md §2.11)
export const webhooksTitle = /*i18n*/ {
  id: 'settings.webhooksTitle',
  message: 'Webhook Configuration',
}
export const payinWebhookUrl = /*i18n*/ {
  id: 'settings.payinWebhookUrl',
  message: 'Payin Webhook URL',
}
export const payoutWebhookUrl = /*i18n*/ {
  id: 'settings.payoutWebhookUrl',
  message: 'Payout Webhook URL',
}
export const updateWebhooks = /*i18n*/ { id: 'settings.updateWebhooks', message: 'Update Webhooks' }
export const webhookEvents = /*i18n*/ { id: 'settings.webhookEvents', message: 'Webhook events' }
export const webhooksUpdated = /*i18n*/ {
  id: 'settings.webhooksUpdated',
  message: 'Webhook URLs updated successfully',
}
export const webhooksFailed = /*i18n*/ {
  id: 'settings.webhooksFailed',
  message: 'Failed to update webhook URLs',
}

// The webhook delivery log (product.md §2.11, as built: decisions 028, 045)
export const deliveriesTitle = /*i18n*/ {
  id: 'settings.deliveriesTitle',
  message: 'Webhook deliveries',
}
export const deliveriesIntro = /*i18n*/ {
  id: 'settings.deliveriesIntro',
  message:
    'The latest events sent to your webhook URLs, each with the payment or payout it was about. A test event is signed like a real one and goes to the URL you choose.',
}
export const sendTo = /*i18n*/ { id: 'settings.sendTo', message: 'Send to' }
export const payinTarget = /*i18n*/ { id: 'settings.payinTarget', message: 'Payin webhook URL' }
export const payoutTarget = /*i18n*/ { id: 'settings.payoutTarget', message: 'Payout webhook URL' }
export const sendTestEvent = /*i18n*/ { id: 'settings.sendTestEvent', message: 'Send test event' }
export const sending = /*i18n*/ { id: 'settings.sending', message: 'Sending…' }
export const testDelivered = /*i18n*/ {
  id: 'settings.testDelivered',
  message: 'Test event delivered: {result}',
  comment: "result: what the receiver answered, e.g. 'HTTP 200'",
}
export const testFailed = /*i18n*/ {
  id: 'settings.testFailed',
  message: 'Test event failed: {result}',
  comment: "result: what went wrong, e.g. 'HTTP 500' or 'Connection refused'",
}
export const testSendFailed = /*i18n*/ {
  id: 'settings.testSendFailed',
  message: 'Failed to send test event',
}
export const deliveriesFailed = /*i18n*/ {
  id: 'settings.deliveriesFailed',
  message: 'Deliveries could not be loaded.',
}
export const noDeliveries = /*i18n*/ { id: 'settings.noDeliveries', message: 'No deliveries yet.' }
export const columnEvent = /*i18n*/ { id: 'settings.columnEvent', message: 'Event' }
export const columnTarget = /*i18n*/ { id: 'settings.columnTarget', message: 'Target' }
export const columnResult = /*i18n*/ { id: 'settings.columnResult', message: 'Result' }
export const columnAttempts = /*i18n*/ { id: 'settings.columnAttempts', message: 'Attempts' }
export const columnNextRetry = /*i18n*/ { id: 'settings.columnNextRetry', message: 'Next retry' }
export const columnTime = /*i18n*/ { id: 'settings.columnTime', message: 'Time' }
export const columnActions = /*i18n*/ { id: 'settings.columnActions', message: 'Actions' }
export const redeliver = /*i18n*/ { id: 'settings.redeliver', message: 'Redeliver' }
export const deliveryQueued = /*i18n*/ { id: 'settings.deliveryQueued', message: 'Delivery queued' }
export const redeliverFailed = /*i18n*/ {
  id: 'settings.redeliverFailed',
  message: 'Failed to redeliver',
}
export const resultPending = /*i18n*/ {
  id: 'settings.resultPending',
  message: 'Pending',
  comment: 'A delivery still waiting for the receiver',
}
export const paymentSubject = /*i18n*/ {
  id: 'settings.paymentSubject',
  message: 'Payment {id}',
  comment: 'Accessible name of the link to the payment a delivery was about',
}
export const payoutSubject = /*i18n*/ {
  id: 'settings.payoutSubject',
  message: 'Payout {id}',
  comment: 'Accessible name of the link to the payout a delivery was about',
}
/**
 * What the gateway says an attempt came to (decision 045, product.md §2.11), by its English:
 * data the gateway sends in a fixed set of words, shown in the screen's language. 'HTTP 500'
 * and anything else are shown as sent.
 */
export const DELIVERY_OUTCOMES: Readonly<Record<string, MessageDescriptor>> = {
  'Refused: not a public address': /*i18n*/ {
    id: 'settings.outcomeRefused',
    message: 'Refused: not a public address',
  },
  'Host not found': /*i18n*/ { id: 'settings.outcomeHostNotFound', message: 'Host not found' },
  'Connection refused': /*i18n*/ {
    id: 'settings.outcomeConnectionRefused',
    message: 'Connection refused',
  },
  'Connection closed': /*i18n*/ {
    id: 'settings.outcomeConnectionClosed',
    message: 'Connection closed',
  },
  'Timed out': /*i18n*/ { id: 'settings.outcomeTimedOut', message: 'Timed out' },
  'Invalid response': /*i18n*/ {
    id: 'settings.outcomeInvalidResponse',
    message: 'Invalid response',
  },
  'TLS error': /*i18n*/ { id: 'settings.outcomeTls', message: 'TLS error' },
  'Connection failed': /*i18n*/ {
    id: 'settings.outcomeFailed',
    message: 'Connection failed',
  },
  'No API secret': /*i18n*/ { id: 'settings.outcomeNoSecret', message: 'No API secret' },
}
