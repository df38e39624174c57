import { useCallback, useEffect, useState } from 'react'
import {
  readCounterRecord,
  rememberAnnounced,
  rememberDismissed,
  rememberOpenSale,
  settleSale,
  type CounterRecord,
  type SaleOutcome,
} from '../../lib/counter-support/counter-store'
import type { OpenSale } from './counter-state'

export type CounterLog = {
  /** Null until IndexedDB has answered (a few ms after the keypad is up). */
  record: CounterRecord | null
  charged: (sale: OpenSale) => void
  settled: (transactionId: string, outcome: Exclude<SaleOutcome, 'open'>) => void
  announced: (ids: readonly string[]) => void
  dismissed: (id: string) => void
}

/**
 * This device's counter record (lib/counter-support/counter-store.ts) for one counter principal: read once when
 * the counter opens, mirrored in memory, written through on every change. `scope` null (no
 * principal yet) keeps nothing.
 */
export function useCounterLog(scope: string | null): CounterLog {
  const [loaded, setLoaded] = useState<{ scope: string; record: CounterRecord } | null>(null)
  const record = loaded && loaded.scope === scope ? loaded.record : null

  useEffect(() => {
    if (!scope) return
    let cancelled = false
    void readCounterRecord(scope).then((value) => {
      if (!cancelled) setLoaded({ scope, record: value })
    })
    return () => {
      cancelled = true
    }
  }, [scope])

  const edit = useCallback(
    (apply: (record: CounterRecord) => CounterRecord) =>
      setLoaded((current) =>
        current && current.scope === scope ? { scope, record: apply(current.record) } : current,
      ),
    [scope],
  )

  const charged = useCallback(
    (sale: OpenSale) => {
      if (!scope) return
      void rememberOpenSale(scope, sale)
      edit((r) => ({
        ...r,
        openSale: sale,
        sales: [
          { ...pick(sale), outcome: 'open' as const },
          ...r.sales.filter((s) => s.transactionId !== sale.transactionId),
        ],
      }))
    },
    [scope, edit],
  )

  const settled = useCallback(
    (transactionId: string, outcome: Exclude<SaleOutcome, 'open'>) => {
      if (!scope) return
      void settleSale(scope, transactionId, outcome)
      edit((r) => ({
        ...r,
        openSale: r.openSale?.transactionId === transactionId ? null : r.openSale,
        sales: r.sales.map((s) => (s.transactionId === transactionId ? { ...s, outcome } : s)),
      }))
    },
    [scope, edit],
  )

  const announced = useCallback(
    (ids: readonly string[]) => {
      if (!scope) return
      void rememberAnnounced(scope, ids)
      edit((r) => ({ ...r, announced: [...new Set([...(r.announced ?? []), ...ids])] }))
    },
    [scope, edit],
  )

  const dismissed = useCallback(
    (id: string) => {
      if (!scope) return
      void rememberDismissed(scope, id)
      edit((r) => ({ ...r, dismissed: [...new Set([...r.dismissed, id])] }))
    },
    [scope, edit],
  )

  return { record, charged, settled, announced, dismissed }
}

function pick(sale: OpenSale) {
  return {
    transactionId: sale.transactionId,
    amount: sale.amount,
    createdAt: sale.createdAt,
    deadline: sale.deadline,
  }
}
