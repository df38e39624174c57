import { lazy, Suspense, useState } from 'react'
import ClipboardList from 'lucide-react/icons/clipboard-list'
import LogOut from 'lucide-react/icons/log-out'
import UserRound from 'lucide-react/icons/user-round'
import type { ZReport } from '../../../lib/z-report'
import type { CounterSession } from '../api'
import { useLockCashier, type CloseShift } from '../queries'
import { useT, withTexts } from '../../../lib/i18n'
import * as m from '../messages'

// With its texts in another language (decision 062): closing a shift is not the sale's.
const ShiftDialogs = lazy(() =>
  withTexts(['shift'], () => import('./shift-dialogs')).then((module) => ({
    default: module.ShiftDialogs,
  })),
)

type Props = {
  session: CounterSession
  close: CloseShift
  onClosed: (report: ZReport) => void
}

/**
 * Above the keypad: who is selling, 'Switch cashier', 'This shift so far' (the X-report, one tap
 * away) and 'Close shift' (its Z-report). The reports load on the tap that opens them.
 */
export function CounterShiftBar({ session, close, onClosed }: Props) {
  const t = useT()
  const [open, setOpen] = useState<'x' | 'close' | null>(null)
  const lock = useLockCashier()

  return (
    <div className="flex flex-1 flex-wrap items-center gap-2">
      {session.cashier && (
        <p className="flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-800">
          <UserRound aria-hidden="true" className="size-4" />
          {t(m.sellingAs, { name: session.cashier.name })}
        </p>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {session.cashier_required && (
          <button
            type="button"
            onClick={() => lock.mutate()}
            disabled={lock.isPending}
            className="btn-secondary"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t(m.switchCashier)}
          </button>
        )}
        <button type="button" onClick={() => setOpen('x')} className="btn-secondary">
          <ClipboardList aria-hidden="true" className="size-4" />
          {t(m.shiftSoFar)}
        </button>
        <button type="button" onClick={() => setOpen('close')} className="btn-secondary">
          {t(m.closeShift)}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ShiftDialogs
            open={open}
            session={session}
            close={close}
            onClose={() => setOpen(null)}
            onClosed={onClosed}
          />
        </Suspense>
      )}
    </div>
  )
}
