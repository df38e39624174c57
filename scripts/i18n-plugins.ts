import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/*
 * The build side of the portal's texts (docs/decisions/056, docs/i18n.md). English is the source
 * language: its texts live in the code, in `/*i18n*\/ { id, message }` descriptors, and ship with
 * the screen that shows them, so an English visitor downloads no catalogue. Lingui's runtime
 * formats only compiled messages in a production build, so the descriptors' English is compiled
 * here, at build time, with Lingui's own compiler. Other languages are catalogue files
 * (src/locales/<code>.po), read with Lingui's PO format and compiled here too, in two parts.
 */

const localesDir = () => fileURLToPath(new URL('../src/locales', import.meta.url))
const I18N_MARK = '/*i18n*/'

/*
 * Short message ids in the build (decision 060). A readable id (`counter.alertsButton`) is in
 * the code, in every descriptor, and again in each catalogue part, as the key of its
 * translation: a third of a part's bytes. The build writes each id of the source catalogue
 * (src/locales/en.po) as its place in that catalogue's sorted list, in base 62 (`a`…`Q9`), in
 * the descriptors and the parts alike, so they still meet. Sources, catalogues, tests and the
 * dev server keep the readable ids. An id not extracted yet (not in en.po) stays as written: its
 * descriptor's English shows, as for any text a catalogue lacks. Adding a text renumbers the ids
 * after it, which changes the build's files as any new text in them would.
 */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const MSGID = /^msgid "((?:[^"\\]|\\.)+)"/gm

export function shortIds(dir = localesDir()): Map<string, string> {
  const source = readFileSync(join(dir, 'en.po'), 'utf8')
  const ids = [...source.matchAll(MSGID)].map((match) => JSON.parse(`"${match[1]}"`) as string)
  const short = (index: number) => {
    let text = ''
    let rest = index
    do {
      text = ID_ALPHABET[rest % ID_ALPHABET.length] + text
      rest = Math.floor(rest / ID_ALPHABET.length)
    } while (rest > 0)
    return text
  }
  return new Map([...new Set(ids)].sort().map((id, index) => [id, short(index)]))
}

function markedObjects(source: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = []
  const text = source.text
  const visit = (node: ts.Node) => {
    // The mark is in the trivia just before the `{` (TypeScript counts a comment on the line of
    // the token before as that token's trailing comment, so the trivia is read as text).
    if (ts.isObjectLiteralExpression(node)) {
      if (text.slice(node.getFullStart(), node.getStart(source)).includes(I18N_MARK))
        found.push(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * Rewrites the `message` of every `/*i18n*\/` descriptor in src/ as Lingui's compiled form (JSON
 * tokens), so English messages with placeholders and plurals format without a runtime compiler.
 * A descriptor whose message is not a plain string literal, or not valid ICU, fails the build.
 */
/** `dir`: the catalogues' folder (src/locales), whose en.po lists the ids the build shortens. */
export function compileSourceMessages(dir?: string): Plugin {
  // The build's short ids (null in the dev server and tests: the readable ones).
  let ids: Map<string, string> | null = null
  return {
    name: 'merchant-portal:compile-source-messages',
    enforce: 'pre',
    configResolved(config) {
      ids = config.command === 'build' ? shortIds(dir) : null
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id
      if (!/[\\/]src[\\/].*\.tsx?$/.test(path) || !code.includes(I18N_MARK)) return null
      const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
      const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind)
      const edits: { start: number; end: number; text: string }[] = []
      for (const object of markedObjects(source)) {
        const message = object.properties.find(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && property.name.getText(source) === 'message',
        )
        const value = message?.initializer
        if (!value || !(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) {
          const { line } = source.getLineAndCharacterOfPosition(object.getStart(source))
          this.error(`${path}:${line + 1}: an ${I18N_MARK} descriptor needs a literal message`)
        }
        let compiled: unknown
        try {
          compiled = compileMessage(value.text)
        } catch (error) {
          this.error(`${path}: cannot compile "${value.text}": ${String(error)}`)
        }
        // Translators' notes are for the catalogues (extraction), not for the bundle.
        const note = object.properties.find(
          (property) =>
            ts.isPropertyAssignment(property) && property.name.getText(source) === 'comment',
        )
        if (note) {
          const end = code[note.getEnd()] === ',' ? note.getEnd() + 1 : note.getEnd()
          edits.push({ start: note.getFullStart(), end, text: '' })
        }
        edits.push({
          start: value.getStart(source),
          end: value.getEnd(),
          text: JSON.stringify(compiled),
        })
        const idProperty = object.properties.find(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && property.name.getText(source) === 'id',
        )
        const idValue = idProperty?.initializer
        const short = idValue && ts.isStringLiteral(idValue) ? ids?.get(idValue.text) : undefined
        if (idValue && short !== undefined) {
          edits.push({
            start: idValue.getStart(source),
            end: idValue.getEnd(),
            text: JSON.stringify(short),
          })
        }
      }
      let out = code
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
      }
      return { code: out, map: null }
    },
  }
}

const LANGUAGES_MODULE = 'virtual:i18n-languages'
const NAME_ENTRY = /^msgid "language\.name"\r?\nmsgstr "((?:[^"\\]|\\.)+)"/m

