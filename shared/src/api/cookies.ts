/**
 * Reads one cookie from `document.cookie`, decoded; null outside a browser or when absent.
 * Servers URI-encode cookie values, so an XSRF token must be decoded before it is echoed back.
 */
export function readCookie(name: string): string | null {
  const cookies = browserDocument()?.cookie
  if (typeof cookies !== 'string') return null
  for (const pair of cookies.split(';')) {
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

/**
 * The page's document, typed here rather than through the DOM library: the API imports this
 * package too and compiles it without browser types.
 */
function browserDocument(): { cookie?: unknown } | undefined {
  return (globalThis as { document?: { cookie?: unknown } }).document
}
