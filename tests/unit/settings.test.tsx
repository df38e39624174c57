import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { ApiCredentials } from '../../src/features/settings/components/api-credentials'
import { ProfileForm } from '../../src/features/settings/components/profile-form'
import { WebhookForm, WEBHOOK_EVENTS } from '../../src/features/settings/components/webhook-form'
import { apiKeysQueryOptions, settingsKeys } from '../../src/features/settings/queries'
import {
  profileUpiVpa,
  validateProfileForm,
  validateWebhookForm,
} from '../../src/features/settings/settings-schemas'
import { shouldPersistQuery } from '../../src/lib/query/query-persistence'
import { getSession, setSession } from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => vi.restoreAllMocks())

const profile = {
  id: 1,
  business_name: 'Acme Stores',
  name: 'Asha',
  email: 'demo@example.com',
  phone: '9876543210',
  address: 'MG Road',
  website: 'https://acme.example',
  webhook_payin_url: 'https://acme.example/hooks/payin',
  webhook_payout_url: '',
}

describe('settings validation', () => {
  it('accepts empty optional fields and checks email and URLs', () => {
    const empty = { business_name: '', email: '', phone: '', website: '', address: '' }
    expect(validateProfileForm(empty).ok).toBe(true)
    expect(validateProfileForm({ ...empty, email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    })
    expect(validateProfileForm({ ...empty, website: 'acme' })).toEqual({
      ok: false,
      errors: { website: 'Please enter a valid URL' },
    })
    expect(
      validateWebhookForm({ webhook_payin_url: 'ftp://x', webhook_payout_url: ' https://a.b/c ' }),
    ).toEqual({ ok: false, errors: { webhook_payin_url: 'Please enter a valid URL' } })
    expect(
      validateWebhookForm({ webhook_payin_url: '', webhook_payout_url: 'https://a.b/c' }),
    ).toEqual({ ok: true, data: { webhook_payin_url: '', webhook_payout_url: 'https://a.b/c' } })
  })
})

describe('Business Profile', () => {
  it('saves with PUT and updates the stored merchant at once', async () => {
    setSession('token-1234567890abcdef', {
      business_name: 'Acme Stores',
      email: 'demo@example.com',
    })
    let sent: unknown = null
    server.use(
      http.put(api('/merchant/profile'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, data: { ...profile, business_name: 'Acme Two' } })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    const user = userEvent.setup()
    const { client } = renderWithQuery(<ProfileForm profile={profile} />)
    const name = screen.getByLabelText('Business Name')
    await user.clear(name)
    await user.type(name, 'Acme Two')
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully'))
    expect(sent).toEqual({
      business_name: 'Acme Two',
      email: 'demo@example.com',
      phone: '9876543210',
      website: 'https://acme.example',
      address: 'MG Road',
    })
    expect(getSession()?.merchant.business_name).toBe('Acme Two')
    expect(client.getQueryData(settingsKeys.profile())).toMatchObject({ business_name: 'Acme Two' })
  })

  it('says so when the save fails', async () => {
    server.use(http.put(api('/merchant/profile'), () => HttpResponse.json({}, { status: 500 })))
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderWithQuery(<ProfileForm profile={profile} />)
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update profile'))
  })
})

describe('UPI ID in the Business Profile', () => {
  it('is shown read-only with its hint when the gateway sends one, and never sent back', async () => {
    let sent: unknown = null
    server.use(
      http.put(api('/merchant/profile'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, data: profile })
      }),
    )
    const user = userEvent.setup()
    renderWithQuery(<ProfileForm profile={{ ...profile, upi_vpa: 'acmestores@sandbox' }} />)
    const field = screen.getByLabelText('UPI ID') as HTMLInputElement
    expect(field.value).toBe('acmestores@sandbox')
    expect(field.readOnly).toBe(true)
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toMatch(/^Payments to your QR codes arrive here/)
    await user.type(field, 'x')
    expect(field.value).toBe('acmestores@sandbox')
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent).not.toHaveProperty('upi_vpa')
  })

  it('is hidden when the gateway does not send it', () => {
    renderWithQuery(<ProfileForm profile={profile} />)
    expect(screen.queryByLabelText('UPI ID')).toBeNull()
  })

  it('shows only something shaped like a UPI address', () => {
    expect(profileUpiVpa({ upi_vpa: ' kiranamart@sandbox ' })).toBe('kiranamart@sandbox')
    for (const upi_vpa of [undefined, null, '', 'not a vpa', '<b>@x', 'a@1bank']) {
      expect(profileUpiVpa({ upi_vpa })).toBeNull()
    }
    expect(profileUpiVpa(undefined)).toBeNull()
  })
})

