/**
 * Texts a screen shows only sometimes load when it first needs them (decision 062): the
 * gateway's refusals with the first one a screen meets, before it reaches the screen; a lazy
 * part of the counter (its shifts) with that part's code; and a language switched to later
 * brings every part asked for so far. Each test starts from freshly loaded modules: the
 * language module keeps what it has loaded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { api, setupMswServer } from './support/msw-server'

const server = setupMswServer()

const MINIMUM = 'Minimum amount is ₹1'
const MINIMUM_HINDI = 'न्यूनतम राशि ₹1 है'

async function fresh() {
  vi.resetModules()
  const [i18n, client, auth, shift] = await Promise.all([
    import('../../src/lib/i18n/i18n'),
    import('../../src/lib/http/api-client'),
    import('../../src/features/auth/api'),
    import('../../src/features/counter/shift-messages'),
  ])
  return { ...i18n, ...client, ...auth, whoIsSelling: shift.whoIsSelling }
}
type Modules = Awaited<ReturnType<typeof fresh>>

beforeEach(() => {
  server.use(
    http.post(api('/merchant/counter/payins'), () =>
      HttpResponse.json({ success: false, error: { message: MINIMUM } }, { status: 400 }),
    ),
    http.post(api('/merchant/auth/login'), () =>
      HttpResponse.json(
        { success: false, error: { message: 'Invalid username/email or password' } },
        { status: 401 },
      ),
    ),
  )
})

async function refusedSale({ apiRequest, ApiError }: Modules) {
  const error: unknown = await apiRequest('/merchant/counter/payins', {
    method: 'POST',
    body: { amount: 0.5 },
  }).catch((caught: unknown) => caught)
  if (!(error instanceof ApiError)) throw new Error('the sale was not refused')
  return error
}

describe("the gateway's refusals", () => {
  it('read in Hindi from the first one a cold counter meets, not loaded before it', async () => {
    const modules = await fresh()
    const { setLanguage, ensureTexts, gatewayText, errorMessage, t, whoIsSelling } = modules
    await setLanguage('hi')
    await ensureTexts('counter')
    // The sale's texts are there; the counter's shifts and the gateway's words are not.
    expect(t({ id: 'counter.keypad', message: 'Keypad' })).toBe('कीपैड')
    expect(t(whoIsSelling)).toBe('Who is selling?')
    expect(gatewayText(MINIMUM)).toBe(MINIMUM)
    expect(errorMessage(await refusedSale(modules), 'x')).toBe(MINIMUM_HINDI)
  })

  it('read in Hindi on a refused sign-in, the first request', async () => {
    const { setLanguage, ensureTexts, login, LoginRejectedError } = await fresh()
    await setLanguage('hi')
    await ensureTexts('auth')
    const error: unknown = await login('demo', 'wrong').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(LoginRejectedError)
    expect((error as Error).message).toBe('यूज़रनेम/ईमेल या पासवर्ड गलत है')
  })

  it('are shown as the gateway wrote them in English, with nothing to load', async () => {
    const modules = await fresh()
    expect(modules.errorMessage(await refusedSale(modules), 'x')).toBe(MINIMUM)
    expect(modules.ensureGatewayTexts()).toBeNull()
  })
})

describe("a lazy part of a screen's texts", () => {
  it('arrives with the code that shows it', async () => {
    const { setLanguage, ensureTexts, withTexts, t, whoIsSelling } = await fresh()
    await setLanguage('hi')
    await ensureTexts('counter')
    expect(t(whoIsSelling)).toBe('Who is selling?')
    const module = await withTexts(['shift'], () => Promise.resolve('the module'))
    expect(module).toBe('the module')
    expect(t(whoIsSelling)).toBe('कौन बेच रहा है?')
  })

  it('comes with a language switched to later, as every part asked for so far', async () => {
    const modules = await fresh()
    const { setLanguage, ensureTexts, withTexts, gatewayText, errorMessage, t, whoIsSelling } =
      modules
    // In English: nothing to download, but the parts are remembered.
    expect(ensureTexts('counter')).toBeNull()
    expect(await withTexts(['shift'], () => Promise.resolve(1))).toBe(1)
    expect(errorMessage(await refusedSale(modules), 'x')).toBe(MINIMUM)
    await setLanguage('hi')
    expect(t(whoIsSelling)).toBe('कौन बेच रहा है?')
    expect(gatewayText(MINIMUM)).toBe(MINIMUM_HINDI)
    // And nothing more to wait for.
    expect(ensureTexts('counter', 'shift', 'gateway')).toBeNull()
  })
})
