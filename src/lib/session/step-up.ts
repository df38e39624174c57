/**
 * The hook a guarded change (changing a role, regenerating the API secret…) calls when the
 * gateway answers 403 `step_up_required` ('Confirm it is you to continue'): the step-up dialog
 * registers itself here once (setStepUpHandler) and answers whether the person confirmed (their
 * code or password accepted by POST /merchant/auth/step-up). The caller then sends the change
 * again. Without a dialog registered the answer is no, and the caller shows the gateway's words.
 */
export type StepUpHandler = () => Promise<boolean>

let handler: StepUpHandler | null = null

export function setStepUpHandler(next: StepUpHandler | null): void {
  handler = next
}

/** Whether a dialog is there to ask (its host loads with the signed-in layout's lazy parts). */
export const hasStepUpHandler = (): boolean => handler !== null

export function confirmStepUp(): Promise<boolean> {
  return handler ? handler() : Promise.resolve(false)
}
