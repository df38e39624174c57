import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { hashToken } from '../domain/merchants/sessions'
import { isSteppedUp, STEP_UP_REQUIRED } from '../domain/team/step-up'
import { AppError } from '../errors'

/** The error code a client tells a step-up refusal by (its dialog), whatever the message's language. */
export const STEP_UP_CODE = 'step_up_required'

/**
 * Guards a call that needs a recent step-up (decision 073): mounted after `authorize`, it lets a
 * session through only within 5 minutes of a sign-in or of POST /merchant/auth/step-up. API keys
 * and counter devices never reach a guarded route (their scopes stop them first), and never step up.
 */
export function requireStepUp(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.get('token')
    if (!token || !isSteppedUp(deps.db, hashToken(token), deps.now())) {
      throw new AppError(403, STEP_UP_REQUIRED, { code: STEP_UP_CODE })
    }
    await next()
  }
}
