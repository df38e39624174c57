import { composeMail } from '../mail/compose'
import type { MailMessage } from '../mail/mail-message'

/*
 * The words of the team's mails, in English and Hindi (the recipient's language where one is
 * known, else the business's: decision 075). Written here as the tax documents' words are
 * (settlements/tax-lines.ts): the gateway has no catalogue, and these are two short mails. The
 * Hindi follows docs/glossary-hi.md (पासवर्ड, ईमेल, साइन आउट, लिंक; मालिक for Owner).
 */

export type MailLanguage = 'en' | 'hi'

export const PRODUCT_NAME: Record<MailLanguage, string> = {
  en: 'Merchant Portal',
  hi: 'मर्चेंट पोर्टल',
}

const ROLE_WORDS: Record<MailLanguage, Record<string, string>> = {
  en: {
    owner: 'Owner',
    admin: 'Admin',
    finance: 'Finance',
    operations: 'Operations',
    developer: 'Developer',
    viewer: 'Viewer',
  },
  hi: {
    owner: 'मालिक',
    admin: 'एडमिन',
    finance: 'फ़ाइनेंस',
    operations: 'ऑपरेशंस',
    developer: 'डेवलपर',
    viewer: 'व्यूअर',
  },
}

export function mailLanguage(value: string | null | undefined): MailLanguage {
  return value === 'hi' ? 'hi' : 'en'
}

/** '14 December 2026' in the mail's language, as the day is in India. */
function day(ms: number, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms)
}

export type InviteWords = {
  to: string
  name: string
  inviter: string
  business: string
  role: string
  link: string
  token: string
  expiresAt: number
  language: MailLanguage
}

export function invitationMail(w: InviteWords): MailMessage {
  const product = PRODUCT_NAME[w.language]
  const role = ROLE_WORDS[w.language][w.role] ?? w.role
  const until = day(w.expiresAt, w.language)
  const parts =
    w.language === 'hi'
      ? [
          `नमस्ते ${w.name},`,
          `${w.inviter} ने आपको ${product} पर ${w.business} की टीम में ${role} के रूप में जुड़ने का न्योता भेजा है।`,
          { link: w.link, label: 'न्योता स्वीकार करें और पासवर्ड चुनें' },
          `यह लिंक एक ही बार काम करेगा और ${until} तक मान्य है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।`,
        ]
      : [
          `Hello ${w.name},`,
          `${w.inviter} has invited you to join ${w.business} on ${product} as ${role}.`,
          { link: w.link, label: 'Accept the invitation and choose your password' },
          `This link works once and until ${until}. If you were not expecting it, you can ignore this mail.`,
        ]
  const subject =
    w.language === 'hi'
      ? `${product} पर ${w.business} से जुड़ने का न्योता`
      : `You're invited to ${w.business} on ${product}`
  return composeMail({ to: w.to, subject, language: w.language, parts, secrets: [w.token] })
}

export type ResetWords = {
  to: string
  name: string
  link: string
  token: string
  language: MailLanguage
}

export function resetMail(w: ResetWords): MailMessage {
  const product = PRODUCT_NAME[w.language]
  const parts =
    w.language === 'hi'
      ? [
          `नमस्ते ${w.name},`,
          `${product} पर ${w.to} का पासवर्ड बदलने का अनुरोध मिला है। नया पासवर्ड यहाँ चुनें:`,
          { link: w.link, label: 'नया पासवर्ड चुनें' },
          'यह लिंक एक ही बार काम करेगा और 30 मिनट तक मान्य है। नया पासवर्ड रखते ही आप हर डिवाइस से साइन आउट हो जाएँगे। अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
        ]
      : [
          `Hello ${w.name},`,
          `Someone asked to reset the password of ${w.to} on ${product}. Choose a new one here:`,
          { link: w.link, label: 'Choose a new password' },
          'This link works once and for 30 minutes. Setting a new password signs you out everywhere. If you did not ask for it, ignore this mail: your password stays as it is.',
        ]
  const subject =
    w.language === 'hi' ? `अपना ${product} पासवर्ड बदलें` : `Reset your ${product} password`
  return composeMail({ to: w.to, subject, language: w.language, parts, secrets: [w.token] })
}
