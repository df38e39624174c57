import type { CounterMode } from '../use-counter-mode'

/** The 'Counter mode' switch and the announcement language. */
export function CounterModeControls({ mode }: { mode: CounterMode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
      <button
        type="button"
        role="switch"
        aria-checked={mode.enabled}
        onClick={mode.toggle}
        className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors motion-reduce:transition-none ${
            mode.enabled ? 'bg-brand-600' : 'bg-slate-300'
          }`}
        >
          <span
            className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              mode.enabled ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </span>
        Counter mode
      </button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span>Announce in</span>
        <select
          value={mode.language}
          onChange={(e) => mode.setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          className="input min-h-9 w-auto py-1"
        >
          <option value="en">English</option>
          <option value="hi">हिन्दी</option>
        </select>
      </label>
    </div>
  )
}
