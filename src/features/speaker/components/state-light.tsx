import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

/** The big light across the counter: green while payments are announced, red while not. */
export function StateLight({ live }: { live: boolean }) {
  const t = useT()
  return (
    <p
      role="status"
      data-testid="speaker-light"
      data-live={live}
      className={`flex items-center gap-3 rounded-full px-4 py-2 text-lg font-semibold ${
        live ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-6 shrink-0 rounded-full ${live ? 'bg-green-600' : 'bg-red-600'}`}
      />
      {live ? t(m.connected) : t(m.notConnected)}
    </p>
  )
}
