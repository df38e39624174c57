import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { ApprovalsPage } from '../../src/features/approvals/components/approvals-page'
import { RulesPage } from '../../src/features/approvals/components/rules-page'
import { addTier, checkTiers, removeTier, rowsOf } from '../../src/features/approvals/tiers'
import { noticeDecided } from '../../src/components/layout/approvals-watch'
import { approvalAwareStatus, approvalAwareTone } from '../../src/components/approval-status'
import { payoutSchema } from '../../src/features/payouts/api'
import { payoutResultToasts } from '../../src/features/payouts/queries'
import { walletBalanceSchema } from '../../src/features/wallet/api'
import { walletCards } from '../../src/features/wallet/components/balance-cards'
import { payoutTone, refundTone } from '../../src/lib/ui/status'
import { clearSession, setSession, type SessionUser } from '../../src/lib/session/session-store'
import { setStepUpHandler } from '../../src/lib/session/step-up'
import { toast } from '../../src/lib/toast/toast'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  vi.restoreAllMocks()
  setStepUpHandler(null)
  clearSession()
  localStorage.clear()
})

const person = (role: string, actions: string[], id = 'usr_1'): SessionUser => ({
  id,
  name: 'Asha Rao',
  email: 'asha@example.com',
  role,
  two_step: false,
  actions,
})
const OWNER = person('owner', ['approvals.read', 'approvals.decide', 'approvals.manage'])
const OPERATIONS = person('operations', ['approvals.read', 'payouts.create'], 'usr_3')

const DEFAULT_TIERS = [
  { up_to: 10000, approvers: 0, senior: false },
  { up_to: 50000, approvers: 1, senior: false },
  { up_to: null, approvers: 2, senior: true },
]

describe('the tier editor’s checks (as the gateway’s)', () => {
  it('turns the tiers into rows and back, in rupees', () => {
    const rows = rowsOf(DEFAULT_TIERS)
    expect(rows).toEqual([
      { upTo: '10000', approvers: 0, senior: false },
      { upTo: '50000', approvers: 1, senior: false },
      { upTo: '', approvers: 2, senior: true },
    ])
    expect(checkTiers(rows)).toEqual({ tiers: DEFAULT_TIERS })
  })

  it('takes Indian grouping and paise, and leaves the last tier unbounded', () => {
    const result = checkTiers([
      { upTo: '1,50,000.50', approvers: 1, senior: false },
      { upTo: 'ignored', approvers: 2, senior: true },
    ])
    expect(result).toEqual({
      tiers: [
        { up_to: 150000.5, approvers: 1, senior: false },
        { up_to: null, approvers: 2, senior: true },
      ],
    })
  })

  it('refuses a bound not above the one before, an empty or bad bound, senior without approvers', () => {
    const result = checkTiers([
      { upTo: '50000', approvers: 0, senior: true },
      { upTo: '50000', approvers: 1, senior: false },
      { upTo: '', approvers: 1, senior: false },
      { upTo: '12abc', approvers: 3, senior: false },
      { upTo: '', approvers: 2, senior: true },
    ])
    expect(result).toEqual({
      errors: {
        rows: [
          { senior: 'senior_needs_approver' },
          { upTo: 'not_ascending' },
          { upTo: 'up_to_required' },
          { upTo: 'up_to_invalid', approvers: 'approvers_range' },
          {},
        ],
      },
    })
  })

  it('keeps 1 to 5 tiers', () => {
    expect(checkTiers([])).toMatchObject({ errors: { form: 'count' } })
    const six = Array.from({ length: 6 }, (_, i) => ({
      upTo: String((i + 1) * 1000),
      approvers: 0,
      senior: false,
    }))
    expect(checkTiers(six)).toMatchObject({ errors: { form: 'count' } })
    let rows = rowsOf(DEFAULT_TIERS)
    rows = addTier(rows)
    expect(rows.map((r) => r.upTo)).toEqual(['10000', '50000', '100000', ''])
    rows = addTier(addTier(rows))
    expect(rows).toHaveLength(5)
    rows = removeTier(rows, 4)
    expect(rows.at(-1)?.upTo).toBe('')
    expect(removeTier([{ upTo: '', approvers: 0, senior: false }], 0)).toHaveLength(1)
  })
})

