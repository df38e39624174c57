import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { transactionStyle } from '../../src/features/wallet/transaction-style'
import {
  checkProofFile,
  EMPTY_TOPUP,
  MAX_PROOF_BYTES,
  validateTopup,
} from '../../src/features/wallet/topup-schema'
import { walletCards } from '../../src/features/wallet/components/balance-cards'
import { TopupModal } from '../../src/features/wallet/components/topup-modal'
import { walletBalanceSchema } from '../../src/features/wallet/api'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => vi.restoreAllMocks())

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

describe('wallet transaction sign and colour (product.md §4)', () => {
  it.each(['credit', 'payin', 'settlement_credit', 'manual_topup'])('%s is green with +', (t) => {
    expect(transactionStyle(t)).toMatchObject({
      direction: 'credit',
      sign: '+',
      className: 'text-emerald-700',
    })
  })
  it.each(['debit', 'payout', 'settlement_debit'])('%s is red with −', (t) => {
    expect(transactionStyle(t)).toMatchObject({
      direction: 'debit',
      sign: '−',
      className: 'text-red-700',
    })
  })
  it('falls back to the reference type, then to no sign', () => {
    expect(transactionStyle(null, 'settlement_debit').direction).toBe('debit')
    expect(transactionStyle('CREDIT', 'payout').direction).toBe('credit')
    expect(transactionStyle('adjustment', 'refund')).toMatchObject({
      sign: '',
      direction: 'neutral',
    })
  })
})

describe('balance cards', () => {
  it('total is available plus pending, not processing', () => {
    const balance = walletBalanceSchema.parse({
      available_balance: '1000.50',
      pending_balance: 200,
      processing_balance: 300,
    })
    expect(walletCards(balance).map((c) => [c.title, c.value])).toEqual([
      ['Available Balance', 1000.5],
      ['Pending Balance', 200],
      ['Processing Balance', 300],
      ['Total Balance', 1200.5],
    ])
  })
})

describe('top-up proof file checks (product.md §5)', () => {
  it('accepts JPG, PNG and PDF up to 10 MB', () => {
    expect(checkProofFile(file('a.jpg', 'image/jpeg'))).toBeNull()
    expect(checkProofFile(file('a.png', 'image/png', MAX_PROOF_BYTES))).toBeNull()
    expect(checkProofFile(file('a.pdf', 'application/pdf'))).toBeNull()
    expect(checkProofFile(file('scan.PDF', ''))).toBeNull()
  })
  it('refuses a larger file and other types with the exact messages', () => {
    expect(checkProofFile(file('a.png', 'image/png', MAX_PROOF_BYTES + 1))).toBe(
      'File size must be less than 10MB',
    )
    expect(checkProofFile(file('a.gif', 'image/gif'))).toBe(
      'Only JPG, PNG and PDF files are allowed',
    )
    expect(checkProofFile(file('a.exe', ''))).toBe('Only JPG, PNG and PDF files are allowed')
  })
})

describe('top-up validation (product.md §5)', () => {
  const proof = file('proof.png', 'image/png')
  it('needs amount, reference and proof', () => {
    for (const values of [
      EMPTY_TOPUP,
      { ...EMPTY_TOPUP, amount: '100', referenceNumber: 'UTR1' },
      { ...EMPTY_TOPUP, amount: '100', proof },
      { ...EMPTY_TOPUP, referenceNumber: 'UTR1', proof },
    ]) {
      expect(validateTopup(values)).toMatchObject({
        ok: false,
        message: 'Please fill all required fields',
      })
    }
  })
  it('needs at least ₹1 and a valid proof', () => {
    const base = { ...EMPTY_TOPUP, referenceNumber: 'UTR1', proof }
    expect(validateTopup({ ...base, amount: '0.5' })).toMatchObject({
      ok: false,
      field: 'amount',
      message: 'Minimum amount is ₹1',
    })
    expect(
      validateTopup({ ...base, amount: '5', proof: file('a.txt', 'text/plain') }),
    ).toMatchObject({
      ok: false,
      field: 'proof',
      message: 'Only JPG, PNG and PDF files are allowed',
    })
    expect(validateTopup({ ...base, amount: '5', transferType: 'UPI' })).toMatchObject({
      ok: true,
      amount: 5,
      transferType: 'UPI',
      referenceNumber: 'UTR1',
    })
  })
})

describe('top-up modal', () => {
  let received: FormData | null = null
  beforeEach(() => {
    received = null
    server.use(
      http.post(api('/wallet/topup/request'), async ({ request }) => {
        received = await request.formData()
        await delay(50)
        return HttpResponse.json({ success: true, data: { request_id: 'TOP1' } })
      }),
    )
  })

  function renderModal(onClose = vi.fn()) {
    renderWithQuery(<TopupModal open onClose={onClose} />)
    return onClose
  }

  it('refuses a bad file as soon as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderModal()
    await user.upload(screen.getByLabelText(/^Payment Proof/), file('a.gif', 'image/gif'))
    expect(screen.getByText('Only JPG, PNG and PDF files are allowed')).toBeTruthy()
    await user.upload(
      screen.getByLabelText(/^Payment Proof/),
      file('big.pdf', 'application/pdf', MAX_PROOF_BYTES + 1),
    )
    expect(screen.getByText('File size must be less than 10MB')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    expect(screen.getByText('Please fill all required fields')).toBeTruthy()
    expect(received).toBeNull()
  })

  it('sends multipart fields and the file, then toasts and closes', async () => {
    const success = vi.spyOn(toast, 'success')
    const user = userEvent.setup()
    const onClose = renderModal()
    await user.type(screen.getByLabelText(/^Amount/), '2500')
    await user.selectOptions(screen.getByLabelText(/^Transfer Type/), 'RTGS')
    await user.type(screen.getByLabelText(/^Reference \/ UTR Number/), 'UTR123')
    await user.upload(screen.getByLabelText(/^Payment Proof/), file('proof.png', 'image/png'))
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveProperty(
      'disabled',
      true,
    )
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(success).toHaveBeenCalledWith('Top-up request submitted successfully!')
    const form = received as FormData | null
    expect(form?.get('amount')).toBe('2500')
    expect(form?.get('transfer_type')).toBe('RTGS')
    expect(form?.get('reference_number')).toBe('UTR123')
    // jsdom's File crosses into Node's fetch as a plain part (its name is not kept there); the
    // file name is checked in Chromium by the end-to-end test.
    const proof = form?.get('payment_proof')
    expect(proof && typeof proof === 'object' && proof.size).toBeGreaterThan(0)
  })

  it("shows the server's text, else the fallback", async () => {
    const error = vi.spyOn(toast, 'error')
    server.use(
      http.post(api('/wallet/topup/request'), () =>
        HttpResponse.json({ success: false, error: 'Duplicate reference' }, { status: 409 }),
      ),
    )
    const user = userEvent.setup()
    renderModal()
    await user.type(screen.getByLabelText(/^Amount/), '10')
    await user.type(screen.getByLabelText(/^Reference \/ UTR Number/), 'UTR1')
    await user.upload(screen.getByLabelText(/^Payment Proof/), file('p.pdf', 'application/pdf'))
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Duplicate reference'))
    server.use(http.post(api('/wallet/topup/request'), () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Failed to submit top-up request'))
  })
})
