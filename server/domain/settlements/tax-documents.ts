import { ToWords } from 'to-words'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { stateName, type GatewayProfile } from '../merchants/gateway-profile'
import { merchantStateCode } from '../core/gst'
import { moneyTransaction } from '../wallet/ledger'
import { getMerchant } from '../merchants/merchants'
import { toRupees } from '../core/money'
import {
  creditLines,
  documentLines,
  invoiceLines,
  type DocumentLanguage,
  type FeeGroup,
  type TaxLine,
  type TaxTotals,
} from './tax-lines'
import {
  documentDate,
  financialYear,
  nextPeriod,
  periodLabel,
  periodOf,
  periodStart,
} from './tax-periods'
import { istDate } from '../core/time'

/*
 * The monthly tax invoice for the gateway's fees and its credit notes (decision 054). Once a month
 * is over its documents are issued — lazily when the merchant asks, and by the daily worker — in
 * month order, numbered in one series per kind and financial year across all merchants
 * (INV/26-27/000001, CRN/26-27/000001: at most 16 characters, as GST rule 46 asks). An issued
 * document is a snapshot (who, what, how much) that triggers keep from ever changing.
 *
 * Version 2 (decision 063): tax per document (CGST = SGST, a rounding figure for the rest), dated
 * by rule 47 (tax-periods.ts), written in the merchant's language. Documents issued before keep
 * their snapshot as issued (no `version`: read as 1).
 */

export type TaxDocumentKind = 'invoice' | 'credit_note'

type Party = {
  legal_name: string
  gstin: string | null
  address: string | null
  state_code: string | null
  state: string | null
}

export type TaxDocument = {
  /** 2 from decision 063; absent on documents issued before it. */
  version?: 2
  /** The language of its lines and amount in words; absent (English) before decision 063. */
  language?: DocumentLanguage
  /** The IST day it was issued, when that is not its date (a month issued late). */
  issued_on?: string
  kind: TaxDocumentKind
  number: string
  date: string
  period: string
  period_label: string
  supplier: Party
  recipient: Party
  place_of_supply: { state_code: string | null; state: string | null }
  lines: TaxLine[]
  totals: TaxTotals
  amount_in_words: string
  original_invoices: string[]
}

type Row = { id: number; kind: TaxDocumentKind; number: string; document: string }

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', credit_note: 'CRN' }

const WORDS: Record<DocumentLanguage, ToWords> = {
  en: new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } }),
  hi: new ToWords({ localeCode: 'hi-IN', converterOptions: { currency: true } }),
}

/** Indian-style words for an amount of paise: 'One Lakh Twenty Rupees And Five Paise Only'. */
export function amountInWords(paise: number, language: DocumentLanguage = 'en'): string {
  return WORDS[language].convert(paise / 100)
}

/** The URL-safe id of a document: its number with '-' for '/'. */
export function documentId(number: string): string {
  return number.replaceAll('/', '-')
}

function nextNumber(db: Db, kind: TaxDocumentKind, fy: string) {
  const { n } = stmt(
    db,
    'SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM tax_documents WHERE kind = ? AND financial_year = ?',
  ).get(kind, fy) as { n: number }
  return { sequence: n, number: `${PREFIX[kind]}/${fy.slice(2)}/${String(n).padStart(6, '0')}` }
}