describe('Webhook Configuration', () => {
  it('posts both URLs, toasts, and lists the eight events', async () => {
    let sent: unknown = null
    server.use(
      http.post(api('/merchant/webhook/set'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, data: profile })
      }),
    )
    const success = vi.spyOn(toast, 'success')
    const user = userEvent.setup()
    renderWithQuery(<WebhookForm profile={profile} />)
    await user.type(screen.getByLabelText('Payout Webhook URL'), 'https://acme.example/hooks/out')
    await user.click(screen.getByRole('button', { name: 'Update Webhooks' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Webhook URLs updated successfully'))
    expect(sent).toEqual({
      webhook_payin_url: 'https://acme.example/hooks/payin',
      webhook_payout_url: 'https://acme.example/hooks/out',
    })
    for (const event of WEBHOOK_EVENTS) expect(screen.getByText(event)).toBeTruthy()
    expect(WEBHOOK_EVENTS).toHaveLength(8)
  })
})

describe('API Credentials', () => {
  const keys = { api_key: 'pk_sandbox_1', api_secret: 'sk_sandbox_old' }

  it('are never written to the offline cache', async () => {
    server.use(
      http.get(api('/merchant/api-keys'), () => HttpResponse.json({ success: true, data: keys })),
    )
    const client = new QueryClient()
    await client.fetchQuery(apiKeysQueryOptions())
    const query = client.getQueryCache().find({ queryKey: settingsKeys.apiKeys() })
    expect(query?.meta?.persist).toBe(false)
    expect(query && shouldPersistQuery(query)).toBe(false)
  })

  it('masks the secret, reveals it, and regenerates only after the exact confirmation', async () => {
    server.use(
      http.get(api('/merchant/api-keys'), () => HttpResponse.json({ success: true, data: keys })),
      http.post(api('/merchant/api-keys/regenerate'), () =>
        HttpResponse.json({ success: true, data: { ...keys, api_secret: 'sk_sandbox_new' } }),
      ),
    )
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true)
    const success = vi.spyOn(toast, 'success')
    const warning = vi.spyOn(toast, 'warning')
    const user = userEvent.setup()
    renderWithQuery(<ApiCredentials />)
    const secret = () => (screen.getByLabelText('API Secret') as HTMLInputElement).value
    await waitFor(() =>
      expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe('pk_sandbox_1'),
    )
    expect(secret()).not.toContain('sk_sandbox')
    await user.click(screen.getByRole('button', { name: 'Show API secret' }))
    expect(secret()).toBe('sk_sandbox_old')

    await user.click(screen.getByRole('button', { name: 'Regenerate Secret' }))
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to regenerate your API secret? This will invalidate the current secret.',
    )
    expect(success).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Regenerate Secret' }))
    await waitFor(() => expect(secret()).toBe('sk_sandbox_new'))
    expect(success).toHaveBeenCalledWith('API secret regenerated successfully')
    expect(warning).toHaveBeenCalledWith('Please update your integration with the new secret', {
      duration: 5000,
    })
  })

  it('stays silent when the keys cannot be loaded, and toasts a failed regeneration', async () => {
    server.use(
      http.get(api('/merchant/api-keys'), () => HttpResponse.json({}, { status: 500 })),
      http.post(api('/merchant/api-keys/regenerate'), () => HttpResponse.json({}, { status: 500 })),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderWithQuery(<ApiCredentials />)
    await waitFor(() =>
      expect((screen.getByLabelText('API Key') as HTMLInputElement).placeholder).toBe(''),
    )
    expect(error).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Regenerate Secret' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to regenerate API secret'))
  })
})

describe('GST registration in the Business Profile (decision 052)', () => {
  it('checks the GSTIN by the field, takes the state from it, and sends both', async () => {
    let sent: Record<string, unknown> | null = null
    server.use(
      http.put(api('/merchant/profile'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ success: true, data: profile })
      }),
    )
    const user = userEvent.setup()
    renderWithQuery(<ProfileForm profile={{ ...profile, gstin: null, state: '27' }} />)
    const state = screen.getByLabelText('State') as HTMLSelectElement
    expect(state.value).toBe('27')
    expect(state.disabled).toBe(false)
    const gstin = screen.getByLabelText('GSTIN')
    await user.type(gstin, '29aakca4321m1za')
    expect(state.value).toBe('29')
    expect(state.disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('GSTIN check character is wrong')).toBeTruthy()
    expect(sent).toBeNull()
    await user.clear(gstin)
    await user.type(gstin, '29AAKCA4321M1ZF')
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent).toMatchObject({ gstin: '29AAKCA4321M1ZF', state: '29' })
  })

  it('is left out against a gateway that keeps no GST registration', async () => {
    let sent: Record<string, unknown> | null = null
    server.use(
      http.put(api('/merchant/profile'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ success: true, data: profile })
      }),
    )
    const user = userEvent.setup()
    renderWithQuery(<ProfileForm profile={profile} />)
    expect(screen.queryByLabelText('GSTIN')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent).not.toHaveProperty('gstin')
    expect(sent).not.toHaveProperty('state')
  })
})
