import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

/*
 * The checkout's return (docs/decisions/065): only to the payin's own callback_url, and only an
 * https one (or http to this machine while loopback targets are allowed). Before, any http URL was
 * stored and meta-refreshed to.
 */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
})
afterAll(() => h.stop())

const create = (callback_url: string) =>
  h.api('/api/v1/payin/create', {
    token,
    json: { amount: 10, customer_name: 'A', customer_email: 'a@example.in', callback_url },
  })

describe('callback_url at create', () => {
  it.each([
    'http://shop.example.in/done',
    'http://10.0.0.5/done',
    'http://[::ffff:127.0.0.1]/done',
    'https://user:pw@shop.example.in/',
    'ftp://shop.example.in/',
  ])('refuses %s', async (url) => {
    const res = await create(url)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toMatch(/^Redirect URL must be an (https|http or https) URL$/)
  })

  it.each([
    'https://shop.example.in/done?x=1',
    'http://localhost:3000/done',
    'http://127.0.0.1/x',
    'http://[::1]:8000/',
  ])('accepts %s', async (url) => {
    expect((await create(url)).status).toBe(200)
  })

  it('refuses loopback http when loopback targets are not allowed', async () => {
    const strict = await startHarness({ webhookAllowLoopback: false })
    try {
      const boss = await strict.login()
      const res = await strict.api('/api/v1/payin/create', {
        token: boss,
        json: {
          amount: 10,
          customer_name: 'A',
          customer_email: 'a@example.in',
          callback_url: 'http://localhost/x',
        },
      })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe('Redirect URL must be an https URL')
    } finally {
      await strict.stop()
    }
  })
})

describe('the checkout page', () => {
  it('returns to the stored https callback_url only, and not to one stored before the check', async () => {
    const made = await create('https://shop.example.in/done')
    const id = made.body.data.transaction_id as string
    await h.api(`/sandbox/pay/${id}/pay`, { method: 'POST' })
    const page = (await h.api(`/sandbox/pay/${id}`)).text
    expect(page).toContain('http-equiv="refresh" content="3;url=https://shop.example.in/done?')
    // A row stored before the check, pointing anywhere over http: no redirect, no link.
    h.sql
      .prepare('UPDATE payins SET callback_url = ? WHERE transaction_id = ?')
      .run('http://evil.example/phish', id)
    const old = (await h.api(`/sandbox/pay/${id}`)).text
    expect(old).not.toContain('http-equiv="refresh"')
    expect(old).not.toContain('evil.example')
  })
})
