import type { CounterLanguage } from '../../lib/counter-mode'

/**
 * The words of a paired counter's cashier and shift screens, in the counter's language (the
 * language its voice speaks, as counter-text.ts). docs/product.md lists each in English and
 * Hindi.
 */
export type ShiftText = {
  whoIsSelling: string
  chooseName: string
  pinFor: (name: string) => string
  startSelling: string
  checking: string
  back: string
  attemptsLeft: (count: number) => string
  sellingAs: (name: string) => string
  switchCashier: string
  shiftSoFar: string
  closeShift: string
  closeTitle: string
  closeText: string
  closing: string
  keepOpen: string
  closeFailed: string
  done: string
  noShift: string
  removedHelp: string
  setUpAgain: string
}

const en: ShiftText = {
  whoIsSelling: 'Who is selling?',
  chooseName: 'Tap your name, then enter your PIN.',
  pinFor: (name) => `PIN for ${name}`,
  startSelling: 'Start selling',
  checking: 'Checking...',
  back: 'Back',
  attemptsLeft: (count) =>
    count === 1
      ? '1 try left, then this cashier is locked for 5 minutes.'
      : `${count} tries left, then this cashier is locked for 5 minutes.`,
  sellingAs: (name) => `Selling: ${name}`,
  switchCashier: 'Switch cashier',
  shiftSoFar: 'This shift so far',
  closeShift: 'Close shift',
  closeTitle: 'Close this shift?',
  closeText: 'Its Z-report is final, and the next shift starts at zero.',
  closing: 'Closing...',
  keepOpen: 'Keep it open',
  closeFailed: 'The shift could not be closed. Try again.',
  done: 'Done',
  noShift: 'No shift is open: the next sale opens one.',
  removedHelp:
    'This device can no longer take payments. Ask the owner for a new pairing code to set it up again.',
  setUpAgain: 'Set up this device again',
}

const hi: ShiftText = {
  whoIsSelling: 'कौन बेच रहा है?',
  chooseName: 'अपना नाम चुनें, फिर अपना PIN डालें।',
  pinFor: (name) => `${name} का PIN`,
  startSelling: 'बिक्री शुरू करें',
  checking: 'जाँच हो रही है...',
  back: 'वापस',
  attemptsLeft: (count) => `${count} कोशिश बाकी, फिर यह कैशियर 5 मिनट के लिए लॉक हो जाएगा।`,
  sellingAs: (name) => `बेच रहे हैं: ${name}`,
  switchCashier: 'कैशियर बदलें',
  shiftSoFar: 'यह शिफ़्ट अब तक',
  closeShift: 'शिफ़्ट बंद करें',
  closeTitle: 'यह शिफ़्ट बंद करें?',
  closeText: 'इसकी Z-रिपोर्ट अंतिम होगी, और अगली शिफ़्ट शून्य से शुरू होगी।',
  closing: 'बंद हो रही है...',
  keepOpen: 'खुली रखें',
  closeFailed: 'शिफ़्ट बंद नहीं हो सकी। फिर से कोशिश करें।',
  done: 'हो गया',
  noShift: 'कोई शिफ़्ट खुली नहीं है: अगली बिक्री से नई शिफ़्ट शुरू होगी।',
  removedHelp: 'यह डिवाइस अब भुगतान नहीं ले सकता। इसे फिर से सेट करने के लिए मालिक से नया पेयरिंग कोड लें।',
  setUpAgain: 'इस डिवाइस को फिर से सेट करें',
}

export function shiftText(language: CounterLanguage): ShiftText {
  return language === 'hi' ? hi : en
}
