/* A settlement as its row is stored, read by settlement, its events and report (decision 068). */

export type SettlementRow = {
  id: number
  merchant_id: number
  settlement_id: string
  after_tx_id: number
  last_tx_id: number
  payins: number
  gross: number
  fees: number
  gst: number
  adjustments: number
  net: number
  created_at: number
}
