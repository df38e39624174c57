import { lazy, Suspense, useState } from 'react'
import ClipboardList from 'lucide-react/icons/clipboard-list'
import LogOut from 'lucide-react/icons/log-out'
// The notices' icon, already downloaded: closing is finishing the shift.
import CircleCheck from 'lucide-react/icons/circle-check'
import UserRound from 'lucide-react/icons/user-round'
import type { ZReport } from '../../../lib/counter-support/z-report'
import type { CounterSession } from '../api'
import { useLockCashier, type CloseShift } from '../queries'
import { useT, withTexts } from '../../../lib/i18n/i18n'
import * as m from '../messages'

// With its texts in another language (decision 062): closing a shift is not the sale's.
const ShiftDialogs = lazy(() =>
  withTexts(['shift'], () => import('./shift-dialogs')).then((module) => ({
    default: module.ShiftDialogs,
  })),
)

// On a short screen (a landscape till, most phones) the buttons are their icons (the words stay their names, and their
// tooltips): with words, they took up to four rows above the keypad and pushed Charge below the
// fold of a 1280 × 800 till and a 375 × 667 phone.
const TOOL = 'btn-secondary short:min-w-11 short:px-0'
const WORDS = 'short:sr-only'

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
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 max-sm:flex-nowrap">
      {session.cashier && (
        <p className="flex min-h-11 min-w-0 items-center gap-1.5 text-sm font-medium text-slate-800">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{t(m.sellingAs, { name: session.cashier.name })}</span>
        </p>
      )}
      <div className="ml-auto flex shrink-0 flex-wrap gap-2 max-sm:flex-nowrap">
        {session.cashier_required && (
          <button
            type="button"
            onClick={() => lock.mutate()}
            disabled={lock.isPending}
            title={t(m.switchCashier)}
            className={TOOL}
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className={WORDS}>{t(m.switchCashier)}</span>
          </button>
        )}
        <button type="button" onClick={() => setOpen('x')} title={t(m.shiftSoFar)} className={TOOL}>
          <ClipboardList aria-hidden="true" className="size-4" />
          <span className={WORDS}>{t(m.shiftSoFar)}</span>
        </button>
        <button
          type="button"
          onClick={() => setOpen('close')}
          title={t(m.closeShift)}
          className={TOOL}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          <span className={WORDS}>{t(m.closeShift)}</span>
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
