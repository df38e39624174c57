import { useEffect, useRef, useState, type FormEvent } from 'react'
import UserRound from 'lucide-react/icons/user-round'
import { ApiError, errorMessage } from '../../../lib/http/api-client'
import type { StaffMember } from '../api'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../shift-messages'
import { useChooseCashier } from '../queries'

type Props = { staff: readonly StaffMember[]; counterName: string }

const PIN_ID = 'cashier-pin'

/**
 * The wrong-PIN answer's tries left and how long the lock after them lasts (docs/api-contract.md:
 * error.attempts_left, error.lock_minutes; an older gateway's lock was always 5 minutes).
 */
function attemptsLeft(error: unknown): { count: number; minutes: number } | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) {
    return null
  }
  const detail = (error.data as { error?: { attempts_left?: unknown; lock_minutes?: unknown } })
    .error
  const count = detail?.attempts_left
  const minutes = detail?.lock_minutes
  if (typeof count !== 'number') return null
  return { count, minutes: typeof minutes === 'number' ? minutes : 5 }
}

/**
 * 'Who is selling?': the cashier taps their name, then enters their PIN; that opens the
 * counter's shift or joins it (decision 049). 'Switch cashier' and the idle lock come back here.
 */
export function WhoIsSelling({ staff, counterName }: Props) {
  const t = useT()
  const [chosen, setChosen] = useState<StaffMember | null>(null)
  const [pin, setPin] = useState('')
  const choose = useChooseCashier()
  const pinRef = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (chosen) pinRef.current?.focus()
    else headingRef.current?.focus()
  }, [chosen])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!chosen || choose.isPending || !/^\d{4,6}$/.test(pin)) return
    choose.mutate({ staff_id: chosen.staff_id, pin }, { onError: () => setPin('') })
  }

  const left = attemptsLeft(choose.error)
  return (
    <section
      aria-labelledby="who-is-selling"
      className="card mx-auto flex max-w-md flex-col gap-4 p-5 sm:p-6"
    >
      <div>
        <h2
          id="who-is-selling"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 outline-none"
        >
          {t(m.whoIsSelling)}
        </h2>
        <p className="text-sm text-slate-600">{counterName}</p>
      </div>
      {!chosen ? (
        <>
          <p className="text-base text-slate-700">{t(m.chooseName)}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {staff.map((member) => (
              <li key={member.staff_id}>
                <button
                  type="button"
                  onClick={() => {
                    choose.reset()
                    setChosen(member)
                  }}
                  className="btn-secondary min-h-14 w-full justify-start text-base"
                >
                  <UserRound aria-hidden="true" className="size-5" />
                  {member.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
          <label htmlFor={PIN_ID} className="text-base font-medium text-slate-800">
            {t(m.pinFor, { name: chosen.name })}
          </label>
          <input
            id={PIN_ID}
            ref={pinRef}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-invalid={choose.isError || undefined}
            aria-describedby={choose.isError ? `${PIN_ID}-error` : undefined}
            className="input text-center font-mono text-2xl tracking-[0.5em]"
          />
          {choose.isError && (
            <p id={`${PIN_ID}-error`} role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(choose.error, t(m.wrongPin))}
              {left !== null && <span className="block">{t(m.attemptsLeft, left)}</span>}
            </p>
          )}
          <button
            type="submit"
            disabled={choose.isPending || !/^\d{4,6}$/.test(pin)}
            className="btn-primary min-h-14 text-base"
          >
            {choose.isPending ? t(m.pinChecking) : t(m.startSelling)}
          </button>
          <button
            type="button"
            onClick={() => {
              setPin('')
              choose.reset()
              setChosen(null)
            }}
            className="btn-secondary"
          >
            {t(m.back)}
          </button>
        </form>
      )}
    </section>
  )
}
