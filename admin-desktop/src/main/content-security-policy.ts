/**
 * The renderer's Content-Security-Policy: its own scripts and styles only (no inline script,
 * no eval), images and media from itself and the configured server (plus Cloudinary's
 * delivery host, where course images live when the server uses it), and network connections
 * to the configured server alone, plus Cloudinary's upload host (a server using Cloudinary
 * signs uploads the app sends there directly). Sent as a header with every page, so it follows the server
 * address: the window is reloaded when that changes.
 */
export function contentSecurityPolicy(serverOrigin: string | null): string {
  const server = serverOrigin ?? ''
  const directives: Array<[string, string]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    // no <style> or style="" from markup; React and Blueprint set styles through the DOM,
    // which a policy does not restrict
    ['style-src', "'self'"],
    ['img-src', `'self' data: blob: ${server} https://res.cloudinary.com`],
    ['media-src', `'self' blob: ${server} https://res.cloudinary.com`],
    ['font-src', "'self' data:"],
    ['connect-src', server === '' ? "'none'" : `${server} https://api.cloudinary.com`],
    ['worker-src', "'none'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ')
}
