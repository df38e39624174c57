import { randomBytes, randomInt } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** Unguessable public ids such as TXN8K2M…: prefix + 16 characters from 80 random bits. */
export function publicId(prefix: string, length = 16): string {
  const bytes = randomBytes(length)
  let out = prefix
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length]
  return out
}

/** A 12-digit bank reference number (UTR), never starting with 0. */
export function utr(): string {
  let out = String(randomInt(1, 10))
  for (let i = 0; i < 11; i++) out += String(randomInt(0, 10))
  return out
}
