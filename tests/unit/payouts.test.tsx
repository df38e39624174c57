import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { CreatePayoutForm } from '../../src/features/payouts/components/create-payout-form'
import {
  EMPTY_CREATE_PAYOUT,
  toInitiatePayoutRequest,
  validateCreatePayout,
} from '../../src/features/payouts/create-payout-schema'
import {
  PAYOUTS_APPROVAL_POLL_MS,
  PAYOUTS_POLL_MS,
  payoutResultToasts,
  payoutsPollInterval,
} from '../../src/features/payouts/queries'
import { beneficiaryLines } from '../../src/features/payouts/beneficiary'
import { initiatedPayoutSchema, payoutSchema } from '../../src/features/payouts/api'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
let bodies: unknown[] = []
let reply: () => Response | Promise<Response>
/** Which of the as-built checks the mocked gateway offers (a missing one answers 404). */
let has = { ifsc: true, quote: true, beneficiaries: true, validate: true }
let saved: unknown[] = []
let checkAnswer: Record<string, unknown> = {}
const missing = () =>
  HttpResponse.json({ success: false, error: { message: 'Not found' } }, { status: 404 })

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
beforeEach(() => {
  bodies = []
  has = { ifsc: true, quote: true, beneficiaries: true, validate: true }
  saved = []
  checkAnswer = { account_exists: true, registered_name: 'RAVI', name_match: 'match' }
  server.use(
    http.post(api('/payout/initiate'), async ({ request }) => {
      bodies.push(await request.json())
      return reply()
    }),
    http.get(api('/payout/ifsc/:code'), ({ params }) => {
      if (!has.ifsc) return missing()
      const code = String(params.code)
      const known = code.startsWith('SBIN') && code !== 'SBIN0ZZZZZZ'
      return HttpResponse.json({
        success: true,
        data: { ifsc: code, valid: known, bank_name: known ? 'State Bank of India' : null },
      })
    }),
    http.get(api('/payout/quote'), ({ request }) => {
      if (!has.quote) return missing()
      const amount = Number(new URL(request.url).searchParams.get('amount'))
      return HttpResponse.json({
        success: true,
        data: {
          amount,
          fee: 5.75,
          total_debit: amount + 5.75,
          available_balance: 100000,
          sufficient_balance: true,
          awaits_approval: false,
          largest_recent_payout: 50,
          above_usual: amount > 150,
        },
      })
    }),
    http.get(api('/payout/beneficiaries'), () =>
      has.beneficiaries ? HttpResponse.json({ success: true, data: saved }) : missing(),
    ),
    http.post(api('/payout/validate-account'), () =>
      has.validate ? HttpResponse.json({ success: true, data: checkAnswer }) : missing(),
    ),
  )
})
afterEach(() => vi.restoreAllMocks())

const valid = {
  ...EMPTY_CREATE_PAYOUT,
  referenceId: 'REF-1',
  amount: '1500',
  beneficiaryName: 'Ravi Kumar',
  beneficiaryAccount: '123456789012',
  beneficiaryAccountConfirm: '123456789012',
  beneficiaryIfsc: 'hdfc0001234',
}

