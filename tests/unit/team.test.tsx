import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { login } from '../../src/features/auth/api'
import { validateLoginSearch } from '../../src/features/auth/login-search'
import { apiRequest, setUnauthorizedHandler } from '../../src/lib/http/api-client'
import { SettingsPage } from '../../src/features/settings/components/settings-page'
import { TeamPage } from '../../src/features/team/components/team-page'
import { can } from '../../src/lib/session/permissions'
import { refreshSessionUser } from '../../src/lib/session/session-refresh'
import {
  clearSession,
  getSession,
  parseUser,
  restoreSession,
  setSession,
  updateSessionUser,
  USER_KEY,
  type SessionUser,
} from '../../src/lib/session/session-store'
import { setStepUpHandler } from '../../src/lib/session/step-up'
import { useCan } from '../../src/lib/session/use-can'
import { toast } from '../../src/lib/toast/toast'
import { api, notFound, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  vi.restoreAllMocks()
  setStepUpHandler(null)
  clearSession()
})

const OWNER_ACTIONS = [
  'dashboard.read',
  'payments.read',
  'profile.read',
  'profile.update',
  'keys.manage',
  'webhooks.manage',
  'team.read',
  'team.manage',
]
const person = (role: string, actions: string[], id = 'usr_1'): SessionUser => ({
  id,
  name: 'Asha Rao',
  email: 'asha@example.com',
  role,
  two_step: false,
  actions,
})
const OWNER = person('owner', OWNER_ACTIONS)
const FINANCE = person('finance', ['dashboard.read', 'payments.read', 'profile.read', 'books.read'])

describe('can and useCan', () => {
  it('allows everything without a person (a gateway that knows only the owner)', () => {
    expect(can(null, 'team.manage')).toBe(true)
    expect(can(undefined, 'keys.manage')).toBe(true)
  })

  it("answers by the person's actions, never by their role's name", () => {
    expect(can(FINANCE, 'books.read')).toBe(true)
    expect(can(FINANCE, 'keys.manage')).toBe(false)
    // An 'owner' the gateway gave no keys.manage has none.
    expect(can(person('owner', ['profile.read']), 'keys.manage')).toBe(false)
  })

  it('follows the session live: a role change redraws what it hides', () => {
    setSession('tok-1', { id: 1 }, FINANCE)
    const { result } = renderHook(() => useCan('keys.manage'))
    expect(result.current).toBe(false)
    act(() => updateSessionUser(person('developer', ['keys.manage'])))
    expect(result.current).toBe(true)
  })

  it('keeps the person with the session in localStorage, and reads back only a sound one', () => {
    setSession('tok-1', { id: 1 }, FINANCE)
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(FINANCE)
    expect(restoreSession()?.user).toEqual(FINANCE)
    localStorage.setItem(USER_KEY, JSON.stringify({ role: 'viewer' }))
    expect(restoreSession()?.user).toBeNull()
    expect(parseUser({ ...FINANCE, actions: ['a', 3] })?.actions).toEqual(['a'])
    clearSession()
    expect(localStorage.getItem(USER_KEY)).toBeNull()
  })
})

describe('the person at sign-in and at its end', () => {
  it("keeps the login answer's person, and none from a gateway without people", async () => {
    server.use(
      http.post(api('/merchant/auth/login'), () =>
        HttpResponse.json({
          success: true,
          data: { token: 'tok-1', merchant: { id: 1 }, user: FINANCE },
        }),
      ),
    )
    expect((await login('asha@example.com', 'pw')).user).toEqual(FINANCE)
    server.use(
      http.post(api('/merchant/auth/login'), () =>
        HttpResponse.json({ success: true, data: { token: 'tok-1', merchant: { id: 1 } } }),
      ),
    )
    expect((await login('demo', 'pw')).user).toBeNull()
  })

  it("hands a deactivated person's 401 words to the sign-out, which /login shows", async () => {
    server.use(
      http.get(api('/merchant/me'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Your access to this business was removed' } },
          { status: 401 },
        ),
      ),
    )
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    setSession('tok-1', { id: 1 }, FINANCE)
    await expect(apiRequest('/merchant/me')).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledWith('Your access to this business was removed')
    expect(getSession()).toBeNull()
    expect(validateLoginSearch({ ended: 'removed' })).toEqual({ ended: 'removed' })
  })
})

