/**
 * The `X-Total-Count` header of a list answered as a bare array (the drafts list): how many
 * match in all, or null when the header is missing or not a whole number.
 */
export function totalCountOf(headers: Headers): number | null {
  const header = headers.get('X-Total-Count')
  const count = header === null || header.trim() === '' ? Number.NaN : Number(header)
  return Number.isSafeInteger(count) && count >= 0 ? count : null
}