describe('Create Payout validation (product.md §5)', () => {
  it('gives the exact message for each rule', () => {
    const result = validateCreatePayout(EMPTY_CREATE_PAYOUT)
    expect(result).toEqual({
      ok: false,
      errors: {
        referenceId: 'Please enter a reference ID',
        amount: 'Please enter a valid amount',
        beneficiaryName: 'Please enter beneficiary name',
        beneficiaryAccount: 'Please enter beneficiary account and IFSC code',
        beneficiaryIfsc: 'Please enter beneficiary account and IFSC code',
      },
    })
  })

  it('rejects a blank reference, a zero or negative amount and a missing IFSC', () => {
    const check = (patch: Partial<typeof valid>) => validateCreatePayout({ ...valid, ...patch })
    expect(check({ referenceId: '   ' })).toMatchObject({
      errors: { referenceId: 'Please enter a reference ID' },
    })
    for (const amount of ['0', '-5', 'abc']) {
      expect(check({ amount })).toMatchObject({ errors: { amount: 'Please enter a valid amount' } })
    }
    expect(check({ beneficiaryIfsc: '' })).toMatchObject({
      errors: { beneficiaryIfsc: 'Please enter beneficiary account and IFSC code' },
    })
    expect(check({ beneficiaryIfsc: 'HDFC00012345' }).ok).toBe(false)
    expect(check({ mode: 'UPI' as never }).ok).toBe(false)
  })

  it('asks for the account again and refuses a different one (not for a saved beneficiary)', () => {
    const check = (patch: Partial<typeof valid>, reentry = true) =>
      validateCreatePayout({ ...valid, ...patch }, { reentry })
    expect(check({ beneficiaryAccountConfirm: '' })).toEqual({
      ok: false,
      errors: { beneficiaryAccountConfirm: 'Please re-enter the account number' },
    })
    expect(check({ beneficiaryAccountConfirm: '123456789013' })).toEqual({
      ok: false,
      errors: { beneficiaryAccountConfirm: 'Account numbers do not match' },
    })
    expect(check({ beneficiaryAccountConfirm: ' 123456789012 ' }).ok).toBe(true)
    expect(check({ beneficiaryAccountConfirm: '' }, false).ok).toBe(true)
  })

  it('catches a malformed account number or IFSC before anything is sent', () => {
    const check = (patch: Partial<typeof valid>) => validateCreatePayout({ ...valid, ...patch })
    for (const ifsc of ['HDFC1234567', 'HDFC000123', 'hdfc0-12345']) {
      expect(check({ beneficiaryIfsc: ifsc })).toMatchObject({
        errors: { beneficiaryIfsc: 'Invalid IFSC code' },
      })
    }
    const account = '12ab56'
    expect(check({ beneficiaryAccount: account, beneficiaryAccountConfirm: account })).toEqual({
      ok: false,
      errors: { beneficiaryAccount: 'Invalid account number' },
    })
  })

  it('builds the product.md §7 request, optional fields only when filled in', () => {
    const result = validateCreatePayout({ ...valid, mode: 'NEFT', remarks: ' rent ' })
    if (!result.ok) throw new Error('expected valid')
    expect(toInitiatePayoutRequest(result.data)).toEqual({
      reference_id: 'REF-1',
      amount: 1500,
      mode: 'NEFT',
      beneficiary_name: 'Ravi Kumar',
      beneficiary_account: '123456789012',
      beneficiary_ifsc: 'HDFC0001234',
      remarks: 'rent',
    })
  })
})

describe('initiate result toasts (product.md §8)', () => {
  const parse = (data: unknown) => initiatedPayoutSchema.parse(data)

  it('says awaiting approval for 5 s, auto-approved, or plain initiated', () => {
    expect(payoutResultToasts(parse({ approval_status: 'awaiting_approval' }))).toEqual([
      { kind: 'success', message: 'Payout created and pending admin approval', duration: 5000 },
    ])
    expect(payoutResultToasts(parse({ approval_status: 'auto_approved' }))).toEqual([
      { kind: 'success', message: 'Payout approved and initiated successfully' },
    ])
    expect(payoutResultToasts(parse({}))).toEqual([
      { kind: 'success', message: 'Payout initiated successfully' },
    ])
  })

  it('adds the risk warning for 4 s and every warning text', () => {
    const toasts = payoutResultToasts(
      parse({ approval_status: 'auto_approved', risk_flagged: true, warnings: ['Low balance'] }),
    )
    expect(toasts.slice(1)).toEqual([
      { kind: 'warning', message: 'Payout flagged for review by risk engine', duration: 4000 },
      { kind: 'warning', message: 'Low balance' },
    ])
    expect(payoutResultToasts(parse({ warnings: 'One text' })).at(-1)).toEqual({
      kind: 'warning',
      message: 'One text',
    })
  })
})

