import { formatDateTime } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Counter, CounterDevice } from '../api'
import * as m from '../messages'
import { useRevokeDevice } from '../queries'

/**
 * The devices paired to a counter (decision 078), the Till first: each one's mode, name, when
 * it was last seen and whether its event stream is open now, with 'Remove' for that device
 * alone (the counter's 'Revoke' still unpairs them all). Nothing against a gateway that does
 * not list them.
 */
export function CounterDevices({ counter }: { counter: Counter }) {
  const t = useT()
  const devices = counter.devices
  if (devices === undefined) return null
  if (devices.length === 0) {
    return <p className="w-full text-sm text-slate-600">{t(m.noDevices)}</p>
  }
  return (
    <ul
      aria-label={t(m.devices, { name: counter.name })}
      className="w-full divide-y divide-slate-100 rounded-lg border border-slate-200 px-3"
    >
      {devices.map((device) => (
        <DeviceRow key={device.device_id} counter={counter} device={device} />
      ))}
    </ul>
  )
}

function DeviceRow({ counter, device }: { counter: Counter; device: CounterDevice }) {
  const t = useT()
  const revoke = useRevokeDevice()
  const label = device.label ?? t(m.unnamedDevice)
  const mode = device.mode ?? 'other'
  return (
    <li
      data-testid="counter-device"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
    >
      <span
        className={`inline-flex items-center gap-1.5 ${device.connected ? 'text-emerald-800' : 'text-slate-600'}`}
      >
        <span
          aria-hidden="true"
          className={`size-3 rounded-full ${device.connected ? 'bg-emerald-700' : 'bg-slate-400'}`}
        />
        {device.connected ? t(m.connected) : t(m.notConnected)}
      </span>
      <span className="font-semibold text-slate-900">{t(m.deviceMode, { mode })}</span>
      <span className="min-w-0 text-slate-700 wrap-anywhere">{label}</span>
      <span className="text-slate-600">
        {device.last_seen_at
          ? t(m.lastSeen, { date: formatDateTime(device.last_seen_at) })
          : t(m.lastSeenNever)}
      </span>
      <button
        type="button"
        className="btn-secondary ml-auto min-h-9 px-3 text-red-700"
        aria-label={t(m.removeDevice, { device: `${t(m.deviceMode, { mode })} ${label}` })}
        disabled={revoke.isPending}
        onClick={() => {
          if (window.confirm(t(m.removeDeviceConfirm, { mode, device: label, name: counter.name })))
            revoke.mutate({ counterId: counter.counter_id, deviceId: device.device_id })
        }}
      >
        {t(m.remove)}
      </button>
    </li>
  )
}
