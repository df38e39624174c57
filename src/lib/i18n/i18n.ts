import { useSyncExternalStore } from 'react'
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { CATALOGUES, type CataloguePart as Part } from 'virtual:catalogue-parts'
import { LANGUAGE_NAMES } from 'virtual:i18n-languages'
import { setMonthNames } from './calendar'
import * as m from './messages'

/*
 * The portal's language (docs/decisions/056, docs/i18n.md). Lingui's runtime formats the texts;
 * this module chooses the language, loads its catalogue and tells the screens.
 *
 * English is the source: its texts are in the code (`/*i18n*\/` descriptors, compiled at build),
 * so English needs no catalogue. Every other language is one file, src/locales/<code>.po,
 * imported lazily here: a visitor downloads only the catalogue of the language they use.
 */
export const SOURCE_LANGUAGE = 'en'
/**
 * Whose choice a device shows (product.md, Languages): the owner's portal (and /login), or a
 * paired counter, which keeps its own. One choice is active at a time; the portal's screens, the
 * counter's screens and the counter's voice all follow it.
 */
export type LanguageOwner = 'portal' | 'counter'
/** The owner's portal's choice on this device. */
export const LANGUAGE_KEY = 'portalLanguage'
/** A paired counter device's own choice. */
export const COUNTER_LANGUAGE_KEY = 'counterLanguage'
const KEYS: Record<LanguageOwner, string> = {
  portal: LANGUAGE_KEY,
  counter: COUNTER_LANGUAGE_KEY,
}
// The counter's voice language before it followed the device's one choice: a shop that chose
// Hindi announcements keeps Hindi.
const LEGACY_VOICE_KEY = 'counterModeLanguage'

// Every catalogue but the source's (its texts are in the code), each in lazy parts by id prefix
// (CATALOGUE_PARTS in scripts/i18n-plugins.ts, decision 062): a device downloads the parts of
// what it shows, when it shows it.
const catalogueOf = (code: string) =>
  (CATALOGUES as Record<string, Record<Part, () => Promise<{ default: Messages }>> | undefined>)[
    code
  ]

export type Language = { code: string; name: string }

/** The languages the switcher offers: the source, then one per catalogue file. */
export const LANGUAGES: readonly Language[] = [
  SOURCE_LANGUAGE,
  ...Object.keys(CATALOGUES)
    .filter((code) => code !== SOURCE_LANGUAGE)
    .sort(),
].map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code }))

const isLanguage = (code: unknown): code is string =>
  typeof code === 'string' && LANGUAGES.some((language) => language.code === code)

i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} })
let current = SOURCE_LANGUAGE
let owner: LanguageOwner = 'portal'
// The parts loaded so far, per language and part ('hi:boot').
const loaded = new Map<string, Messages>()
// The parts the screens shown so far have asked for, 'boot' always: a language switched to
// brings them all, and a start the ones asked for while it loads.
const wanted = new Set<Part>(['boot'])
let translateGateway: ((text: string) => string) | null = null
const listeners = new Set<() => void>()
// Only the latest choice is applied when two catalogues are still loading.
let latestRequest = 0
// The device's language while it starts (startI18n), so a screen's texts asked for meanwhile wait.
let starting: Promise<void> | null = null
// The language being started: the one whose screen parts a screen asks for meanwhile.
let startingLanguage = SOURCE_LANGUAGE

/** A text in the current language. Outside React (toasts, errors), call it when the text is shown. */
export function t(descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(values ? { ...descriptor, values } : descriptor)
}

export function getLanguage(): string {
  return current
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current language's code; the component renders again when it changes. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage)
}

// Counts every change of the texts in force: a new language, or another part of the same
// language's catalogue arriving (appTexts), which leaves `current` as it was.
let textsRevision = 0
const getTextsRevision = () => textsRevision

/**
 * `t`, in a component that renders again when its texts change: a new language, or a part of
 * the catalogue that arrived after the component first rendered.
 */
export function useT(): typeof t {
  useSyncExternalStore(subscribeLanguage, getTextsRevision, getTextsRevision)
  return t
}

