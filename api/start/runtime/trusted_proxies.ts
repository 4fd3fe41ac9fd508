import proxyaddr from 'proxy-addr'

/** Trusted when TRUSTED_PROXIES is not set: a proxy on this machine only. */
export const DEFAULT_TRUSTED_PROXIES = ['loopback']

/**
 * Reads TRUSTED_PROXIES: comma-separated IP addresses, CIDR ranges
 * (`10.0.0.0/8`, `2001:db8::/32`) or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`. Unset or empty means loopback only. A bad entry
 * throws a message naming it, so a start with a typo stops instead of
 * silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return DEFAULT_TRUSTED_PROXIES
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry)
    } catch {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range (e.g. 10.0.0.0/8) ` +
          'or one of loopback, linklocal, uniquelocal'
      )
    }
  }
  return entries
}

/**
 * Whether a peer may tell the client's address (X-Forwarded-For) and
 * protocol (X-Forwarded-Proto): only the listed proxies are believed; every
 * other peer is the client itself, whatever headers it sends.
 */
export function trustedProxyCheck(entries: string[]) {
  return proxyaddr.compile(entries)
}
