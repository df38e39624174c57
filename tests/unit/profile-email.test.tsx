import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast } from '../../src/lib/toast/toast'
import { ProfileForm } from '../../src/features/settings/components/profile-form'
import { api, setupMswServer } from './support/msw-server'
import { renderWithQuery } from './support/render'

/* Decision 027: a refused email change shows the gateway's message, the same for any reason. */

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
  webhook_payin_url: '',
  webhook_payout_url: '',
}

describe('Business Profile email change', () => {
  it("shows 'This email cannot be used' when the gateway refuses the address", async () => {
    server.use(
      http.put(api('/merchant/profile'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'This email cannot be used' } },
          { status: 400 },
        ),
      ),
    )
    const error = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderWithQuery(<ProfileForm profile={profile} />)
    const email = screen.getByLabelText(/Email/)
    await user.clear(email)
    await user.type(email, 'norates@example.com')
    await user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('This email cannot be used'))
  })
})
