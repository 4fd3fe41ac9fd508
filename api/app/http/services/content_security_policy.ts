import { createHash } from 'node:crypto'
import { THEME_INIT_SCRIPT } from '@pathshala/shared/theme-init-script'
import { EARLY_REQUESTS_SCRIPT } from '@pathshala/shared/early-requests-script'
import env from '#start/env'
import razorpayConfig from '#config/razorpay'
import { isGoogleConfigured } from '#config/ally'
import { mediaHost } from '#media'

/** The YouTube IFrame Player API (lessons that are YouTube videos) and its player frames. */
const YOUTUBE_SCRIPT = 'https://www.youtube.com'
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com']

/** Razorpay's live checkout: its window is a frame of api.razorpay.com, and it reports to lumberjack. */
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com']
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com']

const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * The two inline scripts the storefront's HTML carries (the remembered theme, applied before the
 * first paint; a client-rendered page's first API requests, sent before the app's scripts have
 * run), allowed by their hashes: any other inline script stays refused.
 */
const INLINE_SCRIPT_HASHES = [THEME_INIT_SCRIPT, EARLY_REQUESTS_SCRIPT].map(hashSource)

/** Pictures of Google accounts (a learner who signed in with Google keeps that picture). */
const GOOGLE_PICTURES = 'https://*.googleusercontent.com'

function originOf(url: string) {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy of every HTML page the API serves (the
 * storefront and the browser admin). Scripts only from this origin, the
 * payment checkout and YouTube's player API, never inline but for the
 * storefront's two hashed scripts; styles from this
 * origin; images from here and the media host (plus data:/blob: for the
 * picture a learner is about to upload, compressed on a canvas); lesson
 * videos from any https address, as admins link them; calls to this API and
 * the media host's upload API. Built from the settings on each call (cheap),
 * so it follows the media storage in use.
 */
export function contentSecurityPolicy() {
  const appOrigin = originOf(env.get('APP_URL'))
  const media = mediaHost()
  const live = razorpayConfig.mode === 'live'
  const checkout = razorpayConfig.mode === 'disabled' ? null : originOf(razorpayConfig.checkoutUrl)

  const directives: Record<string, (string | null | false)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, checkout, YOUTUBE_SCRIPT],
    'style-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      appOrigin,
      originOf(media.imagePrefix),
      isGoogleConfigured() && GOOGLE_PICTURES,
    ],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:', 'blob:'],
    'connect-src': [
      "'self'",
      appOrigin,
      media.uploadOrigin,
      checkout,
      ...(live ? RAZORPAY_CONNECT : []),
    ],
    'frame-src': ["'self'", ...YOUTUBE_FRAMES, ...(live ? [checkout, ...RAZORPAY_FRAMES] : [])],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => {
      const unique = [...new Set(sources.filter((source): source is string => Boolean(source)))]
      return `${name} ${unique.join(' ')}`
    })
    .join('; ')
}
