import type { CounterRow } from '../domain/counters/counters'
import type { ZReport } from '../domain/counters/shift-report'
import type { Change } from './activity-origin'

/* Entries that more than one route records (decision 074). */

/** A shift's close, from the counter or by the owner: its number, who closed it, its takings. */
export function shiftClosedEntry(
  counter: CounterRow,
  report: ZReport,
  closedBy: string | null,
): Change {
  return {
    action: 'shift.closed',
    target: { kind: 'shift', id: report.shift_id, label: `${counter.name} #${report.number}` },
    after: {
      closed_by: closedBy,
      success_count: report.success_count,
      success_amount: report.success_amount,
      refund_count: report.refund_count,
    },
  }
}
