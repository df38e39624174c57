import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { Modal } from '../../../components/modal'
import { PaymentQr } from '../../../components/payment-qr'
import { errorMessage } from '../../../lib/api-client'
import { formatTime } from '../../../lib/format'
import type { Counter } from '../api'
import { countersQueryOptions, useCreatePairingCode } from '../queries'

type Props = { counter: Counter; onClose: () => void }

/**
 * 'Pair a device': a one-time code (valid 10 minutes, single use) and a QR of the pairing
 * address. On the counter's device: /login → 'Set up this device as a counter', type the code,
 * or scan the QR with its camera.
 */
export function PairingDialog({ counter, onClose }: Props) {
  const pairing = useCreatePairingCode()
  const { mutate } = pairing
  useEffect(() => mutate(counter.counter_id), [mutate, counter.counter_id])
  const code = pairing.data
  // Watched closely while the code is up, so the owner sees the device arrive.
  const counters = useQuery(countersQueryOptions(2_000))
  // Only a counter that had no device: one replacing a device stays on its code (the list
  // cannot tell the old device from the new one).
  const [hadDevice] = useState(counter.paired)
  const now = counters.data?.find((c) => c.counter_id === counter.counter_id)
  const paired = !hadDevice && Boolean(now?.paired)

  return (
    <Modal open title={`Pair a device: ${counter.name}`} onClose={onClose} size="max-w-md">
      {pairing.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(pairing.error, 'Failed to create a pairing code')}
        </p>
      ) : paired ? (
        <p role="status" className="flex items-center gap-2 text-base font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          Paired: {counter.name} is ready to sell.
        </p>
      ) : !code ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : (
        <div className="space-y-4 text-center">
          <p className="text-sm text-slate-700">
            On the counter&apos;s device, open the portal and choose &apos;Set up this device as a
            counter&apos;, then enter this code, or scan the QR code.
          </p>
          <p className="text-sm text-slate-600">Pairing code</p>
          <p
            className="font-mono text-4xl font-bold tracking-widest text-slate-950"
            data-testid="pairing-code"
          >
            {code.code}
          </p>
          <p className="text-sm text-slate-600">
            Valid until {formatTime(code.expires_at)}, for one device.
          </p>
          <PaymentQr value={code.pair_url} alt="QR code of the pairing address" />
          <p className="font-mono text-xs break-all text-slate-600">{code.pair_url}</p>
        </div>
      )}
    </Modal>
  )
}
