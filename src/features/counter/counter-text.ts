import { formatINR } from '../../lib/format'
import type { CounterLanguage } from '../../lib/counter-mode'
import type { RefundedAfter } from './counter-state'

/**
 * The counter's own words, in the device's language (lib/voice-language.ts), so the cashier
 * reads what the customer hears. The product texts 'Scan QR code with any UPI app to pay' and
 * 'Minimum amount is ₹1' stay in English here; in Hindi a Hindi line is shown beside them (the
 * `…Hindi` entries, null in English). 'Payment Received!' is the shared success screen's
 * (components/counter-success-view.tsx), from the catalogue. These words move into the catalogue
 * when the counter is converted (docs/i18n.md).
 */
export type CounterText = {
  heading: string
  amountLabel: string
  noteLabel: string
  languageLabel: string
  keyDelete: string
  keyClear: string
  charge: (amount: number) => string
  charging: string
  minimumHindi: string | null
  limits: string
  amountToPay: string
  timeLeft: string
  scanHindi: string | null
  waiting: string
  checking: string
  cancelPayment: string
  cancelling: string
  cancelFailed: string
  utrEnding: string
  nextCustomer: string
  nextCustomerSoon: (seconds: number) => string
  declined: string
  expired: string
  cancelled: string
  chargeAgain: string
  dismiss: string
  todayHeading: string
  collected: string
  paymentsLabel: string
  lastPayments: string
  todayFailed: string
  paymentsCount: (count: number) => string
  noPaymentsToday: string
  paidLate: string
  utrTail: (tail: string) => string
  lateReceived: (amount: number) => string
  /** A payment the gateway refunded to the customer automatically (decision 050). */
  autoRefunded: (amount: number, after: RefundedAfter) => string
  refundedTag: string
  transaction: string
  offline: string
  connectionLost: string
  doNotChargeAgain: string
  paidTwice: string
  paidTwiceHelp: string
  alertsButton: string
  lateHeading: string
  shiftHeading: string
  latestPayments: string
  noPaymentsShift: string
}

const en: CounterText = {
  heading: 'Counter',
  amountLabel: 'Amount',
  noteLabel: 'Note (optional)',
  languageLabel: 'Announce in',
  keyDelete: 'Delete',
  keyClear: 'Clear',
  charge: (amount) => `Charge ${formatINR(amount)}`,
  charging: 'Creating QR...',
  minimumHindi: null,
  limits: 'Up to ₹10,00,000, two decimals',
  amountToPay: 'Amount to pay',
  timeLeft: 'Time left',
  scanHindi: null,
  waiting: 'Waiting for the payment. This screen updates by itself.',
  checking: 'Checking the payment status...',
  cancelPayment: 'Cancel payment',
  cancelling: 'Cancelling...',
  cancelFailed: 'Could not cancel the payment. Check the connection and try again.',
  utrEnding: 'UTR ending',
  nextCustomer: 'Next customer',
  nextCustomerSoon: (seconds) => `The keypad comes back by itself in ${seconds} seconds.`,
  declined: 'Payment declined by the customer',
  expired: 'QR expired: no payment was received',
  cancelled: 'Payment cancelled: no money was taken',
  chargeAgain: 'The amount is kept: charge again when the customer is ready.',
  dismiss: 'Dismiss',
  todayHeading: 'Today at this counter',
  collected: 'Collected',
  paymentsLabel: 'Payments',
  lastPayments: 'Last five payments',
  todayFailed: "Today's figures could not be loaded. They will refresh shortly.",
  paymentsCount: (count) => (count === 1 ? '1 payment' : `${count} payments`),
  noPaymentsToday: 'No payments at this counter yet today',
  paidLate: 'Paid late',
  utrTail: (tail) => `UTR …${tail}`,
  lateReceived: (amount) => `Late payment received: ${formatINR(amount)}`,
  autoRefunded: (amount, after) =>
    `${formatINR(amount)} paid after the QR ${after === 'cancelled' ? 'was cancelled' : 'expired'} — refunded to the customer automatically`,
  refundedTag: 'Refunded automatically',
  transaction: 'Transaction',
  offline: "No connection — payments can't be taken right now",
  connectionLost: 'Connection lost — the payment will show when the connection is back',
  doNotChargeAgain: 'This sale was paid after its QR closed. Do not charge the customer again.',
  paidTwice: 'Paid twice? The customer may have paid twice',
  paidTwiceHelp:
    'The same amount was paid again after this sale. Give no cash back from the till: ask the owner, who can refund one of the two payments.',
  alertsButton: 'Turn on payment alerts',
  lateHeading: 'Late payments',
  shiftHeading: 'This shift at this counter',
  latestPayments: 'Latest payments',
  noPaymentsShift: 'No payments in this shift yet',
}