describe('GET /merchant/me', () => {
  it('replaces the stored person when their role changed', async () => {
    setSession('tok-1', { id: 1, business_name: 'Acme Stores' }, OWNER)
    server.use(
      http.get(api('/merchant/me'), () =>
        HttpResponse.json({
          success: true,
          data: { merchant: { id: 1, business_name: 'Acme Stores' }, user: FINANCE },
        }),
      ),
    )
    await refreshSessionUser()
    expect(getSession()?.user).toEqual(FINANCE)
    expect(getSession()?.token).toBe('tok-1')
  })

  it('leaves the session as it is on a gateway without the call (404)', async () => {
    setSession('tok-1', { id: 1 }, null)
    server.use(http.get(api('/merchant/me'), notFound))
    expect(await refreshSessionUser()).toBeNull()
    expect(getSession()).toEqual({ token: 'tok-1', merchant: { id: 1 }, user: null })
  })
})

describe('hiding by action', () => {
  const settingsGateway = [
    http.get(api('/merchant/profile'), () =>
      HttpResponse.json({ success: true, data: { id: 1, business_name: 'Acme Stores' } }),
    ),
    http.get(api('/merchant/api-keys'), () =>
      HttpResponse.json({ success: true, data: { api_key: 'key_1', api_secret: 'sec_1' } }),
    ),
    http.get(api('/merchant/webhook/deliveries'), notFound),
  ]

  it("leaves API credentials and webhooks out for a role without keys and webhooks, and the profile can't be saved", async () => {
    server.use(...settingsGateway)
    setSession('tok-1', { id: 1 }, FINANCE)
    renderWithQuery(<SettingsPage />)
    // The fieldset around the form disables its fields.
    expect((await screen.findByLabelText('Business Name')).matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull()
    expect(screen.queryByText('API Credentials')).toBeNull()
    expect(screen.queryByText('Webhook Configuration')).toBeNull()
  })

  it('shows them to a person who may use them', async () => {
    server.use(...settingsGateway)
    setSession('tok-1', { id: 1 }, OWNER)
    renderWithQuery(<SettingsPage />)
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Profile' })).disabled,
    ).toBe(false)
    expect(screen.getByText('API Credentials')).toBeTruthy()
  })
})

