import { composeMail } from '../mail/compose'
import type { MailMessage } from '../mail/mail-message'
import { PRODUCT_NAME, type MailLanguage } from './team-mail-words'

/*
 * The mail that carries a sign-in code while the account is under attack (decision 073), in the
 * person's language. The code is a secret of the mail: the outbox's copy of a mail sent by SMTP
 * does not keep it (decision 075).
 */

export type SignInCodeWords = { to: string; name: string; code: string; language: MailLanguage }

export function signInCodeMail(w: SignInCodeWords): MailMessage {
  const product = PRODUCT_NAME[w.language]
  const parts =
    w.language === 'hi'
      ? [
          `नमस्ते ${w.name},`,
          `${product} पर एक नए डिवाइस से आपके पासवर्ड से साइन इन किया जा रहा है। साइन इन पूरा करने के लिए यह कोड डालें:`,
          w.code,
          'यह कोड 5 मिनट तक मान्य है। आपके खाते पर पासवर्ड के बहुत सारे गलत प्रयास हुए हैं, इसलिए नए डिवाइस पर यह कोड माँगा जाता है। अगर यह साइन इन आप नहीं कर रहे, तो अपना पासवर्ड बदल दें।',
        ]
      : [
          `Hello ${w.name},`,
          `Someone is signing in to ${product} with your password on a new device. To finish signing in, enter this code:`,
          w.code,
          'The code works for 5 minutes. Your account has seen many wrong passwords, so a new device needs this code. If this is not you, change your password.',
        ]
  const subject =
    w.language === 'hi'
      ? `${product} पर साइन इन का कोड: ${w.code}`
      : `Your ${product} sign-in code: ${w.code}`
  return composeMail({ to: w.to, subject, language: w.language, parts, secrets: [w.code] })
}
