import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { getMerchant } from './merchants'
import { iso } from '../core/time'
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

/**
 * Documents awaiting review, per merchant: each keeps up to 10 MB on disk until someone decides,
 * so the backlog is capped like pending top-ups, in documents and in bytes (decision 043).
 * Awaiting review means the merchant's KYC status is `submitted`.
 */
export const MAX_PENDING_KYC_DOCUMENTS = 20
export const MAX_PENDING_KYC_BYTES = 100 * 1024 * 1024
export const KYC_CAP_MESSAGE =
  'Your KYC documents awaiting review have reached the limit of 20 documents or 100 MB. Please wait for them to be reviewed.'

function pendingKyc(db: Db, merchantId: number): { documents: number; bytes: number } {
  return stmt(
    db,
    `SELECT COUNT(k.id) AS documents, COALESCE(SUM(k.document_size), 0) AS bytes
     FROM merchants m JOIN kyc_submissions k ON k.merchant_id = m.id
     WHERE m.id = ? AND m.kyc_status = 'submitted'`,
  ).get(merchantId) as { documents: number; bytes: number }
}

/** Refuses (429) when `adding` documents of `addingBytes` would pass either cap. */
export function ensureKycRoom(db: Db, merchantId: number, adding = 0, addingBytes = 0): void {
  const pending = pendingKyc(db, merchantId)
  // With nothing to add (the check before the body is read), a backlog already at a cap refuses.
  const documents = pending.documents + Math.max(adding, 1)
  const bytes = pending.bytes + Math.max(addingBytes, 1)
  if (documents > MAX_PENDING_KYC_DOCUMENTS || bytes > MAX_PENDING_KYC_BYTES) {
    throw new AppError(429, KYC_CAP_MESSAGE)
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
    const bytes = documents.reduce((sum, doc) => sum + doc.size, 0)
    ensureKycRoom(db, merchantId, documents.length, bytes)
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