describe('Settings → Team', () => {
  const PEOPLE = [
    { ...OWNER, status: 'active', two_step: true, last_active_at: '2026-12-07T06:00:00Z' },
    {
      id: 'usr_2',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      role: 'finance',
      status: 'invited',
      two_step: false,
      last_active_at: null,
      invited_at: '2026-12-07T06:00:00Z',
      invite_expires_at: '2026-12-14T06:00:00Z',
    },
  ]
  const teamGateway = () =>
    http.get(api('/merchant/team'), () =>
      HttpResponse.json({ success: true, data: { people: PEOPLE } }),
    )

  it("lists the people with their role, 2-step, last active and status; the signed-in person's own row offers no change", async () => {
    server.use(teamGateway())
    setSession('tok-1', { id: 1 }, OWNER)
    renderWithQuery(<TeamPage />)
    const rows = await screen.findAllByTestId('team-row')
    expect(rows).toHaveLength(2)
    const [mine, invited] = rows as [HTMLElement, HTMLElement]
    expect(within(mine).getByText('Asha Rao (you)')).toBeTruthy()
    expect(within(mine).getByText('Owner')).toBeTruthy()
    expect(within(mine).getByText('On')).toBeTruthy()
    expect(within(mine).queryByRole('button')).toBeNull()
    expect(within(invited).getByText('Invited')).toBeTruthy()
    expect(within(invited).getByText('Never')).toBeTruthy()
    expect(
      within(invited).getByRole('button', { name: 'Resend invite to Ravi Kumar' }),
    ).toBeTruthy()
  })

  it('shows the list without its actions to a person with team.read only', async () => {
    server.use(teamGateway())
    setSession('tok-1', { id: 1 }, person('admin', ['team.read'], 'usr_9'))
    renderWithQuery(<TeamPage />)
    await screen.findAllByTestId('team-row')
    expect(screen.queryByRole('button', { name: 'Invite a person' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull()
  })

  it('invites: POST /merchant/team/invitations with name, email and role', async () => {
    let sent: unknown = null
    server.use(
      teamGateway(),
      http.post(api('/merchant/team/invitations'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, data: { person: { ...PEOPLE[1], id: 'usr_3' } } })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<TeamPage />)
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }))
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(screen.getByText('Enter their name')).toBeTruthy()
    await user.type(screen.getByLabelText(/^Name/), 'Meera Iyer')
    await user.type(screen.getByLabelText(/^Email/), 'meera@example.com')
    await user.selectOptions(screen.getByLabelText('Role'), 'developer')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Invitation sent to meera@example.com'),
    )
    expect(sent).toEqual({ name: 'Meera Iyer', email: 'meera@example.com', role: 'developer' })
  })

  it('changes a role, confirming it is them first when the gateway asks (step-up)', async () => {
    const sent: unknown[] = []
    server.use(
      teamGateway(),
      http.patch(api('/merchant/team/usr_2'), async ({ request }) => {
        sent.push(await request.json())
        return sent.length === 1
          ? HttpResponse.json(
              {
                success: false,
                error: { message: 'Confirm it is you to continue', code: 'step_up_required' },
              },
              { status: 403 },
            )
          : HttpResponse.json({ success: true, data: {} })
      }),
    )
    const stepUp = vi.fn(() => Promise.resolve(true))
    setStepUpHandler(stepUp)
    const success = vi.spyOn(toast, 'success')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<TeamPage />)
    await user.click(await screen.findByRole('button', { name: 'Change role of Ravi Kumar' }))
    await user.selectOptions(screen.getByLabelText('New role'), 'viewer')
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }),
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ravi Kumar is now Viewer'))
    expect(stepUp).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([{ role: 'viewer' }, { role: 'viewer' }])
  })

  it("shows the gateway's words when the change is refused (last active Owner)", async () => {
    server.use(
      teamGateway(),
      http.patch(api('/merchant/team/usr_2'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'A business must keep at least one active Owner' } },
          { status: 409 },
        ),
      ),
    )
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<TeamPage />)
    await user.click(await screen.findByRole('button', { name: 'Change role of Ravi Kumar' }))
    await user.selectOptions(screen.getByLabelText('New role'), 'viewer')
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A business must keep at least one active Owner',
    )
  })

  it('deactivates after saying their sessions end now, and resends an invitation', async () => {
    const calls: string[] = []
    server.use(
      teamGateway(),
      http.post(api('/merchant/team/:id/deactivate'), ({ params }) => {
        calls.push(`deactivate ${String(params.id)}`)
        return HttpResponse.json({ success: true, data: {} })
      }),
      http.post(api('/merchant/team/:id/resend'), ({ params }) => {
        calls.push(`resend ${String(params.id)}`)
        return HttpResponse.json({ success: true, data: {} })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    setSession('tok-1', { id: 1 }, OWNER)
    const user = userEvent.setup()
    renderWithQuery(<TeamPage />)
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Ravi Kumar' }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Invitation sent again to ravi@example.com'),
    )
    await user.click(screen.getByRole('button', { name: 'Deactivate Ravi Kumar' }))
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ravi Kumar?' })
    expect(dialog.textContent).toContain('Their sessions end now')
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ravi Kumar was deactivated'))
    expect(calls).toEqual(['resend usr_2', 'deactivate usr_2'])
  })

  it('says so quietly on a gateway without teams (404)', async () => {
    server.use(http.get(api('/merchant/team'), notFound))
    setSession('tok-1', { id: 1 }, null)
    renderWithQuery(<TeamPage />)
    expect(await screen.findByText('This gateway does not support teams yet.')).toBeTruthy()
  })
})
