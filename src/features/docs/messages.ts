/*
 * The API Documentation screen's prose (product.md §2.12), in English, the source language
 * (docs/i18n.md). The code samples, field names and paths stay as they are in every language;
 * braces that are text, not placeholders, are quoted ICU-style: '{transaction_id}'.
 */
export const title = /*i18n*/ { id: 'docs.title', message: 'API Documentation' }
export const intro = /*i18n*/ {
  id: 'docs.intro',
  message: 'Accept payins, send payouts and read your wallet from your own server.',
}
export const fullDocs = /*i18n*/ { id: 'docs.fullDocs', message: 'Full documentation' }
export const newTab = /*i18n*/ { id: 'docs.newTab', message: '(opens in a new tab)' }
export const baseUrl = /*i18n*/ { id: 'docs.baseUrl', message: 'Base URL' }
export const copyBaseUrl = /*i18n*/ { id: 'docs.copyBaseUrl', message: 'Copy base URL' }
export const envelope = /*i18n*/ {
  id: 'docs.envelope',
  message:
    'All requests and responses are JSON: {success}, or {failure} with an HTTP error status.',
  comment: 'success and failure are the two JSON envelopes, shown as code',
}
export const authentication = /*i18n*/ { id: 'docs.authentication', message: 'Authentication' }
export const sendHeaders = /*i18n*/ {
  id: 'docs.sendHeaders',
  message: 'Send both headers with every request:',
}
export const yourKey = /*i18n*/ { id: 'docs.yourKey', message: 'your API key' }
export const yourSecret = /*i18n*/ { id: 'docs.yourSecret', message: 'your API secret' }
export const findThem = /*i18n*/ { id: 'docs.findThem', message: 'Find them under' }
export const credentialsLink = /*i18n*/ {
  id: 'docs.credentialsLink',
  message: 'Settings → API Credentials',
}
export const serverOnly = /*i18n*/ {
  id: 'docs.serverOnly',
  message: '. Use them only from your server: never put the secret in a web page or an app.',
}
export const onThisPage = /*i18n*/ { id: 'docs.onThisPage', message: 'On this page' }
export const examplePayload = /*i18n*/ { id: 'docs.examplePayload', message: 'Example payload' }
export const exampleResponse = /*i18n*/ { id: 'docs.exampleResponse', message: 'Example response' }
export const exampleLabel = /*i18n*/ { id: 'docs.exampleLabel', message: '{title} example' }
export const needHelp = /*i18n*/ { id: 'docs.needHelp', message: 'Need help?' }
export const supportContact = /*i18n*/ { id: 'docs.supportContact', message: 'Support contact:' }
// The code samples' controls
export const samples = /*i18n*/ { id: 'docs.samples', message: '{title} samples' }
export const copySample = /*i18n*/ {
  id: 'docs.copySample',
  message: 'Copy {title} {language} sample',
}
export const copyCode = /*i18n*/ { id: 'docs.copyCode', message: 'Copy {label}' }
// The sections
export const payinTitle = /*i18n*/ { id: 'docs.payin.title', message: 'Create a payin' }
export const payinDescription = /*i18n*/ {
  id: 'docs.payin.description',
  message:
    "Creates a UPI payment link. Send the customer to payment_url (or show it as a QR code). Optional: upi_id, redirect_url, webhook_url (this payin only), description. The result arrives by webhook, or ask GET /payin/status/'{transaction_id}'; GET /payin/list (page, limit, status, from_date, to_date) returns total and transactions.",
}
export const payinUpiIntent = /*i18n*/ {
  id: 'docs.payin.upiIntent',
  message:
    'upi_intent is the UPI deep link (upi://pay?…) for this payin: encode it in a QR code and any UPI app can pay it directly. It is null for a USD payin (UPI moves rupees only); show payment_url instead.',
}
export const payinCounter = /*i18n*/ {
  id: 'docs.payin.counter',
  message:
    "channel: 'counter' (default 'link') is for a sale at your till: customer_name and customer_email become optional, and the payin must be in INR.",
}
export const payinLate = /*i18n*/ {
  id: 'docs.payin.late',
  message:
    'A payment that arrives up to 30 minutes after the link expired or was cancelled is still recorded: status success with paid_late: true.',
}
export const payinUsd = /*i18n*/ {
  id: 'docs.payin.usd',
  message:
    'A USD payin is paid in rupees: amount_inr is what the customer pays, at fx_rate rupees per dollar, fixed at creation. expires_at − created_at is how long the link can be paid: 180 s unless you set expires_at (up to 30 days).',
}
export const payoutTitle = /*i18n*/ { id: 'docs.payout.title', message: 'Initiate a payout' }
export const payoutDescription = /*i18n*/ {
  id: 'docs.payout.description',
  message:
    "Sends money from your wallet: transfer_type 'bank' with account_number, ifsc_code and mode (IMPS, NEFT or RTGS), or 'upi' with upi_id. reference_id is yours and must be unique: a repeated one is refused, so a retry never pays twice. Large payouts wait for approval. GET /payout/status/'{payout_id}' returns status, amount and utr.",
}
export const accountTitle = /*i18n*/ { id: 'docs.account.title', message: 'Check a bank account' }
export const accountDescription = /*i18n*/ {
  id: 'docs.account.description',
  message:
    'Before paying a new beneficiary, check the account with the name you have (a penny-drop check): name_match is match or mismatch, and account_exists false means there is no such account. By API key the answer never carries the name the bank holds. The IFSC must be a real branch code.',
}
export const accountIfsc = /*i18n*/ {
  id: 'docs.account.ifsc',
  message:
    "GET /payout/ifsc/'{ifsc}' names the bank of a branch code: '{ ifsc, valid, bank_code, bank_name }'. A malformed code is a 400; a well-formed code no branch has is valid: false. Payouts to such a code are refused.",
}
export const accountSandbox = /*i18n*/ {
  id: 'docs.account.sandbox',
  message:
    'In the sandbox the answer follows the last digit of account_number: 0–4 the bank holds the name you sent, 5 and 7 another name, 6, 8 and 9 no such account.',
}
export const accountQuote = /*i18n*/ {
  id: 'docs.account.quote',
  message:
    'GET /payout/quote?amount= gives the fee and total_debit before you send, and above_usual when the amount is more than 3 times your largest of the last 30 successful payouts.',
}
export const accountSaved = /*i18n*/ {
  id: 'docs.account.saved',
  message:
    "Saved beneficiaries: GET /payout/beneficiaries, POST /payout/beneficiaries (beneficiary_name, beneficiary_account, beneficiary_ifsc), POST /payout/beneficiaries/'{beneficiary_id}'/remove, or save_beneficiary: true on a bank payout.",
}
export const refundTitle = /*i18n*/ { id: 'docs.refund.title', message: 'Refund a payment' }
export const refundDescription = /*i18n*/ {
  id: 'docs.refund.description',
  message:
    "Sends money back to the customer's account for a successful payin: all of it, or part, and more parts later until the whole amount is refunded. amount is in the payin's currency, as in /payin/create (a USD payin refunds in dollars; amount_inr is the rupee figure at the payin's own rate). reference_id is yours and must be unique: repeating it answers 409 with the refund_id and status of the refund it already made, so a retry never refunds twice.",
}
export const refundBalance = /*i18n*/ {
  id: 'docs.refund.balance',
  message:
    'The amount leaves your available balance when the refund is made; the payin fee is not returned. If the refund fails, the amount comes back to your balance.',
}
export const refundStatus = /*i18n*/ {
  id: 'docs.refund.status',
  message:
    'status is pending until the bank answers: then processed, always with the bank reference (utr), or failed, with failure_reason in plain words.',
}
export const refundCalls = /*i18n*/ {
  id: 'docs.refund.calls',
  message:
    "GET /payin/refund/'{refund_id}' returns one refund; GET /payin/refunds (transaction_id, status, from_date, to_date, search, page, limit) lists them. Payins carry refunded_amount (processed refunds), refund_status (none, partial or full), refund_pending_amount and refundable_amount.",
}
export const refundErrors = /*i18n*/ {
  id: 'docs.refund.errors',
  message:
    'Errors: 400 Refund amount exceeds the refundable amount · Only successful payments can be refunded · Insufficient wallet balance for this refund; 404 for a payin or refund that is not yours.',
  comment: 'The error messages are what the gateway answers, in English: keep them as written',
}
export const refundAutomatic = /*i18n*/ {
  id: 'docs.refund.automatic',
  message:
    'A payment that lands on a payin you cancelled, or more than 30 minutes after its link expired, is refunded automatically (automatic: true): the payin stays cancelled with auto_refund: true.',
}
export const refundEvents = /*i18n*/ {
  id: 'docs.refund.events',
  message:
    'Events refund.created, refund.processed and refund.failed go to your payin webhook URL, signed like payin events.',
}
export const webhookTitle = /*i18n*/ { id: 'docs.webhook.title', message: 'Webhooks' }
export const webhookDescription = /*i18n*/ {
  id: 'docs.webhook.description',
  message:
    "The gateway POSTs JSON to your webhook URLs (set them in Settings) with the headers X-Webhook-Timestamp (unix seconds) and X-Webhook-Signature = hex HMAC-SHA256 of `$'{timestamp}'.$'{rawBody}'` keyed with your API secret. Verify the signature, then answer HTTP 200 within 30 seconds; otherwise the delivery is retried.",
}
export const webhookTiming = /*i18n*/ {
  id: 'docs.webhook.timing',
  message:
    'Compare signatures in constant time (timingSafeEqual) and refuse timestamps more than 5 minutes old, so a captured delivery cannot be replayed.',
}
export const webhookLog = /*i18n*/ {
  id: 'docs.webhook.log',
  message:
    "Settings → Webhook deliveries lists recent deliveries with their result, redelivers any of them, and 'Send test event' sends a signed webhook.test event to your payin URL now.",
}
export const webhookPublic = /*i18n*/ {
  id: 'docs.webhook.public',
  message:
    'Webhook URLs must be public addresses: private, link-local and metadata addresses are refused.',
}
export const walletTitle = /*i18n*/ { id: 'docs.wallet.title', message: 'Wallet balance' }
export const walletDescription = /*i18n*/ {
  id: 'docs.wallet.description',
  message: 'The balance available for payouts and the payins still waiting to settle.',
}
