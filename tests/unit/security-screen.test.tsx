import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { SecurityPage } from '../../src/features/security/components/security-page'
import { clearSession, getSession, setSession } from '../../src/lib/session/session-store'
import { toast } from '../../src/lib/toast/toast'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`)
const session = (id: string, current: boolean, device: string) => ({
  id,
  device,
  address: '10.0.0.1',
  last_seen_at: '2026-12-07T10:00:00.000Z',
  created_at: '2026-12-07T09:00:00.000Z',
  current,
})
const person = (actions: string[]) => ({
  id: '1',
  name: 'Asha',
  email: 'demo@example.com',
  role: 'owner',
  two_step: false,
  actions,
})

let calls: { method: string; path: string; body: unknown }[] = []
let enabled = false

beforeEach(() => {
  calls = []
  enabled = false
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(toast, 'error').mockImplementation(() => undefined)
  setSession('tok', { id: 1, business_name: 'Acme Stores' }, person(['security.self']))
  const record = async (request: Request) => {
    const url = new URL(request.url)
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', '') + url.search,
      body: request.method === 'GET' || request.method === 'DELETE' ? null : await request.json(),
    })
  }
  server.use(
    http.get(api('/merchant/security'), async ({ request }) => {
      await record(request)
      const everyone = new URL(request.url).searchParams.get('everyone') === '1'
      return HttpResponse.json({
        success: true,
        data: {
          two_step: { enabled, recovery_codes_left: enabled ? 10 : 0 },
          policy: 'optional',
          sessions: everyone
            ? [{ ...session('s3', false, 'Firefox on Linux'), person: { id: 2, name: 'Ravi' } }]
            : [session('s1', true, 'Chrome on Android'), session('s2', false, 'Safari on iPhone')],
        },
      })
    }),
    http.post(api('/merchant/security/two-step/setup'), async ({ request }) => {
      await record(request)
      return HttpResponse.json({
        success: true,
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Acme:demo?secret=JBSWY3DPEHPK3PXP',
        },
      })
    }),
    http.post(api('/merchant/security/two-step/confirm'), async ({ request }) => {
      await record(request)
      enabled = true
      return HttpResponse.json({ success: true, data: { recovery_codes: CODES } })
    }),
    http.post(api('/merchant/security/sessions/sign-out-others'), async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, data: { ended: 1 } })
    }),
    http.delete(api('/merchant/security/sessions/:id'), async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, data: { ended: true } })
    }),
    http.post(api('/merchant/security/password'), async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, data: { changed: true, sessions_ended: 1 } })
    }),
    http.put(api('/merchant/security/policy'), async ({ request }) => {
      await record(request)
      return HttpResponse.json({ success: true, data: { two_step_policy: 'everyone' } })
    }),
  )
})
afterEach(() => {
  clearSession()
  vi.restoreAllMocks()
})

const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => call.body)

describe('Settings → Security', () => {
  it('turns 2-step on: the key to scan, the first code, then the ten recovery codes once', async () => {
    const user = userEvent.setup()
    renderWithQuery(<SecurityPage />)
    expect(await screen.findByText('Off. Signing in asks only for your password.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect((await screen.findByTestId('two-step-secret')).textContent).toBe('JBSWY3DPEHPK3PXP')
    expect(screen.getByText('Or enter this key in the app by hand')).toBeTruthy()
    await user.type(screen.getByLabelText('Enter the 6-digit code the app shows'), '123456')
    await user.click(screen.getByRole('button', { name: 'Turn on 2-step' }))
    const codes = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES)
    expect(sent('POST', '/merchant/security/two-step/confirm')).toEqual([{ code: '123456' }])
    // The session's person now has 2-step: a step-up asks for a code, not the password.
    expect(getSession()?.user?.two_step).toBe(true)
    expect(screen.getByRole('button', { name: 'Download (.txt)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy()
  })

  it('lists the sessions, signs one out and the others together', async () => {
    const user = userEvent.setup()
    renderWithQuery(<SecurityPage />)
    expect(await screen.findByText('This device')).toBeTruthy()
    // No Sign out on this device's own session, nor a toggle for everyone's (not an owner).
    expect(screen.getAllByRole('button', { name: /^Sign out the session on/ })).toHaveLength(1)
    expect(screen.queryByLabelText("Show everyone's sessions")).toBeNull()
    await user.click(
      screen.getByRole('button', { name: 'Sign out the session on Safari on iPhone' }),
    )
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }))
    await waitFor(() => expect(sent('DELETE', '/merchant/security/sessions/s2')).toHaveLength(1))
    await waitFor(() =>
      expect(sent('POST', '/merchant/security/sessions/sign-out-others')).toHaveLength(1),
    )
  })

  it('changes the password with the current one, refusing a mismatch first', async () => {
    const user = userEvent.setup()
    renderWithQuery(<SecurityPage />)
    await user.type(await screen.findByLabelText('Current password'), 'Old@12345')
    await user.type(screen.getByLabelText('New password'), 'Tiger-Lamp-Orbit-42')
    await user.type(screen.getByLabelText('Confirm new password'), 'Tiger-Lamp-Orbit-43')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('The new passwords do not match')).toBeTruthy()
    expect(sent('POST', '/merchant/security/password')).toEqual([])
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'Tiger-Lamp-Orbit-42')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(sent('POST', '/merchant/security/password')).toEqual([
        { current_password: 'Old@12345', new_password: 'Tiger-Lamp-Orbit-42' },
      ]),
    )
  })

  it("shows an owner everyone's sessions and the policy", async () => {
    setSession(
      'tok',
      { id: 1, business_name: 'Acme Stores' },
      person(['security.self', 'security.policy']),
    )
    const user = userEvent.setup()
    renderWithQuery(<SecurityPage />)
    await user.click(await screen.findByLabelText("Show everyone's sessions"))
    expect(await screen.findByText(/^Ravi · 10\.0\.0\.1/)).toBeTruthy()
    expect(calls.some((call) => call.path === '/merchant/security?everyone=1')).toBe(true)
    await user.click(screen.getByLabelText('Required for everyone'))
    await user.click(screen.getByRole('button', { name: 'Save policy' }))
    await waitFor(() =>
      expect(sent('PUT', '/merchant/security/policy')).toEqual([{ two_step_policy: 'everyone' }]),
    )
  })
})
