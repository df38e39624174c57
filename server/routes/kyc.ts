import { Hono } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { ensureKycRoom, kycStatus, submitKyc } from '../domain/merchants/kyc'
import { checkUpload } from '../domain/merchants/uploads'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { printableName, withMultipart } from '../http/multipart'
import { ok } from '../http/respond'

/*
 * product.md §3 leaves the KYC form's fields open: any short text fields (pan_number, gstin, …) are kept as
 * submitted, and at least one document file (JPG/PNG/PDF, ≤ 10 MB each, checked by magic bytes).
 */
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/

export function kycRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/kyc/status', authorize(deps, 'profile.read'), (c) =>
    ok(c, kycStatus(deps.db, c.get('merchantId'))),
  )

  app.post('/merchant/kyc/submit', authorize(deps, 'profile.update'), async (c) => {
    const merchantId = c.get('merchantId')
    const upload = {
      uploadsDir: deps.uploadsDir,
      space: deps.uploadSpace,
      maxFiles: 5,
      acceptFile: () => true,
      precheck: () => ensureKycRoom(deps.db, merchantId),
    }
    const status = await withMultipart(c, upload, ({ fields, files, tooManyFiles }) => {
      for (const [name, value] of Object.entries(fields)) {
        if (!FIELD_NAME.test(name))
          throw new AppError(400, `Unexpected field name: ${printableName(name)}`)
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
      if (tooManyFiles) throw new AppError(400, 'At most 5 documents per submission')
      const stored = documents.map((file) => checkUpload(deps.uploadsDir, file))
      return submitKyc(deps.db, merchantId, fields, stored)
    })
    return ok(c, status)
  })

  return app
}