/** Each catalogue's own name for its language (its `language.name` text), by file name. */
export function readLanguageNames(dir = localesDir()): Record<string, string> {
  const names: Record<string, string> = {}
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .sort()) {
    const match = NAME_ENTRY.exec(readFileSync(join(dir, file), 'utf8'))
    if (!match?.[1]) throw new Error(`src/locales/${file} has no translated "language.name"`)
    names[file.slice(0, -'.po'.length)] = JSON.parse(`"${match[1]}"`) as string
  }
  return names
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One text's translation in each catalogue that has it (code → text), for what the build draws
 * itself (the dashboard's trends chart). The source catalogue (en.po) is left out: its English is
 * the descriptor's, in the code.
 */
export function readTranslations(id: string, dir = localesDir()): Record<string, string> {
  const entry = new RegExp(`^msgid "${escapeRegex(id)}"\\r?\\nmsgstr "((?:[^"\\\\]|\\\\.)+)"`, 'm')
  const texts: Record<string, string> = {}
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po') && name !== 'en.po')) {
    const match = entry.exec(readFileSync(join(dir, file), 'utf8'))
    if (match?.[1]) texts[file.slice(0, -'.po'.length)] = JSON.parse(`"${match[1]}"`) as string
  }
  return texts
}

/**
 * `virtual:i18n-languages`: the languages the switcher offers, read from the catalogue files
 * present at build time (code → its own name), so adding src/locales/mr.po adds 'मराठी' with no
 * code. The catalogues themselves stay lazy: src/lib/i18n/i18n.ts imports them by import.meta.glob.
 */
export function languageNames(): Plugin {
  return {
    name: 'merchant-portal:language-names',
    resolveId(id) {
      return id === LANGUAGES_MODULE ? `\0${LANGUAGES_MODULE}` : null
    },
    load(id) {
      if (id !== `\0${LANGUAGES_MODULE}`) return null
      const dir = localesDir()
      for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file))
      return `export const LANGUAGE_NAMES = ${JSON.stringify(readLanguageNames())}`
    },
  }
}

/**
 * The parts a catalogue is loaded in (docs/decisions/056, 059, 062), by id prefix, so each
 * device downloads the texts of what it shows, when it shows it:
 *   - 'boot': what every page and the always-loaded code show, with the first screen;
 *   - 'auth': the sign-in page's, with /login;
 *   - 'sale': the counter's sale screen and notices, with their files (not on a cold counter);
 *   - 'counter': the signed-in layout's and the counter's keypad and day (its voice and the
 *     worker's payment notices a sale asks for), once signed in;
 *   - 'shift': the counter's cashiers and shifts (who is selling, PINs, closing, the Z-report,
 *     a removed counter), with the code that shows them;
 *   - 'pair': the pairing page's, with /counter/pair;
 *   - 'gateway': the gateway's refusals, whose table (lib/i18n/gateway-messages.ts) loads with them
 *     on the first refusal a screen meets, or with the screens that show the gateway's words;
 *   - one per feature of the other signed-in screens ('dashboard', 'payments'…), with the
 *     screens that show it (each route's `staticData.texts`, routes/_authed.tsx);
 *   - 'screens': what several of those share (the lists, the fee's tax, the route files' own).
 * A Hindi visitor to /login downloads 'boot' and 'auth', a cold Hindi counter 'boot' and
 * 'counter', the dashboard 'boot', 'counter' and 'dashboard'. The first part whose
 * prefixes an id starts with has it; the build fails on an id no part claims.
 */