const rules = (updated_by: string | null = null) => ({
  success: true,
  data: {
    payout: {
      tiers: DEFAULT_TIERS,
      updated_by,
      updated_at: updated_by ? '2026-12-01T10:00:00Z' : null,
    },
    refund: { tiers: DEFAULT_TIERS, updated_by: null, updated_at: null },
  },
})

describe('Settings → Approvals', () => {
  it('shows a bad bound beside its field and sends nothing', async () => {
    const sent = vi.fn()
    server.use(
      http.get(api('/merchant/approval-rules'), () => HttpResponse.json(rules())),
      http.put(api('/merchant/approval-rules'), () => {
        sent()
        return HttpResponse.json(rules())
      }),
    )
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<RulesPage />)
    const payouts = await screen.findByRole('form', { name: 'Payouts' })
    const second = within(payouts).getByLabelText('Tier 2: up to (₹)')
    await user.clear(second)
    await user.type(second, '5000')
    await user.click(within(payouts).getByRole('button', { name: 'Save tiers' }))
    expect(await within(payouts).findByText('Must be more than the tier above')).toBeTruthy()
    expect(second.getAttribute('aria-invalid')).toBe('true')
    expect(sent).not.toHaveBeenCalled()
  })

  it('saves one kind’s tiers after confirming it is them, and says who changed them', async () => {
    const sent: unknown[] = []
    server.use(
      http.get(api('/merchant/approval-rules'), () => HttpResponse.json(rules())),
      http.put(api('/merchant/approval-rules'), async ({ request }) => {
        sent.push(await request.json())
        return sent.length === 1
          ? HttpResponse.json(
              {
                success: false,
                error: { message: 'Confirm it is you to continue', code: 'step_up_required' },
              },
              { status: 403 },
            )
          : HttpResponse.json(rules('Asha Rao'))
      }),
    )
    const stepUp = vi.fn(() => Promise.resolve(true))
    setStepUpHandler(stepUp)
    const success = vi.spyOn(toast, 'success')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<RulesPage />)
    const payouts = await screen.findByRole('form', { name: 'Payouts' })
    await user.selectOptions(within(payouts).getByLabelText('Tier 1: approvers'), '1')
    await user.click(within(payouts).getByRole('button', { name: 'Save tiers' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Approval tiers saved'))
    expect(stepUp).toHaveBeenCalledTimes(1)
    const expected = {
      kind: 'payout',
      tiers: [{ up_to: 10000, approvers: 1, senior: false }, ...DEFAULT_TIERS.slice(1)],
    }
    expect(sent).toEqual([expected, expected])
    expect(await screen.findByText(/Last changed by Asha Rao/)).toBeTruthy()
  })

  it('is read-only without approvals.manage', async () => {
    server.use(http.get(api('/merchant/approval-rules'), () => HttpResponse.json(rules())))
    setSession('tok-1', { id: 1 }, OPERATIONS)
    renderWithQuery(<RulesPage />)
    const payouts = await screen.findByRole('form', { name: 'Payouts' })
    expect(screen.getByText('Only an Owner or Admin changes the tiers.')).toBeTruthy()
    expect(within(payouts).queryByRole('button', { name: 'Save tiers' })).toBeNull()
    expect(
      (within(payouts).getByLabelText('Tier 1: approvers') as HTMLSelectElement).disabled,
    ).toBe(true)
  })
})

const approval = (id: string, overrides: Record<string, unknown> = {}) => ({
  request_id: id,
  kind: 'payout',
  subject_id: `pay_${id}`,
  amount: 25000,
  status: 'pending',
  maker: { kind: 'user', name: 'Ravi Kumar', user_id: 'usr_3' },
  tier: { approvers: 1, senior: false, label: 'Up to ₹50,000' },
  approvals: [],
  rejection: null,
  created_at: '2026-12-07T09:00:00Z',
  expires_at: '2026-12-14T09:00:00Z',
  decided_at: null,
  can_decide: true,
  waiting_for: '1 more approver',
  subject: {
    payout: {
      reference_id: `ref_${id}`,
      beneficiary_name: `Supplier ${id}`,
      mode: 'IMPS',
      beneficiary_account: '1234567890',
      beneficiary_ifsc: 'HDFC0001234',
      beneficiary_vpa: null,
      name_at_bank: { name: `SUPPLIER ${id}`, match: 'mismatch' },
    },
  },
  ...overrides,
})

describe('the Approvals inbox', () => {
  it('lists what waits for the person with maker, amount, beneficiary, name at bank, tier', async () => {
    const asked: string[] = []
    server.use(
      http.get(api('/merchant/approvals'), ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ success: true, data: [approval('apr_1')] })
      }),
    )
    setSession('tok-1', { id: 1 }, OWNER)
    renderWithQuery(<ApprovalsPage />)
    const row = await screen.findByTestId('approval-row')
    expect(asked[0]).toContain('for_me=true')
    expect(within(row).getByText('₹25,000.00')).toBeTruthy()
    expect(within(row).getByText('Supplier apr_1')).toBeTruthy()
    expect(within(row).getByText('Ravi Kumar')).toBeTruthy()
    expect(within(row).getByText(/Name at bank: SUPPLIER apr_1/)).toBeTruthy()
    expect(within(row).getByText('(does not match)')).toBeTruthy()
    expect(within(row).getByText('Up to ₹50,000 · 1 approver')).toBeTruthy()
    expect(within(row).getByText('Nobody yet')).toBeTruthy()
    expect(within(row).getByText('Waiting for: 1 more approver')).toBeTruthy()
  })

  it('approves one after confirming it is them, and shows a refusal as the gateway words it', async () => {
    let calls = 0
    server.use(
      http.get(api('/merchant/approvals'), () =>
        HttpResponse.json({ success: true, data: [approval('apr_1'), approval('apr_2')] }),
      ),
      http.post(api('/merchant/approvals/apr_1/approve'), () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { message: 'Confirm it is you', code: 'step_up_required' } },
              { status: 403 },
            )
          : HttpResponse.json({
              success: true,
              data: approval('apr_1', { status: 'approved', can_decide: false }),
            })
      }),
      http.post(api('/merchant/approvals/apr_2/approve'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { message: 'This request needs an Owner or Admin to approve' },
          },
          { status: 403 },
        ),
      ),
    )
    const stepUp = vi.fn(() => Promise.resolve(true))
    setStepUpHandler(stepUp)
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<ApprovalsPage />)
    await user.click(
      await screen.findByRole('button', { name: 'Approve ₹25,000.00 to Supplier apr_1' }),
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith('Approved: the money is on its way'))
    expect(stepUp).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Approve ₹25,000.00 to Supplier apr_2' }))
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('This request needs an Owner or Admin to approve'),
    )
  })

  it('rejects only with a reason, and sends it', async () => {
    const sent: unknown[] = []
    server.use(
      http.get(api('/merchant/approvals'), () =>
        HttpResponse.json({ success: true, data: [approval('apr_1')] }),
      ),
      http.post(api('/merchant/approvals/apr_1/reject'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          success: true,
          data: approval('apr_1', { status: 'rejected' }),
        })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<ApprovalsPage />)
    await user.click(
      await screen.findByRole('button', { name: 'Reject ₹25,000.00 to Supplier apr_1' }),
    )
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('Please give a reason for rejecting')).toBeTruthy()
    expect(sent).toEqual([])
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong account')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Request rejected'))
    expect(sent).toEqual([{ reason: 'Wrong account' }])
  })

  it('approves the selected ones with one step-up, and says each refusal', async () => {
    const sent: unknown[] = []
    server.use(
      http.get(api('/merchant/approvals'), () =>
        HttpResponse.json({
          success: true,
          data: [approval('apr_1'), approval('apr_2'), approval('apr_3', { can_decide: false })],
        }),
      ),
      http.post(api('/merchant/approvals/approve'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          success: true,
          data: {
            results: [
              {
                request_id: 'apr_1',
                ok: true,
                approval: approval('apr_1', { status: 'approved' }),
              },
              { request_id: 'apr_2', ok: false, error: 'This request is already rejected' },
            ],
          },
        })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<ApprovalsPage />)
    await screen.findAllByTestId('approval-row')
    // Only what this person may decide can be chosen.
    expect(
      screen.queryByRole('checkbox', { name: 'Select ₹25,000.00 to Supplier apr_3' }),
    ).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    await user.click(screen.getByRole('button', { name: 'Approve 2 requests' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('1 request approved'))
    expect(error).toHaveBeenCalledWith('Not approved (apr_2): This request is already rejected')
    expect(sent).toEqual([{ request_ids: ['apr_1', 'apr_2'] }])
  })

  it('asks each tab its own filter', async () => {
    const asked: string[] = []
    server.use(
      http.get(api('/merchant/approvals'), ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ success: true, data: [] })
      }),
    )
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<ApprovalsPage />)
    expect(await screen.findByText('Nothing waits for you')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'All pending' }))
    await user.click(screen.getByRole('button', { name: 'Decided' }))
    await user.click(screen.getByRole('button', { name: 'My requests' }))
    await waitFor(() => expect(asked).toHaveLength(4))
    expect(asked[1]).toContain('status=pending')
    expect(asked[2]).toContain('status=decided')
    expect(asked[3]).toContain('mine=true')
  })
})

