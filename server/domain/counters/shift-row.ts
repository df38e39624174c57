/* A shift as its row is stored, read by shifts, their report and exports (decision 068). */

export type ShiftRow = {
  id: number
  shift_id: string
  merchant_id: number
  counter_id: number
  number: number
  opened_at: number
  closed_at: number | null
  closed_by: string | null
  report: string | null
  /** The outlet its counter was in when it opened (decision 080); kept if the counter moves. */
  outlet_id: number | null
}
