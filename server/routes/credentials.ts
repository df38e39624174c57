import { Hono } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { getCredentials, issueCredentials } from '../domain/merchants/api-keys'
import { withActivity } from '../http/activity-origin'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { requireStepUp } from '../http/step-up'
import { readJsonObject } from '../http/validation'

export function credentialRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'keys.manage')

  // A secret must never sit in a shared or browser cache.
  app.get('/merchant/api-keys', auth, (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, getCredentials(deps.db, deps.secretKey, c.get('merchantId')))
  })

  app.post('/merchant/api-keys/regenerate', auth, requireStepUp(deps), async (c) => {
    await readJsonObject(c)
    c.header('Cache-Control', 'no-store')
    // The entry says that the secret changed, never what it is.
    const issued = withActivity(
      deps,
      c,
      () => issueCredentials(deps.db, deps.secretKey, c.get('merchantId')),
      (credentials) => ({
        action: 'api_secret.regenerated',
        target: { kind: 'api_key', id: credentials.api_key, label: 'API key' },
      }),
    )
    return ok(c, issued)
  })

  return app
}