describe('payout rows', () => {
  it('are checked again while they move on, and not once all are final', () => {
    const page = (...statuses: string[]) => ({
      totalCount: statuses.length,
      totalPages: 1,
      rows: statuses.map((status, i) =>
        payoutSchema.parse({ payout_id: `P${i}`, amount: 1, status }),
      ),
    })
    expect(payoutsPollInterval(page('success', 'processing'))).toBe(PAYOUTS_POLL_MS)
    expect(payoutsPollInterval(page('pending', 'queued'))).toBe(PAYOUTS_POLL_MS)
    expect(payoutsPollInterval(page('failed', 'pending'))).toBe(PAYOUTS_APPROVAL_POLL_MS)
    expect(payoutsPollInterval(page('success', 'failed'))).toBe(false)
    expect(payoutsPollInterval(undefined)).toBe(false)
  })

  it('beneficiary is the name plus VPA or account, else nothing (N/A)', () => {
    const row = (data: object) => payoutSchema.parse({ payout_id: 'P1', amount: 1, ...data })
    expect(beneficiaryLines(row({ beneficiary_name: 'A', beneficiary_vpa: 'a@upi' }))).toEqual({
      name: 'A',
      destination: 'a@upi',
    })
    expect(beneficiaryLines(row({ beneficiary_name: 'A', beneficiary_account: '12' }))).toEqual({
      name: 'A',
      destination: '12',
    })
    expect(beneficiaryLines(row({}))).toBeNull()
  })
})

function renderForm(onCreated = vi.fn()) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <CreatePayoutForm onCreated={onCreated} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithQuery(<RouterProvider router={router} />)
  return onCreated
}

type User = ReturnType<typeof userEvent.setup>

async function fillValid(user: User, account = '000111222') {
  await user.type(await screen.findByLabelText(/^Reference ID/), 'REF-9')
  await user.type(screen.getByLabelText(/^Amount \(INR\)/), '250')
  await user.type(screen.getByLabelText(/^Name/), 'Ravi')
  await user.type(screen.getByLabelText(/^Account Number/), account)
  await user.type(screen.getByLabelText(/^Re-enter account number/), account)
  await user.type(screen.getByLabelText(/^IFSC Code/), 'SBIN0001234')
}

const review = () => screen.findByRole('dialog', { name: 'Review payout' })

