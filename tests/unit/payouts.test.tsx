import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { delay, http, HttpResponse } from 'msw'
import { toast } from 'sonner'
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
import { api, setupMswServer } from './msw-server'
import { renderWithQuery } from './render'

const server = setupMswServer()
let bodies: unknown[] = []
let reply: () => Response | Promise<Response>

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
beforeEach(() => {
  bodies = []
  server.use(
    http.post(api('/payout/initiate'), async ({ request }) => {
      bodies.push(await request.json())
      return reply()
    }),
  )
})
afterEach(() => vi.restoreAllMocks())

const valid = {
  ...EMPTY_CREATE_PAYOUT,
  referenceId: 'REF-1',
  amount: '1500',
  beneficiaryName: 'Ravi Kumar',
  beneficiaryAccount: '123456789012',
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

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Reference ID/), 'REF-9')
  await user.type(screen.getByLabelText(/^Amount \(INR\)/), '250')
  await user.type(screen.getByLabelText(/^Name/), 'Ravi')
  await user.type(screen.getByLabelText(/^Account Number/), '000111222')
  await user.type(screen.getByLabelText(/^IFSC Code/), 'SBIN0001234')
}

describe('Create Payout form', () => {
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

  it('sends once on a double click, reads Processing... meanwhile, toasts and returns', async () => {
    const success = vi.spyOn(toast, 'success')
    const warning = vi.spyOn(toast, 'warning')
    reply = async () => {
      await delay(150)
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
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveProperty(
      'disabled',
      true,
    )
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ reference_id: 'REF-9', amount: 250, mode: 'IMPS' })
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
    await waitFor(() => expect(error).toHaveBeenCalledWith('Duplicate reference_id'))
    expect(onCreated).not.toHaveBeenCalled()
    reply = () => HttpResponse.json({ success: false }, { status: 500 })
    await user.click(await screen.findByRole('button', { name: 'Initiate Payout' }))
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Failed to initiate payout'))
    expect(bodies).toHaveLength(2)
  })
})