/** A gateway error message as the merchant reads it: the API stays English (gateway-messages.ts). */
export function gatewayText(message: string): string {
  return translateGateway ? translateGateway(message) : message
}

function storedChoice(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function remember(key: string, code: string): void {
  try {
    localStorage.setItem(key, code)
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}

/**
 * The language a device starts in: the remembered choice of whoever it is for (the owner's
 * portal, or a paired counter); else the counter's old voice choice (a paired counter takes it
 * as it was; the portal only its Hindi, English having been the default); a counter paired
 * without a choice of its own then takes the portal's; else the first of the browser's languages
 * the portal has ('hi-IN' → 'hi'); else English.
 */
export function initialLanguage(who: LanguageOwner = owner): string {
  const stored = storedChoice(KEYS[who])
  if (isLanguage(stored)) return stored
  const legacy = storedChoice(LEGACY_VOICE_KEY)
  if (isLanguage(legacy) && (who === 'counter' || legacy !== SOURCE_LANGUAGE)) return legacy
  const portal = storedChoice(LANGUAGE_KEY)
  if (who === 'counter' && isLanguage(portal)) return portal
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
  for (const tag of browser) {
    const code = tag?.toLowerCase().split('-')[0]
    if (isLanguage(code)) return code
  }
  return SOURCE_LANGUAGE
}

export function getLanguageOwner(): LanguageOwner {
  return owner
}

/**
 * The device became a paired counter, or stopped being one (app.tsx follows the credentials):
 * from now on the language is that one's choice. One remembered before applies at once; with
 * none yet (a counter just paired), the language on screen becomes its choice, so the person who
 * set the device up keeps reading what they chose on /login.
 */
export async function setLanguageOwner(next: LanguageOwner): Promise<void> {
  if (next === owner) return
  owner = next
  // A choice still loading was the other one's: it does not apply any more.
  latestRequest += 1
  const stored = storedChoice(KEYS[next])
  if (!isLanguage(stored)) return remember(KEYS[next], current)
  if (stored !== current) await setLanguage(stored).catch(() => undefined)
}

function apply(code: string, messages: Messages): void {
  i18n.loadAndActivate({ locale: code, messages })
  current = code
  setMonthNames(code === SOURCE_LANGUAGE ? null : t(m.months).split(' '))
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code
    document.title = t(m.appName)
  }
  textsRevision += 1
  for (const listener of listeners) listener()
}

function cached(code: string, parts: readonly Part[]): Messages | null {
  if (code === SOURCE_LANGUAGE) return {}
  const found = parts.map((part) => loaded.get(`${code}:${part}`))
  return found.every(Boolean) ? Object.assign({}, ...found) : null
}

// Every part downloaded or on its way, so a part asked for twice is downloaded once: the start
// of a language asks for the screens' parts before it applies them (ensureTexts).
const downloads = new Map<string, Promise<Messages>>()

function download(code: string, part: Part): Promise<Messages> {
  const key = `${code}:${part}`
  let pending = downloads.get(key)
  if (!pending) {
    pending = downloadPart(code, part)
    downloads.set(key, pending)
    // A failed download (offline) is tried again the next time it is asked for.
    pending.catch(() => downloads.delete(key))
  }
  return pending
}

// A part for the texts in force: `loaded` holds the parts applied (or being applied) so far.
async function loadPart(code: string, part: Part): Promise<Messages> {
  const key = `${code}:${part}`
  const done = loaded.get(key)
  if (done) return done
  const messages = await download(code, part)
  loaded.set(key, messages)
  return messages
}

async function downloadPart(code: string, part: Part): Promise<Messages> {
  const loader = catalogueOf(code)?.[part]
  if (!loader) throw new Error(`No catalogue for ${code}`)
  // The gateway's refusals come with the table that recognises them (gateway-messages.ts),
  // requested beside them: one round trip.
  const [module] = await Promise.all([loader(), part === 'gateway' && loadGatewayTable()])
  return module.default
}

async function loadGatewayTable(): Promise<void> {
  const gateway = await import('./gateway-messages')
  translateGateway = (text) => gateway.translateGatewayMessage(text, t)
}

async function load(code: string, parts: readonly Part[]): Promise<Messages> {
  const found = await Promise.all(parts.map((part) => loadPart(code, part)))
  return Object.assign({}, ...found) as Messages
}

const partsWanted = (): Part[] => [...wanted]

/**
 * These parts of the current language's catalogue, before what shows them renders: a screen's
 * route or a lazy component's import awaits it (withTexts). The parts are remembered: a language
 * switched to later brings them too. Nothing to wait for in English or once loaded (null then).
 */
export function ensureTexts(...parts: Part[]): Promise<void> | null {
  for (const part of parts) wanted.add(part)
  // Asked while the device's language is still starting (app.tsx starts it beside the router):
  // the start brings these parts too, before the first render. They are requested now, beside
  // the sign-in part rather than after it (decision 060): the start finds them on their way.
  if (starting) {
    if (startingLanguage !== SOURCE_LANGUAGE) {
      for (const part of parts) void download(startingLanguage, part).catch(() => undefined)
    }
    // And applied by then, even if the start had passed the point where it brings them.
    return starting.then(() => moreTexts() ?? undefined)
  }
  return moreTexts()
}

/**
 * A lazy module whose texts are in parts the screen has not loaded: the module and its texts are
 * requested together, and it resolves once both have arrived (with English if the texts cannot
 * be loaded: offline, never cached).
 */
export async function withTexts<T>(parts: Part[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), ensureTexts(...parts)])
  return module
}

