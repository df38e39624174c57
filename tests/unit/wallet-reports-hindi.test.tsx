/**
 * The wallet, settlements and reports texts in Hindi (product.md, Languages): what is worked out
 * in code rather than shown from one message — the gateway's movement words and wallet defaults
 * looked up by their English, the fallbacks for a gateway that sends no words, the validation
 * messages in the language of the moment of the check, and the invoice's month from its period.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { WalletInfo } from '../../src/features/wallet/components/balance-cards'
import { bucketLabel, transactionsBadge } from '../../src/features/wallet/statement'
import { checkProofFile, EMPTY_TOPUP, validateTopup } from '../../src/features/wallet/topup-schema'
import {
  entryTypeLabel,
  gatewayWord,
  referenceLabel,
} from '../../src/features/wallet/transaction-style'
import { InvoicesPanel } from '../../src/features/reports/components/invoices-panel'
import { reportInfoLines } from '../../src/features/reports/components/report-panels'
import { validateReportForm } from '../../src/features/reports/report-schema'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()

// Each test starts in English (tests/unit/support/setup.ts): Hindi, with the signed-in screens' part.
beforeEach(async () => {
  await setLanguage('hi')
  await signedInTexts()
})

describe('the wallet in Hindi', () => {
  it("reads the gateway's movement words in Hindi and shows a word it does not know as sent", () => {
    expect(gatewayWord('Payout sent')).toBe('पेआउट भेजा गया')
    expect(gatewayWord('On hold')).toBe('होल्ड पर')
    expect(gatewayWord('Refund to customer')).toBe('ग्राहक को रिफ़ंड')
    expect(gatewayWord('Chargeback')).toBe('Chargeback')
  })

  it('words the rows of a gateway that sends none, and leaves an unknown type readable', () => {
    expect(entryTypeLabel({ transaction_type: 'credit', bucket: 'processing' })).toBe('होल्ड पर')
    expect(entryTypeLabel({ transaction_type: 'debit', bucket: 'available' })).toBe('डेबिट')
    expect(referenceLabel({ reference_type: 'refund', transaction_type: 'debit' })).toBe(
      'ग्राहक को रिफ़ंड',
    )
    expect(referenceLabel({ reference_type: 'settlement_credit' })).toBe('सेटलमेंट क्रेडिट')
    expect(referenceLabel({ reference_type: 'fx_adjustment' })).toBe('fx adjustment')
  })

  it('names the balances and counts the latest rows with Latin digits in Indian grouping', () => {
    expect(bucketLabel('processing')).toBe('पेआउट के लिए होल्ड')
    expect(transactionsBadge(10, 123456)).toBe('1,23,456 में से नए 10')
    expect(transactionsBadge(3, 3)).toBe('3')
  })

  it("shows the gateway's 'Daily' and the default 'Tomorrow' in Hindi", () => {
    render(<WalletInfo balance={{ ...balance, settlement_frequency: 'Daily' }} />)
    expect(screen.getByText('सेटलमेंट कितनी बार').nextSibling?.textContent).toBe('रोज़')
    expect(screen.getByText('अगला सेटलमेंट').nextSibling?.textContent).toBe('कल')
    expect(screen.getByText('करेंसी').nextSibling?.textContent).toBe('INR')
  })

  it('checks a top-up in Hindi', () => {
    expect(validateTopup(EMPTY_TOPUP)).toMatchObject({ ok: false, message: 'सभी ज़रूरी जानकारी भरें' })
    const big = { name: 'a.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }
    expect(checkProofFile(big)).toBe('फ़ाइल 10MB से छोटी होनी चाहिए')
    expect(checkProofFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'सिर्फ़ JPG, PNG और PDF फ़ाइलें ही चलेंगी',
    )
  })
})

describe('reports in Hindi', () => {
  it('checks the dates in Hindi', () => {
    const result = validateReportForm({
      type: 'both',
      fromDate: '',
      toDate: '2026-11-30',
      status: '',
      format: 'xlsx',
    })
    expect(result).toMatchObject({ ok: false, errors: { fromDate: 'तारीख़ चुनें' } })
  })

  it("names an invoice's month from its period in Hindi, its number in mono where Hindi puts it", async () => {
    server.use(
      http.get(api('/merchant/invoices'), () =>
        HttpResponse.json({
          success: true,
          data: {
            documents: [
              { id: 'INV-7', number: 'INV/26-27/000007', period: '2026-11', total: 2000 },
            ],
            next_invoice_period: '2026-12',
          },
        }),
      ),
    )
    renderWithQuery(<InvoicesPanel />)
    await screen.findByText('नवंबर 2026 · कुल ₹2,000.00')
    expect(screen.getByText(/^गेटवे के शुल्क GST के साथ/).textContent).toContain(
      'दिसंबर 2026 का इनवॉइस महीना ख़त्म होने पर जारी होगा।',
    )
    const number = screen.getByText('INV/26-27/000007')
    expect(number.className).toContain('font-mono')
    expect(number.parentElement?.textContent).toBe('टैक्स इनवॉइस INV/26-27/000007')
    expect(screen.getByRole('button', { name: 'INV/26-27/000007 देखें' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'INV/26-27/000007 की PDF' })).toBeTruthy()
  })

  it('lists the twelve info lines in Hindi', () => {
    const lines = reportInfoLines()
    expect(lines).toHaveLength(12)
    expect(lines[5]).toBe('सभी राशियाँ INR (रुपये) में हैं')
  })
})

const balance = {
  available_balance: 0,
  pending_balance: 0,
  processing_balance: 0,
  currency: null,
  updated_at: null,
  settlement_frequency: null,
  next_settlement_date: null,
}
