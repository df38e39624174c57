import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import type * as TanStackRouter from '@tanstack/react-router'
import { LoginPage } from '../../src/features/auth/components/login-page'
import { validateLoginSearch } from '../../src/features/auth/login-search'
import { getSession, MERCHANT_KEY, TOKEN_KEY } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof TanStackRouter>()),
  useNavigate: () => navigate,
}))

const server = setupMswServer()
const REQUIRED = 'Please enter both username/email and password'
const merchant = { id: 1, business_name: 'Acme Stores', email: 'demo@example.com' }

let loginCalls: unknown[] = []

beforeEach(() => {
  navigate.mockReset()
  loginCalls = []
  vi.spyOn(toast, 'error').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  server.use(
    http.post(api('/merchant/auth/login'), async ({ request }) => {
      const body = (await request.json()) as { identifier: string; password: string }
      loginCalls.push(body)
      if (body.password !== 'Demo@1234') {
        return HttpResponse.json(
          { success: false, error: { message: 'Invalid username/email or password' } },
          { status: 401 },
        )
      }
      return HttpResponse.json({ success: true, data: { token: 'tok-1', merchant } })
    }),
  )
})

function renderLogin() {
  const user = userEvent.setup()
  render(<LoginPage />)
  return {
    user,
    identifier: screen.getByLabelText('Username or Email'),
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: () => user.click(screen.getByRole('button', { name: 'Sign In' })),
  }
}

describe('login form', () => {
  it('shows the fields, the hint, and marks both inputs required', () => {
    const { identifier, password } = renderLogin()
    expect(identifier).toHaveProperty('required', true)
    expect(password).toHaveProperty('required', true)
    expect(password.type).toBe('password')
    expect(screen.getByText('Need help? Contact your administrator.')).toBeTruthy()
  })

  it('with both fields empty shows the required message and sends nothing', async () => {
    const { submit } = renderLogin()
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED)
    expect(toast.error).toHaveBeenCalledWith(REQUIRED)
    expect(loginCalls).toEqual([])
  })

  it('with only one field (or blanks) filled shows the same message and sends nothing', async () => {
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, 'demo')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED)

    await user.clear(identifier)
    await user.type(identifier, '   ')
    await user.type(password, 'Demo@1234')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED)
    expect(loginCalls).toEqual([])
  })

  it("shows the server's message for a wrong password and stays signed out", async () => {
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, 'demo')
    await user.type(password, 'wrong')
    await submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid username/email or password'),
    )
    expect(toast.error).toHaveBeenCalledWith('Invalid username/email or password')
    expect(loginCalls).toEqual([{ identifier: 'demo', password: 'wrong' }])
    expect(getSession()).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false)
  })

  it("falls back to 'Authentication failed' when a rejection carries no message", async () => {
    server.use(
      http.post(api('/merchant/auth/login'), () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    )
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, 'demo')
    await user.type(password, 'x')
    await submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Authentication failed'))
  })

  it.each([
    ['no token', { success: true, data: { merchant } }],
    ['no merchant', { success: true, data: { token: 'tok-1' } }],
    ['a merchant that is not a record', { success: true, data: { token: 'tok-1', merchant: 'x' } }],
    ['success false with a 200', { success: false, error: { message: 'Account locked' } }],
  ])('refuses a 200 answer with %s and stays signed out', async (_case, body) => {
    server.use(http.post(api('/merchant/auth/login'), () => HttpResponse.json(body)))
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, 'demo')
    await user.type(password, 'Demo@1234')
    await submit()
    const expected = body.success === false ? 'Account locked' : 'Authentication failed'
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected))
    expect(getSession()).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("shows 'Login failed' when the gateway cannot be reached", async () => {
    server.use(http.post(api('/merchant/auth/login'), () => HttpResponse.error()))
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, 'demo')
    await user.type(password, 'Demo@1234')
    await submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed'))
  })

  it('toggles the password between hidden and shown', async () => {
    const { user, password } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.type).toBe('text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password.type).toBe('password')
  })

  it("reads 'Signing in...' while busy, then saves the session and goes to /dashboard", async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(api('/merchant/auth/login'), async () => {
        await gate
        return HttpResponse.json({ success: true, data: { token: 'tok-1', merchant } })
      }),
    )
    const { user, identifier, password, submit } = renderLogin()
    await user.type(identifier, ' demo@example.com ')
    await user.type(password, 'Demo@1234')
    await submit()

    const busy = await screen.findByRole('button', { name: 'Signing in...' })
    expect(busy).toHaveProperty('disabled', true)
    release()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/dashboard' }))
    expect(toast.success).toHaveBeenCalledWith('Login successful!')
    expect(getSession()).toEqual({ token: 'tok-1', merchant, user: null })
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1')
    expect(JSON.parse(localStorage.getItem(MERCHANT_KEY) ?? 'null')).toEqual(merchant)
  })
})

describe('login redirect parameter', () => {
  const parse = (redirect: unknown) =>
    validateLoginSearch({ redirect } as Parameters<typeof validateLoginSearch>[0])

  it('keeps same-site paths and drops everything else', () => {
    expect(parse('/payments?page=2')).toEqual({ redirect: '/payments?page=2' })
    expect(parse('/settings#counters')).toEqual({ redirect: '/settings#counters' })
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\t\\evil.example',
      '/payments\\..\\..\\\\evil.example',
      'javascript:alert(1)',
      ' /payments',
      'https://evil.example',
      'payments',
      3,
    ]) {
      expect(parse(hostile)).toEqual({})
    }
  })
})
