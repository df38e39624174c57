import { Hono } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { kycStatus, submitKyc } from '../domain/kyc'
import { storeUpload } from '../domain/uploads'
import { AppError } from '../errors'
import { requireMerchant } from '../http/auth'
import { readMultipart } from '../http/multipart'
import { ok } from '../http/respond'

/*
 * SPEC leaves the KYC form's fields open: any short text fields (pan_number, gstin, …) are kept as
 * submitted, and at least one document file (JPG/PNG/PDF, ≤ 10 MB each, checked by magic bytes).
 */
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/

export function kycRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = requireMerchant(deps)

  app.get('/merchant/kyc/status', auth, (c) => ok(c, kycStatus(deps.db, c.get('merchantId'))))

  app.post('/merchant/kyc/submit', auth, async (c) => {
    const { fields, files } = await readMultipart(c)
    for (const [name, value] of Object.entries(fields)) {
      if (!FIELD_NAME.test(name))
        throw new AppError(400, `Unexpected field name: ${name.slice(0, 40)}`)
      if (value.length > 500) throw new AppError(400, `${name} must be at most 500 characters`)
    }
    if (
      fields.pan_number &&
      !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(fields.pan_number.trim().toUpperCase())
    ) {
      throw new AppError(400, 'Invalid PAN number')
    }
    const documents = Object.values(files)
    if (documents.length === 0) throw new AppError(400, 'Please attach at least one KYC document')
    if (documents.length > 5) throw new AppError(400, 'At most 5 documents per submission')
    const stored = []
    for (const file of documents) stored.push(await storeUpload(deps.uploadsDir, file))
    return ok(c, submitKyc(deps.db, c.get('merchantId'), fields, stored))
  })

  return app
}
