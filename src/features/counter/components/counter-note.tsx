import { useId, useState } from 'react'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

/** The gateway's UPI note and the payment's description take this many characters. */
export const NOTE_MAX = 50

type Props = { note: string; onChange: (note: string) => void }

/**
 * 'Note (optional)' with its limit in view while typing ('12/50'). What goes past the limit (a
 * typed character, a paste) is refused out loud: the note keeps its first 50 characters and says
 * so, instead of being cut without a word (decision 064). On a short screen the label sits beside
 * the field, one row.
 */
export function CounterNote({ note, onChange }: Props) {
  const t = useT()
  const [refused, setRefused] = useState(false)
  const countId = useId()
  const full = refused && note.length >= NOTE_MAX
  return (
    <div className="short:flex short:items-center short:gap-2">
      <label
        htmlFor="counter-note"
        className="mb-1 block text-sm font-medium text-slate-700 short:mb-0 short:shrink-0"
      >
        {t(m.noteLabel)}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id="counter-note"
          type="text"
          value={note}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={countId}
          aria-invalid={full || undefined}
          onChange={(e) => {
            const value = e.target.value
            setRefused(value.length > NOTE_MAX)
            onChange(value.slice(0, NOTE_MAX))
          }}
          className="input pr-16"
        />
        <span
          id={countId}
          data-testid="note-count"
          className={`pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs tabular-nums ${full ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {t(m.noteCount, { count: note.length, max: NOTE_MAX })}
        </span>
      </div>
      {full && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700 short:sr-only">
          {t(m.noteFull)}
        </p>
      )}
    </div>
  )
}
