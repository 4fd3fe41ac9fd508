import { parseMediaOrigin } from './server-address.ts'

const CLOUDINARY_DELIVERY = 'https://res.cloudinary.com'

/**
 * The renderer's Content-Security-Policy: its own scripts and styles only (no inline script,
 * no eval), images and media from itself, the configured server, Cloudinary's delivery host
 * (where course images live when the server uses it) and the origin the server says its
 * pictures are served from (`mediaOrigin` of its `/config`, such as a CDN; only a plain https
 * origin, or http on this computer), and network connections to the configured server alone,
 * plus Cloudinary's upload host (a server using Cloudinary signs uploads the app sends there
 * directly). Sent as a header with every page, so it follows the server address: the window is
 * reloaded when that changes.
 */
export function contentSecurityPolicy(
  serverOrigin: string | null,
  mediaOrigin: string | null = null
): string {
  const server = serverOrigin ?? ''
  // checked again here, whatever the caller read it from: a policy source is never taken on trust
  const media = parseMediaOrigin(mediaOrigin)
  const pictures = [...new Set([server, CLOUDINARY_DELIVERY, media])].filter(Boolean).join(' ')
  const directives: Array<[string, string]> = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    // no <style> or style="" from markup; React and Blueprint set styles through the DOM,
    // which a policy does not restrict
    ['style-src', "'self'"],
    ['img-src', `'self' data: blob: ${pictures}`],
    ['media-src', `'self' blob: ${pictures}`],
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
