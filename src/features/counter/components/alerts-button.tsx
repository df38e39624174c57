import { useState } from 'react'
import BellRing from 'lucide-react/icons/bell-ring'
import {
  askNotificationPermission,
  canAskNotifications,
} from '../../../lib/counter-support/counter-mode'

/**
 * 'Turn on payment alerts': the browser's notification prompt, asked only when the cashier
 * chooses to (a prompt on the first key press would sit over the first sale). Gone once answered,
 * and never shown where the browser has no notifications or already has an answer.
 */
export function AlertsButton({ label }: { label: string }) {
  const [askable, setAskable] = useState(canAskNotifications)
  if (!askable) return null
  return (
    <button
      type="button"
      onClick={() => {
        void askNotificationPermission().finally(() => setAskable(canAskNotifications()))
      }}
      title={label}
      className="btn-secondary shrink-0 short:min-w-11 short:px-0"
    >
      <BellRing aria-hidden="true" className="size-4" />
      {/* An icon on a short screen (a landscape till, a phone): no room for words above the keys. */}
      <span className="short:sr-only">{label}</span>
    </button>
  )
}
