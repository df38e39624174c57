import { ApiError, apiRequest } from './api-client'
import { getSession } from '../session/session-store'
import { confirmStepUp, hasStepUpHandler } from '../session/step-up'

/*
 * Step-up (docs/api-contract.md "2-step"): the gateway guards a few calls (regenerate the API
 * secret, the webhook URLs, a person's role) behind a fresh proof of who is at the keyboard, and
 * refuses them with 403 `step_up_required` when none was given in the last 5 minutes. The portal
 * asks for it in a dialog (components/layout/step-up-host.tsx answers lib/session/step-up.ts's
 * confirmStepUp) and sends the refused call once more.
 */

export const STEP_UP_REQUIRED = 'step_up_required'

/** How the person proves it: their authenticator's code, or their password when they have no 2-step. */
export type StepUpProof = { code: string } | { password: string }

/** A refusal that a step-up would lift. */
export function isStepUpRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false
  const data = error.data
  if (typeof data !== 'object' || data === null) return false
  const detail = (data as { error?: unknown }).error
  return (
    typeof detail === 'object' &&
    detail !== null &&
    (detail as { code?: unknown }).code === STEP_UP_REQUIRED
  )
}

/**
 * Runs a guarded call; when the gateway asks for a step-up, asks the person and runs it once
 * more. A refused call did nothing on the gateway, so sending it again is safe. Cancelled, the
 * original refusal is thrown (the screen shows its words: 'Confirm it is you to continue').
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isStepUpRequired(error) || !(await askPerson())) throw error
    return call()
  }
}

/**
 * The dialog's host is drawn with the signed-in layout's lazily loaded parts: a call refused in
 * the first moments after a page load waits for it (at most 5 s) instead of failing unasked.
 */
async function askPerson(): Promise<boolean> {
  for (let waited = 0; !hasStepUpHandler() && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return confirmStepUp()
}

/** POST /merchant/auth/step-up: the gateway answers `{ until }`; a wrong proof is an ApiError. */
export async function stepUp(proof: StepUpProof): Promise<void> {
  await apiRequest('/merchant/auth/step-up', { method: 'POST', body: proof })
}

/**
 * Whether the signed-in person has 2-step on: the login answer's `user.two_step`. Null when the
 * session does not say (a gateway that knows only the owner).
 */
export function sessionTwoStep(): boolean | null {
  return getSession()?.user?.two_step ?? null
}
