import { merchantStorageId } from '../../../lib/session-store'
import { useSession } from '../../../lib/use-session'
import { CounterPage } from './counter-page'

/** /counter: whose counter this device is selling for decides what it keeps on the device. */
export function CounterScreen() {
  const session = useSession()
  const scope = session ? `owner:${merchantStorageId(session)}` : null
  return <CounterPage scope={scope} />
}
