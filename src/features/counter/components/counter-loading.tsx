import * as ui from '../../../components/messages'
import { useT } from '../../../lib/i18n/i18n'

/** 'Loading...' where a counter screen or its code is on its way. */
export function CounterLoading() {
  const t = useT()
  return <p className="p-6 text-center text-slate-600">{t(ui.loading)}</p>
}
