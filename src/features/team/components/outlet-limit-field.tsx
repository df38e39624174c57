import type { OutletsView } from '../../../lib/outlets/use-outlets'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

type Props = {
  outlets: OutletsView
  value: readonly string[]
  onChange: (outletIds: string[]) => void
  /** The role chosen: an Owner cannot be limited (the gateway's 'An Owner sees every outlet'). */
  role: string
}

/** 'Limit to outlets': a tick per open outlet; none ticked, every outlet (decision 080). */
export function OutletLimitField({ outlets, value, onChange, role }: Props) {
  const t = useT()
  if (role === 'owner') return <p className="text-sm text-slate-600">{t(m.ownerEveryOutlet)}</p>
  return (
    <fieldset className="space-y-2" aria-describedby="outlet-limit-hint">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t(m.limitLegend)}</legend>
      {outlets.open.map((outlet) => (
        <label key={outlet.outlet_id} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={value.includes(outlet.outlet_id)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...value, outlet.outlet_id]
                  : value.filter((id) => id !== outlet.outlet_id),
              )
            }
          />
          {outlet.name}
        </label>
      ))}
      <p id="outlet-limit-hint" className="text-xs text-slate-600">
        {t(m.limitHint)}
      </p>
    </fieldset>
  )
}
