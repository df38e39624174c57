import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type * as TanStackRouter from '@tanstack/react-router'
import { LoginPage } from '../../src/features/auth/components/login-page'
import { toast } from '../../src/lib/toast/toast'
import { clearSession, getSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof TanStackRouter>()),
  useNavigate: () => navigate,
}))

const server = setupMswServer()
const merchant = { id: 1, business_name: 'Acme Stores', email: 'demo@example.com' }
const WRONG = 'The code is wrong or has expired'
let verifyCalls: unknown[] = []

function gateway(step: Record<string, unknown>) {
  server.use(
    http.post(api('/merchant/auth/login'), () =>
      HttpResponse.json({ success: true, data: { two_step: step } }),
    ),
    http.post(api('/merchant/auth/login/verify'), async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string }
      verifyCalls.push(body)
      if (body.code !== '123456' && body.code !== 'abcd-efgh') {
        return HttpResponse.json({ success: false, error: { message: WRONG } }, { status: 401 })
      }
      return HttpResponse.json({ success: true, data: { token: 'tok-2', merchant } })
    }),
  )
}

async function signInWithPassword() {
  const user = userEvent.setup()
  render(<LoginPage />)
  await user.type(screen.getByLabelText('Username or Email'), 'demo')
  await user.type(screen.getByLabelText('Password'), 'Demo@1234')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

beforeEach(() => {
  navigate.mockReset()
  verifyCalls = []
  clearSession()
  vi.spyOn(toast, 'error').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
})

describe("login's second step", () => {
  it("asks for the authenticator code, and a wrong one shows the gateway's words", async () => {
    gateway({ challenge: 'chl-1', method: 'totp' })
    const user = await signInWithPassword()
    const field = await screen.findByLabelText('Enter the 6-digit code from your authenticator app')
    // The password form is hidden, not signed in yet.
    expect(getSession()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull()

    await user.type(field, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG)
    expect(getSession()).toBeNull()

    await user.clear(field)
    await user.type(field, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(getSession()?.token).toBe('tok-2'))
    expect(verifyCalls).toEqual([
      { challenge: 'chl-1', code: '000000' },
      { challenge: 'chl-1', code: '123456' },
    ])
    expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' })
  })

  it('switches to a recovery code and back to sign in', async () => {
    gateway({ challenge: 'chl-2', method: 'totp' })
    const user = await signInWithPassword()
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    const field = screen.getByLabelText('Enter one of your recovery codes')
    await user.type(field, 'abcd-efgh')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(getSession()?.token).toBe('tok-2'))
    expect(verifyCalls).toEqual([{ challenge: 'chl-2', code: 'abcd-efgh' }])
  })

  it('names the masked address a mailed code went to, and Back returns to the password', async () => {
    gateway({ challenge: 'chl-3', method: 'mail', email: 'd***@example.com' })
    const user = await signInWithPassword()
    expect(
      await screen.findByLabelText('We emailed a 6-digit code to d***@example.com'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy()
    expect((screen.getByLabelText('Username or Email') as HTMLInputElement).value).toBe('demo')
  })
})
