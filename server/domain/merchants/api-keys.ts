import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { openSecret, sealSecret } from '../core/sealed-secret'

/*
 * API secrets are encrypted at rest (core/sealed-secret.ts) under a 32-byte key kept in
 * DATA_DIR/secret.key (created on first start, mode 0600). The DB alone does not reveal a secret; the secret must be
 * recoverable (not just hashed) because the portal shows it and webhooks are signed with it.
 */

export const KEY_FILE_NAME = 'secret.key'

export function loadOrCreateKey(dataDir: string): Buffer {
  const path = join(dataDir, KEY_FILE_NAME)
  if (!existsSync(path)) {
    try {
      writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (err) {
      // Another process (CLI or server) created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex')
  if (key.length !== 32) throw new Error(`${path} must hold 32 bytes as hex`)
  return key
}

export type Credentials = { api_key: string; api_secret: string }

/** Creates or replaces the merchant's key pair; the previous secret stops working immediately. */
export function issueCredentials(db: Db, key: Buffer, merchantId: number): Credentials {
  const existing = stmt(db, 'SELECT api_key FROM api_keys WHERE merchant_id = ?').get(
    merchantId,
  ) as { api_key: string } | undefined
  const apiKey = existing?.api_key ?? `pk_sandbox_${randomBytes(16).toString('hex')}`
  const apiSecret = `sk_sandbox_${randomBytes(24).toString('hex')}`
  const now = Date.now()
  stmt(
    db,
    `INSERT INTO api_keys (merchant_id, api_key, secret_enc, created_at, rotated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (merchant_id) DO UPDATE SET secret_enc = excluded.secret_enc, rotated_at = excluded.rotated_at`,
  ).run(merchantId, apiKey, sealSecret(key, apiSecret), now, now)
  return { api_key: apiKey, api_secret: apiSecret }
}

export function getCredentials(db: Db, key: Buffer, merchantId: number): Credentials {
  const row = stmt(db, 'SELECT api_key, secret_enc FROM api_keys WHERE merchant_id = ?').get(
    merchantId,
  ) as { api_key: string; secret_enc: string } | undefined
  if (!row) return issueCredentials(db, key, merchantId)
  return { api_key: row.api_key, api_secret: openSecret(key, row.secret_enc) }
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest()

/**
 * The merchant id for a key + secret pair, or null. Secrets are compared as SHA-256 digests with
 * timingSafeEqual, so neither length nor content leaks through timing.
 */
export function authenticateApiKey(
  db: Db,
  key: Buffer,
  apiKey: string,
  apiSecret: string,
): number | null {
  const row = stmt(db, 'SELECT merchant_id, secret_enc FROM api_keys WHERE api_key = ?').get(
    apiKey,
  ) as { merchant_id: number; secret_enc: string } | undefined
  const expected = row ? openSecret(key, row.secret_enc) : randomBytes(24).toString('hex')
  const match = timingSafeEqual(digest(expected), digest(apiSecret))
  return row && match ? row.merchant_id : null
}

export function requireSecret(db: Db, key: Buffer, merchantId: number): string {
  const creds = getCredentials(db, key, merchantId)
  if (!creds.api_secret) throw new AppError(404, 'API credentials not found')
  return creds.api_secret
}
