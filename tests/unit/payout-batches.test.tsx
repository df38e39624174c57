import { beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { batchSchema } from '../../src/features/payout-batches/api'
import { BatchPage } from '../../src/features/payout-batches/components/batch-page'
import { UploadPage } from '../../src/features/payout-batches/components/upload-page'
import { batchParams, batchScreen } from '../../src/features/payout-batches/links'
import { batchQueryOptions, LIVE_MS } from '../../src/features/payout-batches/queries'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer(
  http.get(api('/payout/batches'), () =>
    HttpResponse.json({ success: true, data: [], meta: { pagination: { total: 0 } } }),
  ),
)
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

const PROGRESS = {
  waiting: 0,
  queued: 0,
  created: 0,
  processing: 0,
  success: 0,
  failed: 0,
  cancelled: 0,
}

function batch(overrides: Record<string, unknown> = {}) {
  return {
    batch_id: 'bat_7',
    file_name: 'march-salaries.csv',
    status: 'draft',
    row_count: 3,
    valid_count: 2,
    error_count: 1,
    totals: {
      by_mode: [
        { mode: 'IMPS', count: 1, amount: 1500, fee: 5, gst: 0.9 },
        { mode: 'UPI', count: 1, amount: 250.5, fee: 2, gst: 0.36 },
      ],
      amount: 1750.5,
      fee: 7,
      gst: 1.26,
      total: 1758.76,
    },
    progress: PROGRESS,
    maker: { kind: 'user', name: 'Farah Finance' },
    approval: null,
    created_at: '2026-12-07T10:00:00Z',
    submitted_at: null,
    updated_at: '2026-12-07T10:00:00Z',
    ...overrides,
  }
}

const ERROR_ROW = {
  line: 3,
  reference_id: 'SAL-003',
  amount: 100,
  mode: 'NEFT',
  beneficiary_name: 'Ravi',
  beneficiary_account: '1234',
  beneficiary_ifsc: 'BAD',
  beneficiary_vpa: null,
  status: 'invalid',
  errors: ['Enter a valid IFSC code'],
  payout: null,
}

function renderInRouter(ui: () => ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderWithQuery(<RouterProvider router={router} />)
}

async function uploadFile(name = 'march-salaries.csv') {
  const user = userEvent.setup()
  renderInRouter(() => <UploadPage onSubmitted={() => undefined} />)
  const input = await screen.findByLabelText('Choose a CSV or Excel file')
  await user.upload(input, new File(['reference_id,amount\n'], name, { type: 'text/csv' }))
  await user.click(screen.getByRole('button', { name: 'Upload and check' }))
  return user
}

describe('the upload’s result', () => {
  it('shows the totals by mode, the grand total and the rows in error; submit waits for fixes', async () => {
    let sent: FormDataEntryValue | null = null
    server.use(
      http.post(api('/payout/batches'), async ({ request }) => {
        sent = (await request.formData()).get('file')
        return HttpResponse.json({ success: true, data: batch() }, { status: 201 })
      }),
      http.get(api('/payout/batches/bat_7/rows'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('invalid')
        return HttpResponse.json({ success: true, data: [ERROR_ROW] })
      }),
    )
    await uploadFile()

    const totals = await screen.findByRole('region', { name: 'Totals by mode' })
    expect(sent).not.toBeNull()
    const imps = within(totals).getByRole('row', { name: /IMPS/ })
    expect(imps.textContent).toContain('₹1,500.00')
    expect(imps.textContent).toContain('₹0.90')
    expect(within(totals).getByRole('row', { name: /All modes/ }).textContent).toContain(
      '₹1,750.50',
    )
    expect(screen.getByTestId('grand-total').textContent).toBe(
      'Grand total (amounts and fees): ₹1,758.76',
    )
    expect(screen.getByText('2 rows ready')).toBeTruthy()
    expect(screen.getByText('1 row in error')).toBeTruthy()

    const errors = await screen.findByRole('region', { name: 'Rows in error' })
    const row = await within(errors).findByTestId('batch-row')
    expect(row.textContent).toContain('SAL-003')
    expect(row.textContent).toContain('Enter a valid IFSC code')
    expect(screen.getByRole('button', { name: 'Download errors (Excel)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download errors (CSV)' })).toBeTruthy()
    const submit = screen.getByRole('button', { name: 'Submit batch' })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Fix the rows in error before submitting.')).toBeTruthy()
  })

  it('a clean file can be submitted', async () => {
    let submitted = false
    server.use(
      http.post(api('/payout/batches'), () =>
        HttpResponse.json({ success: true, data: batch({ error_count: 0 }) }, { status: 201 }),
      ),
      http.post(api('/payout/batches/bat_7/submit'), () => {
        submitted = true
        return HttpResponse.json({ success: true, data: batch({ status: 'pending_approval' }) })
      }),
    )
    const user = await uploadFile()
    const submit = await screen.findByRole('button', { name: 'Submit batch' })
    expect((submit as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('region', { name: 'Rows in error' })).toBeNull()
    await user.click(submit)
    await waitFor(() => expect(submitted).toBe(true))
  })

  it('a file already uploaded links to the earlier batch', async () => {
    server.use(
      http.post(api('/payout/batches'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { message: 'This file was already uploaded as bat_3', batch_id: 'bat_3' },
          },
          { status: 409 },
        ),
      ),
    )
    await uploadFile()
    const link = await screen.findByRole('link', { name: 'Open batch bat_3' })
    expect(link.getAttribute('href')).toBe('/payouts/batches/bat_3')
    expect(screen.getByText(/already uploaded as batch bat_3/)).toBeTruthy()
  })

  it('refuses a file that is not CSV or Excel before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderInRouter(() => <UploadPage onSubmitted={() => undefined} />)
    await user.upload(
      await screen.findByLabelText('Choose a CSV or Excel file'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    )
    expect(screen.getByText('Choose a CSV or Excel (.xlsx) file')).toBeTruthy()
    const upload = screen.getByRole('button', { name: 'Upload and check' })
    expect((upload as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('the batch’s progress', () => {
  it('asks again every second while the batch moves, and stops when it is final', () => {
    const interval = batchQueryOptions('bat_7').refetchInterval
    expect(typeof interval).toBe('function')
    const at = (status: string) =>
      (interval as (query: unknown) => number | false)({
        state: { data: batchSchema.parse(batch({ status })) },
      })
    expect(LIVE_MS).toBeLessThanOrEqual(1000)
    for (const status of ['pending_approval', 'approved', 'processing']) {
      expect(at(status)).toBe(LIVE_MS)
    }
    for (const status of ['completed', 'rejected', 'expired', 'cancelled']) {
      expect(at(status)).toBe(false)
    }
  })

  it('shows the bar, the counts, the queued rows explained and the cancel of the rest', async () => {
    server.use(
      http.get(api('/payout/batches/bat_7'), () =>
        HttpResponse.json({
          success: true,
          data: batch({
            status: 'processing',
            row_count: 10,
            valid_count: 10,
            error_count: 0,
            progress: { ...PROGRESS, created: 1, processing: 2, success: 3, failed: 1, queued: 3 },
          }),
        }),
      ),
      http.get(api('/payout/batches/bat_7/rows'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              ...ERROR_ROW,
              status: 'created',
              errors: [],
              payout: {
                payout_id: 'pout_9',
                status: 'success',
                utr: 'UTR123',
                failure_reason: null,
              },
            },
          ],
        }),
      ),
    )
    renderInRouter(() => <BatchPage batchId="bat_7" />)
    const bar = await screen.findByRole('progressbar', { name: 'Payouts finished' })
    expect(bar.getAttribute('aria-valuenow')).toBe('4')
    expect(bar.getAttribute('aria-valuemax')).toBe('10')
    expect(screen.getByText('4 of 10 finished')).toBeTruthy()
    const count = (key: string) => document.querySelector(`[data-count="${key}"] dd`)?.textContent
    expect([count('created'), count('processing'), count('success')]).toEqual(['1', '2', '3'])
    expect([count('failed'), count('queued'), count('cancelled')]).toEqual(['1', '3', '0'])
    expect(screen.getByText(/the wallet’s balance is short/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Top up the wallet' }).getAttribute('href')).toBe(
      '/wallet',
    )
    expect(screen.getByRole('button', { name: 'Cancel rows not yet sent' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download result (Excel)' })).toBeNull()
    const row = await screen.findByTestId('batch-row')
    expect(row.textContent).toContain('pout_9')
    expect(row.textContent).toContain('UTR123')
  })

  it('a finished batch offers its result and no cancel', async () => {
    server.use(
      http.get(api('/payout/batches/bat_7'), () =>
        HttpResponse.json({
          success: true,
          data: batch({
            status: 'completed',
            error_count: 0,
            progress: { ...PROGRESS, success: 2 },
          }),
        }),
      ),
      http.get(api('/payout/batches/bat_7/rows'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    )
    renderInRouter(() => <BatchPage batchId="bat_7" />)
    expect(await screen.findByRole('button', { name: 'Download result (Excel)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download result (CSV)' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
    expect(screen.getByText('No approval needed for this amount.')).toBeTruthy()
  })

  it('approves a pending batch from its page', async () => {
    let approved = false
    server.use(
      http.get(api('/payout/batches/bat_8'), () =>
        HttpResponse.json({
          success: true,
          data: batch({
            batch_id: 'bat_8',
            status: approved ? 'approved' : 'pending_approval',
            error_count: 0,
            approval: {
              request_id: 'apr_1',
              status: approved ? 'approved' : 'pending',
              tier: { approvers: 1, senior: false, label: 'Up to ₹50,000' },
              approvals: approved
                ? [{ user_id: '1', name: 'Olive Owner', role: 'owner', at: '2026-12-07T10:05:00Z' }]
                : [],
              rejection: null,
              can_decide: !approved,
              waiting_for: approved ? null : '1 more approver',
            },
          }),
        }),
      ),
      http.get(api('/payout/batches/bat_8/rows'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
      http.post(api('/merchant/approvals/apr_1/approve'), () => {
        approved = true
        return HttpResponse.json({
          success: true,
          data: { request_id: 'apr_1', status: 'approved' },
        })
      }),
    )
    const user = userEvent.setup()
    renderInRouter(() => <BatchPage batchId="bat_8" />)
    expect(await screen.findByText('Waiting for: 1 more approver')).toBeTruthy()
    expect(screen.getByText('Needs 1 approver (Up to ₹50,000)')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText(/Approved by Olive Owner \(owner\)/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})

describe('rejecting a batch', () => {
  it('asks for a reason, then sends it', async () => {
    let reason: unknown = null
    server.use(
      http.get(api('/payout/batches/bat_9'), () =>
        HttpResponse.json({
          success: true,
          data: batch({
            batch_id: 'bat_9',
            status: 'pending_approval',
            error_count: 0,
            approval: {
              request_id: 'apr_2',
              status: 'pending',
              approvals: [],
              can_decide: true,
              waiting_for: '1 more approver',
            },
          }),
        }),
      ),
      http.get(api('/payout/batches/bat_9/rows'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
      http.post(api('/merchant/approvals/apr_2/reject'), async ({ request }) => {
        reason = ((await request.json()) as { reason?: unknown }).reason
        return HttpResponse.json({
          success: true,
          data: { request_id: 'apr_2', status: 'rejected' },
        })
      }),
    )
    const user = userEvent.setup()
    renderInRouter(() => <BatchPage batchId="bat_9" />)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject batch' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('Please give a reason for rejecting')).toBeTruthy()
    expect(reason).toBeNull()
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'Wrong month')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(reason).toBe('Wrong month'))
  })
})

describe('the one route of both screens', () => {
  it('reads /payouts/upload and /payouts/batches/<id>, and nothing else', () => {
    expect(batchScreen('upload')).toEqual({ screen: 'upload' })
    expect(batchScreen(batchParams('bat_7')._splat)).toEqual({ screen: 'batch', batchId: 'bat_7' })
    for (const other of [undefined, '', 'batches', 'batches/', 'batches/a/b', 'uploads']) {
      expect(batchScreen(other)).toBeNull()
    }
  })
})
