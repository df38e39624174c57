import { activeGatewayProfile } from './gateway-profile'
import { gstKindFor, merchantStateCode, type GstKind } from '../core/gst'

/*
 * Sandbox pricing (product.md leaves fees open). Payin fee: the merchant's rate in basis points of the
 * amount (demo: 200 bps = 2 %). Payout fee: ₹5 + 0.3 % of the amount, debited with the amount.
 * All values integer paise, rounded half up. Each fee includes GST at 18 % (decision 052): the
 * gateway's charge and the tax are split from it by server/domain/core/gst.ts.
 */
export function payinFee(amount: number, feeBps: number): number {
  return Math.round((amount * feeBps) / 10_000)
}

export const PAYOUT_FIXED_FEE = 500
export const PAYOUT_FEE_BPS = 30

export function payoutFee(amount: number): number {
  return PAYOUT_FIXED_FEE + Math.round((amount * PAYOUT_FEE_BPS) / 10_000)
}

/** USD payins credit the INR wallet at this fixed sandbox rate (no FX feed in a sandbox). */
export const USD_INR_RATE = 83

/** The tax kind of a fee charged to this merchant now (decision 052). */
export function feeGstKind(merchant: { gstin: string | null; state_code: string | null }): GstKind {
  return gstKindFor(merchantStateCode(merchant), activeGatewayProfile().stateCode)
}
