import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { setStepUpHandler } from '../../lib/session/step-up'
import { withTexts } from '../../lib/i18n/i18n'

/** The dialog and its texts load the first time a call asks for a step-up. */
const StepUpDialog = lazy(() =>
  withTexts(['security'], () => import('../two-step/step-up-dialog')).then((module) => ({
    default: module.StepUpDialog,
  })),
)

/**
 * Mounted once in the signed-in layout, on every screen but the counter (loaded with the person's
 * parts, person-parts.ts): answers confirmStepUp's question (lib/session/step-up.ts: withStepUp
 * asks it) with the 'Confirm it's you' dialog. Asked again while open, the same answer serves
 * both calls.
 */
export function StepUpHost() {
  const [open, setOpen] = useState(false)
  const waiting = useRef<((confirmed: boolean) => void)[]>([])

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          waiting.current.push(resolve)
          setOpen(true)
        }),
    )
    return () => setStepUpHandler(null)
  }, [])

  function onDone(confirmed: boolean) {
    setOpen(false)
    const resolvers = waiting.current
    waiting.current = []
    for (const resolve of resolvers) resolve(confirmed)
  }

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={onDone} />
    </Suspense>
  )
}
