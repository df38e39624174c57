import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { getMerchant } from './merchants'
import { iso } from './time'
import type { AcceptedUpload } from './uploads'

export function kycStatus(db: Db, merchantId: number) {
  const merchant = getMerchant(db, merchantId)
  const documents = stmt(db, 'SELECT COUNT(*) AS n FROM kyc_submissions WHERE merchant_id = ?').get(
    merchantId,
  ) as { n: number }
  return {
    status: merchant.kyc_status,
    submitted_at: iso(merchant.kyc_submitted_at),
    documents: documents.n,
  }
}

/** Stores the submitted fields and documents; a resubmission returns the status to 'submitted'. */
export function submitKyc(
  db: Db,
  merchantId: number,
  fields: Record<string, string>,
  documents: AcceptedUpload[],
) {
  const now = Date.now()
  db.transaction(() => {
    for (const doc of documents) {
      stmt(
        db,
        `INSERT INTO kyc_submissions (merchant_id, fields, document_file, document_mime, document_size, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(merchantId, JSON.stringify(fields), doc.file, doc.mime, doc.size, now)
    }
    // Files get their final names only inside the transaction that records them.
    for (const doc of documents) doc.keep()
    stmt(
      db,
      "UPDATE merchants SET kyc_status = 'submitted', kyc_submitted_at = ?, updated_at = ? WHERE id = ?",
    ).run(now, now, merchantId)
  }).immediate()
  return kycStatus(db, merchantId)
}
