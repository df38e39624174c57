import { setupI18n, type MessageDescriptor } from '@lingui/core'
import * as app from './gateway-app-messages'
import type { GatewayPattern } from './gateway-app-messages'
import * as counter from './gateway-counter-messages'

/*
 * The gateway's known error messages (docs/api-contract.md), which the portal shows as they come
 * (product.md §8: "or the server's message"). The API stays English; in another language the
 * portal looks the English text up here and shows the catalogue's translation. A message not
 * listed is shown as the gateway wrote it. Loaded only in another language, with the 'gateway'
 * part of its catalogue (lib/i18n/i18n.ts, decision 062): on the first refusal a screen meets, or with
 * the signed-in screens that show the gateway's words from their data. An English visitor never
 * downloads this table, and a cold counter or /login only once refused.
 *
 * Here: what sign-in and any request can answer; in gateway-counter-messages.ts what a counter
 * meets, in gateway-app-messages.ts what only the other signed-in screens meet.
 *
 * To add one: a descriptor whose message is the gateway's text exactly (most go in
 * gateway-app-messages.ts), then `npm run i18n:extract` and its translation in each catalogue.
 */

const known: MessageDescriptor[] = [
  // Sign-in and sessions (401, 403, 429)
  /*i18n*/ { id: 'gateway.invalidCredentials', message: 'Invalid username/email or password' },
  /*i18n*/ {
    id: 'gateway.tooManyLogins',
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  },
  /*i18n*/ { id: 'gateway.authRequired', message: 'Authentication required' },
  /*i18n*/ { id: 'gateway.invalidToken', message: 'Invalid or expired token' },
  /*i18n*/ {
    id: 'gateway.needsPortalSession',
    message: 'This call needs a signed-in portal session, not an API key',
  },
  // The links a mail carries (410): the pages before sign-in meet them
  /*i18n*/ {
    id: 'gateway.invitationUsed',
    message: 'This invitation has expired or was already used',
  },
  /*i18n*/ { id: 'gateway.linkUsed', message: 'This link has expired or was already used' },
  // Any request (400, 413, 507)
  /*i18n*/ { id: 'gateway.invalidJson', message: 'Invalid JSON body' },
  /*i18n*/ { id: 'gateway.invalidRequest', message: 'Invalid request' },
  /*i18n*/ { id: 'gateway.bodyNotObject', message: 'Request body must be a JSON object' },
  /*i18n*/ { id: 'gateway.bodyTooLarge', message: 'Request body is too large' },
  /*i18n*/ {
    id: 'gateway.shortOfStorage',
    message: 'The gateway is short of storage space. Please try again later.',
  },
  // Anything else the gateway got wrong (500)
  /*i18n*/ { id: 'gateway.internal', message: 'Internal server error' },
]

// The English of each descriptor, as the source language renders it (compiled or not). Its
// catalogue is empty, the texts being in the code, but loaded: `messages` is keyed by locale.
const english = setupI18n({ locale: 'en', messages: { en: {} } })
let byText: Map<string, MessageDescriptor> | undefined
const patterns: readonly GatewayPattern[] = app.patterns

// Built on the first lookup, not when the module loads.
const textMap = () =>
  (byText ??= new Map(
    [...known, ...counter.known, ...app.known].map((descriptor) => [
      english._(descriptor),
      descriptor,
    ]),
  ))

type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string

/**
 * The gateway's text in the active language, by lib/i18n/i18n.ts's `t`, which it passes: lib/i18n/i18n.ts
 * loads this module, and must not be loaded by it.
 */
export function translateGatewayMessage(text: string, t: Translate): string {
  const descriptor = textMap().get(text)
  if (descriptor) return t(descriptor)
  for (const { pattern, descriptor: withValues } of patterns) {
    const match = pattern.exec(text)
    if (match) return t(withValues, match.groups)
  }
  return text
}
