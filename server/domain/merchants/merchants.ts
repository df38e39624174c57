import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { stateName } from './gateway-profile'
import { merchantStateCode } from '../core/gst'
import { iso } from '../core/time'

export type MerchantRow = {
  id: number
  username: string
  email: string
  name: string
  business_name: string
  phone: string | null
  address: string | null
  website: string | null
  password_hash: string
  show_rates_to_merchant: number
  payin_fee_bps: number
  upi_vpa: string
  merchant_category_code: string | null
  webhook_payin_url: string | null
  webhook_payout_url: string | null
  kyc_status: string
  kyc_submitted_at: number | null
  /** GST registration (decision 052): the GSTIN, else the state for the place of supply. */
  gstin: string | null
  state_code: string | null
  /** The language of its tax documents (decision 063). */
  language: 'en' | 'hi'
  created_at: number
  updated_at: number
}

/** The Merchant object of docs/api-contract.md (never the password hash or internal rates). */
export function merchantView(row: MerchantRow) {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    business_name: row.business_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    website: row.website,
    show_rates_to_merchant: row.show_rates_to_merchant ? 1 : 0,
    upi_vpa: row.upi_vpa,
    merchant_category_code: row.merchant_category_code,
    webhook_payin_url: row.webhook_payin_url,
    webhook_payout_url: row.webhook_payout_url,
    gstin: row.gstin,
    // The GSTIN's state when there is a GSTIN, else the profile's own (decision 052).
    state: merchantStateCode(row),
    state_name: stateName(merchantStateCode(row)),
    language: row.language,
    created_at: iso(row.created_at),
  }
}

export type Merchant = ReturnType<typeof merchantView>

export function getMerchant(db: Db, id: number): MerchantRow {
  const row = stmt(db, 'SELECT * FROM merchants WHERE id = ?').get(id) as MerchantRow | undefined
  if (!row) throw new AppError(404, 'Merchant not found')
  return row
}

export function findMerchantByIdentifier(db: Db, identifier: string): MerchantRow | undefined {
  // Every sign-in attempt asks this, a refused one too: prepared once (stmt), not per request.
  return stmt(db, 'SELECT * FROM merchants WHERE username = ? OR email = ? LIMIT 1').get(
    identifier,
    identifier,
  ) as MerchantRow | undefined
}

export const EMAIL_UNUSABLE = 'This email cannot be used'

export type ProfileUpdate = Partial<
  Pick<
    MerchantRow,
    | 'business_name'
    | 'email'
    | 'phone'
    | 'address'
    | 'website'
    | 'gstin'
    | 'state_code'
    | 'language'
  >
>

const PROFILE_FIELDS = [
  'business_name',
  'email',
  'phone',
  'address',
  'website',
  'gstin',
  'state_code',
  'language',
] as const

export const STATE_NOT_GSTIN = "The state must be the GSTIN's state"

/** A GSTIN names its state: the stored state follows it, and a different one is refused. */
function withGstinState(current: MerchantRow, update: ProfileUpdate): ProfileUpdate {
  const gstin = update.gstin === undefined ? current.gstin : update.gstin
  if (!gstin) return update
  const state = gstin.slice(0, 2)
  if (update.state_code && update.state_code !== state) throw new AppError(400, STATE_NOT_GSTIN)
  return { ...update, state_code: state }
}

export function updateProfile(db: Db, merchantId: number, given: ProfileUpdate): MerchantRow {
  const update = withGstinState(getMerchant(db, merchantId), given)
  const fields = PROFILE_FIELDS.filter((key) => update[key] !== undefined).map(
    (key) => [key, update[key]] as const,
  )
  if (fields.length > 0) {
    // One answer for an address another merchant holds (as email or as username, which would make
    // sign-in ambiguous): the reply must not tell whether that address has an account (ADR 027).
    // A person's sign-in counts too (decision 072): the merchant's email is its Owner user's.
    const current = getMerchant(db, merchantId)
    if (update.email !== undefined) {
      const clash =
        db
          .prepare('SELECT id FROM merchants WHERE (email = ? OR username = ?) AND id <> ?')
          .get(update.email, update.email, merchantId) ??
        db
          .prepare(
            'SELECT id FROM users WHERE (email = ? OR username = ?) AND NOT (merchant_id = ? AND username = ?)',
          )
          .get(update.email, update.email, merchantId, current.username)
      if (clash) throw new AppError(400, EMAIL_UNUSABLE)
    }
    const now = Date.now()
    db.transaction(() => {
      // Column names come from the fixed PROFILE_FIELDS list, never from the request.
      const assignments = fields.map(([key]) => `${key} = @${key}`).join(', ')
      db.prepare(`UPDATE merchants SET ${assignments}, updated_at = @now WHERE id = @id`).run({
        ...Object.fromEntries(fields),
        now,
        id: merchantId,
      })
      // The Owner user that is the merchant's own sign-in (it alone has the username) follows.
      if (update.email !== undefined) {
        db.prepare(
          'UPDATE users SET email = ?, updated_at = ? WHERE merchant_id = ? AND username = ?',
        ).run(update.email, now, merchantId, current.username)
      }
    })()
  }
  return getMerchant(db, merchantId)
}

export function setWebhookUrls(
  db: Db,
  merchantId: number,
  urls: { webhook_payin_url?: string | null; webhook_payout_url?: string | null },
): MerchantRow {
  const current = getMerchant(db, merchantId)
  db.prepare(
    'UPDATE merchants SET webhook_payin_url = ?, webhook_payout_url = ?, updated_at = ? WHERE id = ?',
  ).run(
    urls.webhook_payin_url === undefined ? current.webhook_payin_url : urls.webhook_payin_url,
    urls.webhook_payout_url === undefined ? current.webhook_payout_url : urls.webhook_payout_url,
    Date.now(),
    merchantId,
  )
  return getMerchant(db, merchantId)
}