describe("the maker's notices", () => {
  it('toasts a request seen waiting once it is decided, once across tabs', async () => {
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    const mine = (id: string, status: string) => ({
      request_id: id,
      kind: 'payout',
      amount: 20000,
      status,
      rejection: status === 'rejected' ? { reason: 'Wrong account' } : null,
    })
    await noticeDecided([mine('n_1', 'pending'), mine('n_2', 'pending'), mine('n_3', 'approved')])
    expect(success).not.toHaveBeenCalled()
    await noticeDecided([mine('n_1', 'approved'), mine('n_2', 'rejected'), mine('n_3', 'approved')])
    expect(success).toHaveBeenCalledWith('Your payout of ₹20,000.00 was approved')
    expect(error).toHaveBeenCalledWith('Your payout of ₹20,000.00 was rejected: Wrong account')
    expect(success).toHaveBeenCalledTimes(1)
    // Another tab that saw n_1 waiting too: already said.
    await noticeDecided([mine('n_1', 'pending')])
    await noticeDecided([mine('n_1', 'approved')])
    expect(success).toHaveBeenCalledTimes(1)
  })
})

describe('payouts and refunds waiting for approval', () => {
  it("tells the maker 'Sent for approval' instead of the success text", () => {
    expect(payoutResultToasts({ status: 'pending_approval', warnings: [] })).toEqual([
      {
        kind: 'success',
        message: 'Sent for approval: the payout goes once it is approved',
        duration: 5000,
      },
    ])
  })

  it('labels and colours the new statuses, and leaves the others to the badge', () => {
    expect(approvalAwareStatus('pending_approval')).toBe('pending approval')
    expect(approvalAwareStatus('expired')).toBe('expired')
    expect(approvalAwareStatus('success')).toBe('success')
    expect(approvalAwareTone('pending_approval', payoutTone)).toBe('queued')
    expect(approvalAwareTone('rejected', refundTone)).toBe('failed')
    expect(approvalAwareTone('success', payoutTone)).toBe('success')
  })

  it('parses a payout with its approval, and one from an older gateway without', () => {
    const parsed = payoutSchema.parse({
      payout_id: 'pay_1',
      amount: 25000,
      status: 'pending_approval',
      approval: approval('apr_1'),
    })
    expect(parsed.approval?.waiting_for).toBe('1 more approver')
    expect(payoutSchema.parse({ payout_id: 'pay_2', amount: 1 }).approval ?? null).toBeNull()
    expect(walletBalanceSchema.parse({ available_balance: 5 }).awaiting_approval).toBeUndefined()
    expect(walletBalanceSchema.parse({ awaiting_approval: '120.5' }).awaiting_approval).toBe(120.5)
  })

  it("shows the wallet's 'Awaiting Approval' as a figure of its own, only when the gateway says", () => {
    const base = walletBalanceSchema.parse({ available_balance: 100, pending_balance: 5 })
    expect(walletCards(base).map((card) => card.id)).toEqual([
      'available',
      'pending',
      'processing',
      'total',
    ])
    const cards = walletCards({ ...base, awaiting_approval: 20005 })
    expect(cards.map((card) => card.id)).toEqual([
      'available',
      'pending',
      'processing',
      'awaiting',
      'total',
    ])
    expect(cards[3]).toMatchObject({ title: 'Awaiting Approval', value: 20005 })
    // Total stays available plus pending: what waits has not left the balance.
    expect(cards[4]?.value).toBe(105)
  })
})
