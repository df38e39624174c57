import type { Payin } from '../../lib/lists/payin-list'

/*
 * A payin's outlet (decision 080) is read here rather than in the shared payin schema: that
 * schema is also the counter's, whose download has no byte to spare, and its loose object keeps
 * the gateway's other fields as sent.
 */
export function payinOutletName(payin: Payin): string | null {
  return typeof payin.outlet_name === 'string' && payin.outlet_name ? payin.outlet_name : null
}