function insert(
  db: Db,
  merchantId: number,
  doc: TaxDocument,
  fy: string,
  sequence: number,
  at: number,
) {
  stmt(
    db,
    `INSERT INTO tax_documents (merchant_id, kind, number, financial_year, sequence, period,
       issued_at, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(merchantId, doc.kind, doc.number, fy, sequence, doc.period, at, JSON.stringify(doc))
}

/**
 * Issues the documents of every month that has ended and has none yet, oldest first. Returns how
 * many were issued.
 */
export function issueDueDocuments(
  db: Db,
  merchantId: number,
  gateway: GatewayProfile,
  now = Date.now(),
): number {
  const current = periodOf(now)
  const merchant = getMerchant(db, merchantId) as ReturnType<typeof getMerchant> & {
    tax_documents_through: string | null
  }
  if (merchant.tax_documents_through !== null && merchant.tax_documents_through >= current) return 0
  return moneyTransaction(db, () => {
    const row = stmt(db, 'SELECT tax_documents_through AS through FROM merchants WHERE id = ?').get(
      merchantId,
    ) as { through: string | null }
    let period: string
    if (row.through !== null) {
      period = nextPeriod(row.through)
    } else {
      const { first } = stmt(
        db,
        'SELECT MIN(created_at) AS first FROM wallet_transactions WHERE merchant_id = ?',
      ).get(merchantId) as { first: number | null }
      period = periodOf(first ?? now)
    }
    const issuedOn = istDate(now)
    const language = merchant.language
    const recipientState = merchantStateCode(merchant)
    const placeState = recipientState ?? gateway.stateCode
    const common = {
      version: 2 as const,
      language,
      supplier: {
        legal_name: gateway.legalName,
        gstin: gateway.gstin,
        address: gateway.address,
        state_code: gateway.stateCode,
        state: stateName(gateway.stateCode),
      },
      recipient: {
        legal_name: merchant.business_name || merchant.name,
        gstin: merchant.gstin,
        address: merchant.address,
        state_code: recipientState,
        state: stateName(recipientState),
      },
      place_of_supply: { state_code: placeState, state: stateName(placeState) },
    }
    const invoiceOf = (madeAt: number) =>
      (
        stmt(
          db,
          "SELECT number FROM tax_documents WHERE merchant_id = ? AND kind = 'invoice' AND period = ?",
        ).get(merchantId, periodOf(madeAt)) as { number: string } | undefined
      )?.number ?? null
    let issued = 0
    for (; period < current; period = nextPeriod(period)) {
      const from = periodStart(period)
      const to = periodStart(nextPeriod(period))
      const made: [TaxDocumentKind, FeeGroup[]][] = [
        ['invoice', invoiceLines(db, merchantId, from, to)],
        ['credit_note', creditLines(db, merchantId, from, to, invoiceOf)],
      ]
      // The series is the financial year of the document's date (a March issued late is March's).
      const date = documentDate(period, issuedOn)
      const fy = financialYear(date)
      for (const [kind, groups] of made) {
        if (groups.length === 0) continue
        const { sequence, number } = nextNumber(db, kind, fy)
        const { lines, totals } = documentLines(groups, language)
        const doc: TaxDocument = {
          ...common,
          ...(date === issuedOn ? {} : { issued_on: issuedOn }),
          kind,
          number,
          date,
          period,
          period_label: periodLabel(period),
          lines,
          totals,
          amount_in_words: amountInWords(totals.total, language),
          original_invoices: [...new Set(lines.flatMap((l) => (l.invoice ? [l.invoice] : [])))],
        }
        insert(db, merchantId, doc, fy, sequence, now)
        issued++
      }
      stmt(db, 'UPDATE merchants SET tax_documents_through = ? WHERE id = ?').run(
        period,
        merchantId,
      )
    }
    return issued
  })
}

export function issueAllDueDocuments(db: Db, gateway: GatewayProfile, now = Date.now()): number {
  const ids = stmt(db, 'SELECT id FROM merchants').all() as { id: number }[]
  return ids.reduce((n, { id }) => n + issueDueDocuments(db, id, gateway, now), 0)
}

export function listTaxDocuments(db: Db, merchantId: number): TaxDocument[] {
  const rows = stmt(
    db,
    'SELECT id, kind, number, document FROM tax_documents WHERE merchant_id = ? ORDER BY period DESC, kind, id',
  ).all(merchantId) as Row[]
  return rows.map((r) => JSON.parse(r.document) as TaxDocument)
}

export function findTaxDocument(db: Db, merchantId: number, id: string): TaxDocument {
  const parts = /^(INV|CRN)-(\d{2}-\d{2})-(\d{6})$/.exec(id)
  if (!parts) throw new AppError(404, 'Invoice not found')
  const number = `${parts[1]}/${parts[2]}/${parts[3]}`
  const row = stmt(
    db,
    'SELECT id, kind, number, document FROM tax_documents WHERE merchant_id = ? AND number = ?',
  ).get(merchantId, number) as Row | undefined
  if (!row) throw new AppError(404, 'Invoice not found')
  return JSON.parse(row.document) as TaxDocument
}

const rupeeLine = (l: TaxLine) => ({
  description: l.description,
  sac: l.sac,
  count: l.count,
  taxable_value: toRupees(l.taxable),
  cgst: toRupees(l.cgst),
  sgst: toRupees(l.sgst),
  igst: toRupees(l.igst),
  total: toRupees(l.total),
  ...(l.invoice ? { invoice: l.invoice } : {}),
})

/** The document on the wire: rupees, and its URL-safe id. */
export function taxDocumentView(doc: TaxDocument) {
  return {
    id: documentId(doc.number),
    kind: doc.kind,
    number: doc.number,
    date: doc.date,
    period: doc.period,
    period_label: doc.period_label,
    supplier: doc.supplier,
    recipient: doc.recipient,
    place_of_supply: doc.place_of_supply,
    lines: doc.lines.map(rupeeLine),
    taxable_value: toRupees(doc.totals.taxable),
    cgst: toRupees(doc.totals.cgst),
    sgst: toRupees(doc.totals.sgst),
    igst: toRupees(doc.totals.igst),
    rounding: toRupees(doc.totals.rounding ?? 0),
    total: toRupees(doc.totals.total),
    language: doc.language ?? 'en',
    issued_on: doc.issued_on ?? doc.date,
    amount_in_words: doc.amount_in_words,
    original_invoices: doc.original_invoices,
  }
}
