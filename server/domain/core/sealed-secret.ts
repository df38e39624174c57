import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/*
 * A secret the gateway must read back (an API secret, a TOTP secret), sealed at rest with
 * AES-256-GCM under the 32-byte key in DATA_DIR/secret.key (deps.secretKey). The database alone
 * reveals none of them; a hash would not do, since the gateway has to use the secret itself.
 */

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

export function openSecret(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('malformed sealed secret')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}