const hi: CounterText = {
  heading: 'काउंटर',
  amountLabel: 'राशि',
  noteLabel: 'नोट (वैकल्पिक)',
  languageLabel: 'घोषणा की भाषा',
  keyDelete: 'मिटाएँ',
  keyClear: 'साफ़ करें',
  charge: (amount) => `${formatINR(amount)} का भुगतान लें`,
  charging: 'QR बन रहा है...',
  minimumHindi: 'न्यूनतम राशि ₹1 है',
  limits: '₹10,00,000 तक, दो दशमलव अंक',
  amountToPay: 'भुगतान की राशि',
  timeLeft: 'बचा समय',
  scanHindi: 'किसी भी UPI ऐप से QR कोड स्कैन करके भुगतान करें',
  waiting: 'भुगतान की प्रतीक्षा है। यह स्क्रीन अपने आप बदलेगी।',
  checking: 'भुगतान की स्थिति जाँची जा रही है...',
  cancelPayment: 'भुगतान रद्द करें',
  cancelling: 'रद्द हो रहा है...',
  cancelFailed: 'भुगतान रद्द नहीं हो सका। कनेक्शन जाँचकर फिर कोशिश करें।',
  utrEnding: 'UTR के अंतिम अंक',
  nextCustomer: 'अगला ग्राहक',
  nextCustomerSoon: (seconds) => `कीपैड ${seconds} सेकंड में अपने आप लौट आएगा।`,
  declined: 'ग्राहक ने भुगतान अस्वीकार कर दिया',
  expired: 'QR की समय-सीमा समाप्त: कोई भुगतान नहीं मिला',
  cancelled: 'भुगतान रद्द किया गया: कोई राशि नहीं ली गई',
  chargeAgain: 'राशि बनी हुई है: ग्राहक तैयार हो तो फिर से भुगतान लें।',
  dismiss: 'हटाएँ',
  todayHeading: 'आज इस काउंटर पर',
  collected: 'प्राप्त राशि',
  paymentsLabel: 'भुगतान',
  lastPayments: 'पिछले पाँच भुगतान',
  todayFailed: 'आज के आँकड़े लोड नहीं हो सके। थोड़ी देर में फिर से कोशिश होगी।',
  paymentsCount: (count) => `${count} भुगतान`,
  noPaymentsToday: 'आज इस काउंटर पर अभी कोई भुगतान नहीं',
  paidLate: 'देर से भुगतान',
  utrTail: (tail) => `UTR …${tail}`,
  lateReceived: (amount) => `देर से भुगतान प्राप्त हुआ: ${formatINR(amount)}`,
  autoRefunded: (amount, after) => {
    const when = after === 'cancelled' ? 'QR रद्द होने के बाद' : 'QR की समय-सीमा समाप्त होने के बाद'
    const one = Math.round(amount * 100) === 100 || Math.round(amount * 100) === 1
    return one
      ? `${when} ${formatINR(amount)} चुकाया गया — ग्राहक को अपने आप लौटा दिया गया`
      : `${when} ${formatINR(amount)} चुकाए गए — ग्राहक को अपने आप लौटा दिए गए`
  },
  refundedTag: 'अपने आप लौटाया गया',
  transaction: 'ट्रांज़ैक्शन',
  offline: 'कनेक्शन नहीं है — अभी भुगतान नहीं लिए जा सकते',
  connectionLost: 'कनेक्शन टूट गया — कनेक्शन लौटते ही भुगतान यहाँ दिखेगा',
  doNotChargeAgain: 'इस बिक्री का भुगतान QR बंद होने के बाद हुआ। ग्राहक से दोबारा भुगतान न लें।',
  paidTwice: 'दो बार भुगतान? ग्राहक ने शायद दो बार भुगतान किया है',
  paidTwiceHelp:
    'इस बिक्री के बाद यही राशि फिर से चुकाई गई। गल्ले से पैसे वापस न दें: मालिक से कहें, वे दोनों में से एक भुगतान लौटा सकते हैं।',
  alertsButton: 'भुगतान अलर्ट चालू करें',
  lateHeading: 'देर से हुए भुगतान',
  shiftHeading: 'इस काउंटर की यह शिफ़्ट',
  latestPayments: 'हाल के भुगतान',
  noPaymentsShift: 'इस शिफ़्ट में अभी कोई भुगतान नहीं',
}

export function counterText(language: CounterLanguage): CounterText {
  return language === 'hi' ? hi : en
}
