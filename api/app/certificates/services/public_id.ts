import { randomBytes } from 'node:crypto'

/** Crockford's base 32: no I, L, O or U, so an id read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 12 characters, 60 random bits: short enough for a QR code and a URL, too many to guess. */
export const PUBLIC_ID_LENGTH = 12

export function newPublicId() {
  const bytes = randomBytes(PUBLIC_ID_LENGTH)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte & 31]
  return id
}

/**
 * A public id as typed or scanned: trimmed, upper case, with the letters Crockford's alphabet
 * reads as digits (O, I, L) taken as those; null when it cannot be one.
 */
export function normalisePublicId(raw: string): string | null {
  const id = raw.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
  return id.length === PUBLIC_ID_LENGTH && [...id].every((char) => ALPHABET.includes(char))
    ? id
    : null
}