export const CATALOGUE_PARTS = {
  boot: ['app.', 'language.', 'format.', 'api.', 'update.', 'boot.'],
  auth: ['auth.'],
  // The counter's texts a cold counter does not show: its sale's screen (QR, countdown, 'Next
  // customer') and its notices (a sale's outcome, a late payment). Loaded with those files, as the
  // first key is typed or a late payment comes (counter-sale-dialog.tsx); before `counter`, whose
  // prefix would claim them.
  sale: [
    'counter.amountToPay',
    'counter.scan',
    'counter.waiting',
    'counter.cancel',
    'counter.checking',
    'counter.connectionLost',
    'counter.timeLeft',
    'counter.nextCustomer',
    'counter.utrEnding',
    'counter.cancelled',
    'counter.declined',
    'counter.expired',
    'counter.transaction',
    'counter.autoRefunded',
    'counter.chargeAgain',
    'counter.doNotChargeAgain',
    'counter.paidTwiceHelp',
    // The standing QR's strip and 'count it for this sale?' (qr-messages.ts), with their files.
    'counter.qr',
    // The worker's notices of a sale (lib/payment-watch/sale/payment-notice-messages.ts), with
    // the `sale` chunk that sends them: the payment link's modal asks for this part too.
    'notice.',
    // The counter's voice (lib/counter-support/voice-words.ts loads with this part, on the
    // first announcement).
    'voice.',
  ],
  counter: ['nav.', 'shell.', 'status.', 'ui.', 'counter.', 'voice.', 'notice.'],
  shift: ['shift.', 'zReport.'],
  // The Speaker's texts (decision 079) with the pairing page's: a Speaker downloads this part and
  // no other screen's, and a part of its own would lengthen the boot code's table of parts.
  pair: ['pair.', 'speaker.'],
  gateway: ['gateway.', 'gatewayCounter.', 'gatewayApp.'],
  dashboard: ['dashboard.'],
  payments: ['payments.'],
  paymentLink: ['paymentLink.'],
  // The Approvals inbox, Settings → Approvals and bulk payouts with the payouts' texts: no part
  // of their own, so the boot code's list of parts does not grow.
  payouts: ['payouts.', 'approvals.', 'payoutBatches.'],
  wallet: ['wallet.'],
  settlements: ['settlements.'],
  reports: ['reports.'],
  settings: ['settings.'],
  counters: ['counters.'],
  docs: ['docs.'],
  // Settings → Security and Activity, the sign-in's second step and the step-up dialog: one
  // part, so /login's list of parts (its boot code) grows by one entry, not three.
  security: ['security.', 'activity.', 'twoStep.'],
  people: ['people.'],
  // The Team screen's texts and those of the pages before sign-in (invitation, passwords).
  team: ['team.', 'account.'],
  screens: ['list.', 'fee.', 'routes.'],
} as const satisfies Record<string, readonly string[]>
export type CataloguePart = keyof typeof CATALOGUE_PARTS
const PART_NAMES = Object.keys(CATALOGUE_PARTS) as CataloguePart[]
/** The part an id loads in; undefined for an id no part claims (the build refuses it). */
export const partOf = (id: string): CataloguePart | undefined =>
  PART_NAMES.find((part) => CATALOGUE_PARTS[part].some((prefix: string) => id.startsWith(prefix)))

const PART_QUERY = new RegExp(`\\.po\\?part=(${PART_NAMES.join('|')})$`)
const po = formatter({ lineNumbers: false })

async function readCatalogue(file: string): Promise<Record<string, string>> {
  const locale = file.replace(/^.*[\\/]/, '').replace(/\.po$/, '')
  const parsed = await po.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })
  return Object.fromEntries(
    Object.entries(parsed ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  )
}

const PARTS_MODULE = 'virtual:catalogue-parts'

/**
 * `src/locales/<code>.po?part=<part>`: that part of the catalogue, compiled (Lingui's compiler),
 * as its default export. A text not translated yet falls back to the source's English.
 * `virtual:catalogue-parts`: every catalogue but the source's (its texts are in the code), each
 * part a lazy import, so a device downloads only the parts of its language it asks for.
 */