/**
 * Before a gateway's message is shown (lib/http/api-client.ts, on the first refusal a screen meets):
 * its translations and the table that recognises them. Null in English or once loaded.
 */
export function ensureGatewayTexts(): Promise<void> | null {
  return ensureTexts('gateway')
}

function moreTexts(): Promise<void> | null {
  const code = current
  const parts = partsWanted()
  if (cached(code, parts)) return null
  return Promise.all(parts.map((part) => loadPart(code, part))).then(
    (found) => {
      // A switch while it loaded has applied its own parts already.
      if (current !== code) return
      i18n.load(code, Object.assign({}, ...found) as Messages)
      textsRevision += 1
      for (const listener of listeners) listener()
    },
    () => undefined,
  )
}

/**
 * Switches the portal to `code` at once: no reload, no sign-out. English (and any language
 * already loaded) applies synchronously; another language once its catalogue has arrived. The
 * choice is remembered on the device, as the choice of whoever it is for (setLanguageOwner). Rejects (leaving the language as it was) if the catalogue
 * cannot be loaded, e.g. offline before the service worker has cached it.
 */
export async function setLanguage(code: string): Promise<void> {
  if (!isLanguage(code)) throw new Error(`Unknown language ${code}`)
  // Whose choice it is when it is made: a pairing that ends while a catalogue loads keeps it apart.
  const key = KEYS[owner]
  const request = ++latestRequest
  const parts = partsWanted()
  const messages = cached(code, parts) ?? (await load(code, parts))
  if (request !== latestRequest) return
  apply(code, messages)
  // Parts asked for while it loaded.
  void moreTexts()
  remember(key, code)
}

/**
 * At boot, before the first render: the language of whoever the device is for (the owner's
 * portal, or a paired counter), falling back to English.
 */
export function startI18n(who: LanguageOwner = 'portal'): Promise<void> {
  owner = who
  const start = begin().finally(() => {
    if (starting === start) starting = null
  })
  starting = start
  return start
}

async function begin(): Promise<void> {
  const code = initialLanguage()
  startingLanguage = code
  if (code === SOURCE_LANGUAGE) return apply(code, {})
  try {
    apply(code, await load(code, partsWanted()))
    // A screen asked for its parts while the first ones loaded.
    await moreTexts()
  } catch {
    // The catalogue could not be loaded (offline, never cached): English, which needs none.
    apply(SOURCE_LANGUAGE, {})
  }
}
