import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { StepUpHost } from '../../src/components/layout/step-up-host'
import { ApiError } from '../../src/lib/http/api-client'
import { isStepUpRequired, withStepUp } from '../../src/lib/http/step-up'
import { setStepUpHandler } from '../../src/lib/session/step-up'
import { regenerateApiSecret } from '../../src/features/settings/api'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'

const server = setupMswServer()
const STEP_UP = { message: 'Confirm it is you to continue', code: 'step_up_required' }
const refused = () => new ApiError(STEP_UP.message, 403, 'http', { error: STEP_UP })

afterEach(() => setStepUpHandler(null))

/** The login answer's person, as the session keeps it. */
const person = (twoStep: boolean) => ({
  id: '1',
  name: 'Asha',
  email: 'demo@example.com',
  role: 'owner',
  two_step: twoStep,
  actions: ['keys.manage'],
})

describe('withStepUp', () => {
  it('asks once and sends the refused call once more', async () => {
    const ask = vi.fn(() => Promise.resolve(true))
    setStepUpHandler(ask)
    const call = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('done')
    await expect(withStepUp(call)).resolves.toBe('done')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('cancelled, the refusal stands and nothing is sent again', async () => {
    setStepUpHandler(() => Promise.resolve(false))
    const call = vi.fn().mockRejectedValue(refused())
    await expect(withStepUp(call)).rejects.toThrow(STEP_UP.message)
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('leaves other refusals alone, and retries only once', async () => {
    const ask = vi.fn(() => Promise.resolve(true))
    setStepUpHandler(ask)
    const other = new ApiError('Forbidden', 403, 'http', { error: { message: 'Forbidden' } })
    await expect(withStepUp(() => Promise.reject(other))).rejects.toBe(other)
    expect(ask).not.toHaveBeenCalled()
    const always = vi.fn().mockRejectedValue(refused())
    await expect(withStepUp(always)).rejects.toThrow(STEP_UP.message)
    expect(always).toHaveBeenCalledTimes(2)
    expect(isStepUpRequired(other)).toBe(false)
    expect(isStepUpRequired(refused())).toBe(true)
  })
})

describe("'Confirm it's you'", () => {
  let stepUps: unknown[] = []
  let regenerations = 0
  beforeEach(() => {
    stepUps = []
    regenerations = 0
    setSession('tok', { id: 1, business_name: 'Acme Stores' })
    server.use(
      http.post(api('/merchant/api-keys/regenerate'), () => {
        regenerations += 1
        return regenerations === 1
          ? HttpResponse.json({ success: false, error: STEP_UP }, { status: 403 })
          : HttpResponse.json({ success: true, data: { api_key: 'k', api_secret: 's2' } })
      }),
      http.post(api('/merchant/auth/step-up'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>
        stepUps.push(body)
        if (body.code === '111111' || body.password === 'Wrong') {
          return HttpResponse.json(
            { success: false, error: { message: 'Invalid code' } },
            // As the gateway refuses a wrong proof: 400, never a 401 that would end the session.
            { status: 400 },
          )
        }
        return HttpResponse.json({ success: true, data: { until: '2026-12-07T12:30:00Z' } })
      }),
    )
  })
  afterEach(() => clearSession())

  it('asks for the code when the session does not say (the gateway does), then Regenerate Secret goes through', async () => {
    server.use(
      http.get(api('/merchant/security'), () =>
        HttpResponse.json({
          success: true,
          data: {
            two_step: { enabled: true, recovery_codes_left: 10 },
            policy: 'optional',
            sessions: [],
          },
        }),
      ),
    )
    const user = userEvent.setup()
    render(<StepUpHost />)
    const result = withStepUp(() => regenerateApiSecret())
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" })
    const field = await screen.findByLabelText('6-digit code')
    expect(dialog.contains(field)).toBe(true)
    await user.type(field, '111111')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    await user.clear(field)
    await user.type(field, '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(result).resolves.toEqual({ api_key: 'k', api_secret: 's2' })
    expect(stepUps).toEqual([{ code: '111111' }, { code: '123456' }])
    expect(regenerations).toBe(2)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("asks a person without 2-step for their password (the session's user says so)", async () => {
    setSession('tok', { id: 1 }, person(false))
    const user = userEvent.setup()
    render(<StepUpHost />)
    const result = withStepUp(() => regenerateApiSecret())
    await user.type(await screen.findByLabelText('Password'), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(result).resolves.toEqual({ api_key: 'k', api_secret: 's2' })
    expect(stepUps).toEqual([{ password: 'Demo@1234' }])
  })

  it('Cancel leaves the call refused', async () => {
    setSession('tok', { id: 1 }, person(true))
    const user = userEvent.setup()
    render(<StepUpHost />)
    const result = withStepUp(() => regenerateApiSecret()).catch((error: unknown) => error)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await result).toMatchObject({ status: 403, message: STEP_UP.message })
    expect(stepUps).toEqual([])
    expect(regenerations).toBe(1)
  })
})