function partsModule(dir: string): string {
  const catalogues = readdirSync(dir)
    .filter((file) => file.endsWith('.po') && file !== 'en.po')
    .sort()
    .map((file) => {
      const loaders = PART_NAMES.map((part) => {
        const source = JSON.stringify(`${join(dir, file)}?part=${part}`)
        // The module itself, not `.then((module) => module.messages)`: this table is in the boot
        // code, once per part and language (/login's budget); lib/i18n/i18n.ts reads `default`.
        return `${part}: () => import(${source})`
      })
      return `${JSON.stringify(file.slice(0, -'.po'.length))}: { ${loaders.join(', ')} }`
    })
  return [
    `export const PARTS = ${JSON.stringify(PART_NAMES)}`,
    `export const CATALOGUES = { ${catalogues.join(', ')} }`,
  ].join('\n')
}

export function catalogueParts(dir?: string): Plugin {
  // Keyed by the build's short ids, as compileSourceMessages writes the descriptors' (decision 060).
  let ids: Map<string, string> | null = null
  return {
    name: 'merchant-portal:catalogue-parts',
    enforce: 'pre',
    configResolved(config) {
      ids = config.command === 'build' ? shortIds(dir) : null
    },
    resolveId(id) {
      return id === PARTS_MODULE ? `\0${PARTS_MODULE}` : null
    },
    async load(id) {
      if (id === `\0${PARTS_MODULE}`) return partsModule(dir ?? localesDir())
      const match = PART_QUERY.exec(id)
      if (!match) return null
      const file = id.split('?')[0] ?? id
      const sourceFile = join(file, '..', 'en.po')
      this.addWatchFile(file)
      this.addWatchFile(sourceFile)
      const [texts, source] = await Promise.all([readCatalogue(file), readCatalogue(sourceFile)])
      const unclaimed = Object.keys(source).filter((msgId) => !partOf(msgId))
      if (unclaimed.length > 0) {
        this.error(
          `No part of CATALOGUE_PARTS (scripts/i18n-plugins.ts) claims ${unclaimed.join(', ')}: ` +
            "add the prefix to a part, or a part for it (docs/i18n.md, 'A new folder')",
        )
      }
      const messages: Record<string, unknown> = {}
      for (const [msgId, english] of Object.entries(source)) {
        if (partOf(msgId) !== match[1]) continue
        const text = texts[msgId] || english
        try {
          messages[ids?.get(msgId) ?? msgId] = compileMessage(text)
        } catch (error) {
          this.error(`${file}: ${msgId} does not compile: ${String(error)}`)
        }
      }
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
      // Not a .js file name: Vite 8 (Rolldown) is told it is JavaScript.
      return { code, moduleType: 'js' }
    },
  }
}

/*
 * Lingui 5.9's plural formatter puts the count in place of `#` through `Intl.NumberFormat`, and
 * builds that formatter for every plural it formats, `#` or not: the first plural a page shows
 * (the counter's '{count} payments') built the page's first NumberFormat, a 47–70 ms task at 4×
 * CPU in a paired counter's cold start (decision 060; decision 032 keeps Intl objects off the
 * first screens). The portal's messages write `{count}`, never `#` (docs/i18n.md), so a form
 * without the placeholder is returned as it is: the same text, with no NumberFormat built. A form
 * with `#` still formats as before. The build fails if Lingui's code stops matching.
 */
const LINGUI_CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/
const OCTOTHORPE_REPLACER = /const replaceOctothorpe = \(value, message\) => \{\n/
const NO_OCTOTHORPE_RETURN =
  'if (typeof message === "string" && !message.includes(OCTOTHORPE_PH)) return message;\n'

export function pluralWithoutNumberFormat(): Plugin {
  return {
    name: 'merchant-portal:plural-without-number-format',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id
      if (!LINGUI_CORE.test(path)) return null
      const match = OCTOTHORPE_REPLACER.exec(code)
      if (!match || !code.includes('const OCTOTHORPE_PH = ')) {
        this.error(
          `${path} no longer matches ${OCTOTHORPE_REPLACER}: update pluralWithoutNumberFormat`,
        )
      }
      const at = match.index + match[0].length
      return { code: code.slice(0, at) + NO_OCTOTHORPE_RETURN + code.slice(at), map: null }
    },
  }
}