describe('Create Payout form', () => {
  it('suggests a unique reference, and takes Indian grouping in the amount', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Suggest a reference' }))
    const reference = (screen.getByLabelText(/^Reference ID/) as HTMLInputElement).value
    expect(reference).toMatch(/^PO-\d{8}-[0-9A-Z]{6}$/)
    // Once filled, the offer goes away.
    expect(screen.queryByRole('button', { name: 'Suggest a reference' })).toBeNull()
    await user.type(screen.getByLabelText(/^Amount \(INR\)/), '1,50,000')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    expect(screen.queryByText('Please enter a valid amount')).toBeNull()
    expect(screen.queryByText('Please enter a reference ID')).toBeNull()
  })

  it('shows the messages inline and focuses the first invalid field', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Initiate Payout' }))
    expect(screen.getByText('Please enter a reference ID')).toBeTruthy()
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy()
    expect(screen.getByText('Please enter beneficiary name')).toBeTruthy()
    expect(screen.getAllByText('Please enter beneficiary account and IFSC code')).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByLabelText(/^Reference ID/))
    expect((screen.getByLabelText(/^IFSC Code/) as HTMLInputElement).maxLength).toBe(11)
    expect(bodies).toHaveLength(0)
  })

  it('names the bank as the IFSC is typed, and says when no branch has the code', async () => {
    const user = userEvent.setup()
    renderForm()
    const ifsc = await screen.findByLabelText(/^IFSC Code/)
    await user.type(ifsc, 'sbin0001234')
    expect(await screen.findByText('State Bank of India')).toBeTruthy()
    await user.clear(ifsc)
    await user.type(ifsc, 'SBIN0ZZZZZZ')
    expect(await screen.findByText('No bank branch has this IFSC code')).toBeTruthy()
    await user.clear(ifsc)
    await user.type(ifsc, 'SBIN1234567')
    expect(await screen.findByText('Invalid IFSC code')).toBeTruthy()
  })

  it('a re-entered account that differs blocks the payout: no review, nothing sent', async () => {
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    const again = screen.getByLabelText(/^Re-enter account number/)
    await user.clear(again)
    await user.type(again, '000111223')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    expect(await screen.findByText('Account numbers do not match')).toBeTruthy()
    expect(document.activeElement).toBe(again)
    expect(screen.queryByRole('dialog', { name: 'Review payout' })).toBeNull()
    expect(bodies).toHaveLength(0)
  })

  it('reviews first (gateway fee and total, masked account, bank), then sends once on a double click', async () => {
    const success = vi.spyOn(toast, 'success')
    const warning = vi.spyOn(toast, 'warning')
    // The gateway answers when the test says so: the busy state is checked while the call is
    // surely in flight, however slowly the machine runs the clicks.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    reply = async () => {
      await answered
      return HttpResponse.json({
        success: true,
        data: {
          payout_id: 'P1',
          status: 'pending',
          approval_status: 'awaiting_approval',
          risk_flagged: true,
          warnings: [],
        },
      })
    }
    const user = userEvent.setup()
    const onCreated = renderForm()
    await fillValid(user)
    await user.dblClick(screen.getByRole('button', { name: 'Initiate Payout' }))
    const dialog = await review()
    await waitFor(() => expect(dialog.textContent).toContain('₹255.75'))
    const text = dialog.textContent ?? ''
    for (const part of ['₹250.00', '₹5.75', '•••• 1222', 'SBIN0001234', 'State Bank of India']) {
      expect(text).toContain(part)
    }
    expect(text).toContain('Not verified')
    expect(text).toContain('This amount is more than 3 times your largest recent payout (₹50.00)')
    expect(bodies).toHaveLength(0)
    await user.dblClick(screen.getByRole('button', { name: 'Confirm and send' }))
    // The confirm button and the form's own both read Processing... and are disabled meanwhile.
    const busy = await screen.findAllByRole('button', { name: 'Processing...', hidden: true })
    expect(busy.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true])
    await waitFor(() => expect(bodies).toHaveLength(1))
    answer()
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ reference_id: 'REF-9', amount: 250, mode: 'IMPS' })
    expect(bodies[0]).not.toHaveProperty('beneficiary_account_confirm')
    expect(success).toHaveBeenCalledWith('Payout created and pending admin approval', {
      duration: 5000,
    })
    expect(warning).toHaveBeenCalledWith('Payout flagged for review by risk engine', {
      duration: 4000,
    })
  })

  it("shows the server's message on failure and allows another try", async () => {
    const error = vi.spyOn(toast, 'error')
    reply = () =>
      HttpResponse.json(
        { success: false, error: { message: 'Duplicate reference_id' } },
        { status: 409 },
      )
    const user = userEvent.setup()
    const onCreated = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    await review()
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Duplicate reference_id'))
    expect(onCreated).not.toHaveBeenCalled()
    reply = () => HttpResponse.json({ success: false }, { status: 500 })
    await user.click(await screen.findByRole('button', { name: 'Initiate Payout' }))
    await review()
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }))
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Failed to initiate payout'))
    expect(bodies).toHaveLength(2)
  })

  it('a different name at the bank shows both and waits for a choice before the review', async () => {
    checkAnswer = { account_exists: true, registered_name: 'SUNITA RAO', name_match: 'mismatch' }
    const user = userEvent.setup()
    renderForm()
    await fillValid(user, '000111225')
    await user.click(screen.getByRole('button', { name: 'Verify account' }))
    const group = await screen.findByRole('group', { name: 'The bank holds a different name' })
    expect(group.textContent).toContain('Ravi')
    expect(group.textContent).toContain('SUNITA RAO')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    expect(await screen.findByText('Choose which name to use before you continue')).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Review payout' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Keep my name and continue' }))
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    expect((await review()).textContent).toContain(
      'SUNITA RAO (differs; you confirmed the account)',
    )
  })

  it("'Use the name at the bank' puts it in the Name field", async () => {
    checkAnswer = { account_exists: true, registered_name: 'SUNITA RAO', name_match: 'mismatch' }
    const user = userEvent.setup()
    renderForm()
    await fillValid(user, '000111225')
    await user.click(screen.getByRole('button', { name: 'Verify account' }))
    await user.click(await screen.findByRole('button', { name: 'Use the name at the bank' }))
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('SUNITA RAO')
    expect(
      await screen.findByText(/Account verified: the bank holds the name SUNITA RAO/),
    ).toBeTruthy()
  })

  it('an account the bank does not know blocks the payout', async () => {
    checkAnswer = { account_exists: false, registered_name: null, name_match: null }
    const user = userEvent.setup()
    renderForm()
    await fillValid(user, '000111229')
    await user.click(screen.getByRole('button', { name: 'Verify account' }))
    await screen.findAllByText('Account not found. Check the account number and IFSC code.')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Account Number/)),
    )
    expect(screen.queryByRole('dialog', { name: 'Review payout' })).toBeNull()
  })

  it('a picked saved beneficiary fills the fields, skips re-entry, still reviews, and can be saved anew', async () => {
    saved = [
      {
        beneficiary_id: 'BENE1',
        name: 'Meera Iyer',
        account_number: '5550001111',
        ifsc: 'SBIN0001234',
        bank_name: 'State Bank of India',
        phone: null,
        email: 'm@example.in',
        // Checked when it was saved: the review says what the bank called it.
        name_at_bank: 'MEERA IYER',
        name_checked_at: '2026-12-01T10:00:00Z',
      },
    ]
    reply = () => HttpResponse.json({ success: true, data: { payout_id: 'P2' } })
    const user = userEvent.setup()
    const onCreated = renderForm()
    const picker = await screen.findByLabelText('Saved beneficiary')
    await user.selectOptions(picker, 'BENE1')
    expect(screen.queryByLabelText(/^Re-enter account number/)).toBeNull()
    expect(screen.queryByLabelText('Save this beneficiary for future payouts')).toBeNull()
    expect((screen.getByLabelText(/^Account Number/) as HTMLInputElement).readOnly).toBe(true)
    await user.type(screen.getByLabelText(/^Reference ID/), 'REF-S')
    await user.type(screen.getByLabelText(/^Amount \(INR\)/), '100')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    const reviewed = (await review()).textContent ?? ''
    expect(reviewed).toContain('•••• 1111')
    expect(reviewed).toContain('MEERA IYER (matches)')
    expect(reviewed).not.toContain('Not verified')
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(bodies[0]).toMatchObject({
      beneficiary_name: 'Meera Iyer',
      beneficiary_account: '5550001111',
      beneficiary_email: 'm@example.in',
    })
    expect(bodies[0]).not.toHaveProperty('save_beneficiary')
  })

  it("'Save this beneficiary' sends save_beneficiary with the payout", async () => {
    reply = () => HttpResponse.json({ success: true, data: { payout_id: 'P3' } })
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(await screen.findByLabelText('Save this beneficiary for future payouts'))
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    await review()
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ save_beneficiary: true })
  })

  it('against a gateway without the checks: format only, no verify, no saved list, review without fee', async () => {
    has = { ifsc: false, quote: false, beneficiaries: false, validate: false }
    const info = vi.spyOn(toast, 'info')
    reply = () => HttpResponse.json({ success: true, data: { payout_id: 'P4' } })
    const user = userEvent.setup()
    const onCreated = renderForm()
    await fillValid(user)
    expect(screen.queryByLabelText('Saved beneficiary')).toBeNull()
    expect(screen.queryByLabelText('Save this beneficiary for future payouts')).toBeNull()
    expect(screen.queryByText('State Bank of India')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Verify account' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify account' })).toBeNull())
    expect(info).toHaveBeenCalledWith('Account verification is not available on this gateway')
    await user.click(screen.getByRole('button', { name: 'Initiate Payout' }))
    const dialog = await review()
    await waitFor(() =>
      expect(dialog.textContent).toContain('Payout fees are deducted from your wallet balance'),
    )
    expect(dialog.textContent).not.toContain('Total debited from wallet')
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
  })
})
