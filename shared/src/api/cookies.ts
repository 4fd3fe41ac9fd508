/**
 * Reads one cookie from `document.cookie`, decoded; null outside a browser or when absent.
 * Servers URI-encode cookie values, so an XSRF token must be decoded before it is echoed back.
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return null
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    const raw = pair.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}
