import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import Ban from 'lucide-react/icons/ban'
import { removeCounterRecords } from '../../../lib/counter-support/counter-store'
import { forgetDevice } from '../../../lib/session/device-store'
import { dropDeviceSession } from '../device-session-cache'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import * as m from '../shift-messages'

type Props = { message: string }

/**
 * A paired counter whose credential the gateway refused: the owner removed it ('This counter was
 * removed by the owner'), set it up on another device, or its pairing expired. It says so in the
 * gateway's words, even with a QR up, never by dropping the cashier on a sign-in page.
 */
export function CounterRemoved({ message }: Props) {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <section
      role="alert"
      aria-labelledby="counter-removed"
      className="card mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center"
    >
      <Ban aria-hidden="true" className="size-12 text-red-600" />
      <h2 id="counter-removed" className="text-2xl font-semibold text-slate-900">
        {gatewayText(message)}
      </h2>
      <p className="text-base text-slate-700">{t(m.removedHelp)}</p>
      <button
        type="button"
        className="btn-primary min-h-12"
        onClick={() => {
          queryClient.clear()
          dropDeviceSession()
          forgetDevice()
          void removeCounterRecords().then(() => navigate({ to: '/counter/pair' }))
        }}
      >
        {t(m.setUpAgain)}
      </button>
    </section>
  )
}
