import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { ProfileForm } from '../../src/features/settings/components/profile-form'
import { validateProfileForm } from '../../src/features/settings/settings-schemas'
import { ApiError } from '../../src/lib/http/api-client'
import { listLoadError } from '../../src/lib/lists/list-error'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/* The gateway's plain-word messages reach the merchant. */
const server = setupMswServer()
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => vi.restoreAllMocks())

const refusal = (message: string, status = 400) =>
  new ApiError(message, status, 'http', { success: false, error: { message } })

describe('list load failures', () => {
  it("shows a 400's message (a From after To) instead of the fixed text", () => {
    const message = 'The start date must be on or before the end date'
    expect(listLoadError(refusal(message), 'Failed to load payments')).toBe(message)
  })

  it("keeps 'Failed to load payments' for other failures", () => {
    expect(listLoadError(refusal('boom', 500), 'Failed to load payments')).toBe(
      'Failed to load payments',
    )
    expect(listLoadError(new ApiError('x', 0, 'network'), 'Failed to load payouts')).toBe(
      'Failed to load payouts',
    )
    expect(listLoadError(new Error('x'), 'Failed to load payouts')).toBe('Failed to load payouts')
    expect(listLoadError(new ApiError('x', 400, 'http', {}), 'Failed to load payouts')).toBe(
      'Failed to load payouts',
    )
  })
})

describe('Business Profile website', () => {
  const empty = { business_name: 'Acme', email: '', phone: '', website: '', address: '' }

  it('assumes https:// for a bare host such as acme-stores.in', () => {
    expect(validateProfileForm({ ...empty, website: ' acme-stores.in ' })).toEqual({
      ok: true,
      data: { ...empty, website: 'https://acme-stores.in' },
    })
    expect(validateProfileForm({ ...empty, website: 'shop.acme.in/about' })).toMatchObject({
      data: { website: 'https://shop.acme.in/about' },
    })
    expect(validateProfileForm({ ...empty, website: 'http://acme.in' })).toMatchObject({
      data: { website: 'http://acme.in' },
    })
    expect(validateProfileForm({ ...empty, website: 'acme' })).toEqual({
      ok: false,
      errors: { website: 'Please enter a valid URL' },
    })
  })

  it("shows the gateway's message when Save Profile is refused (an empty Business Name)", async () => {
    let sent: unknown = null
    server.use(
      http.put(api('/merchant/profile'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { success: false, error: { message: 'Business name is required' } },
          { status: 400 },
        )
      }),
    )
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderWithQuery(
      <ProfileForm profile={{ business_name: 'Acme', email: 'a@b.in', website: 'acme.in' }} />,
    )
    await user.clear(screen.getByLabelText('Business Name'))
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Business name is required'))
    expect(sent).toMatchObject({ business_name: '', website: 'https://acme.in' })
  })
})
