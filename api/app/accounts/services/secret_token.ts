import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** SHA-256 hex of a secret, for storing codes and tokens without the secret itself. */
export function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A numeric code of the given length, uniformly random. */
export function numericCode(length: number) {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/** An unguessable URL-safe token. */
export function urlToken() {
  return randomBytes(32).toString('base64url')
}
