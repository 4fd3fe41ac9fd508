/*
| The addresses of the pictures every answer names (users', courses', store items'): here, below
| every domain, since accounts answers its users' pictures and sits below media
| (docs/architecture.md#domain-floors). Whether an address is one of the media host's own is the
| media domain's to say (`isOwnImageUrl`), as it depends on the media store in use.
*/
import env from '#start/env'
import { mediaBaseOf } from '#core/services/media_public_url'

/**
 * Where this API serves the local media store's public pictures
 * (GET /api/v1/media/image/<public id>.<format>).
 *
 * A picture of the local store (disk or bucket) is stored as this path and its file, never with
 * a host, so the rows stay right when the site moves to another address or behind a CDN; every
 * answer names it by its whole address, built from the current settings
 * (docs/api-contract.md#picture-addresses). Anything else (a Cloudinary picture, a Google
 * account's, another site's) is stored and answered as it was given.
 */
export const LOCAL_IMAGE_PATH = '/api/v1/media/image/'

let lastBase: { settings: string; base: string } | undefined

/**
 * The address the local store's pictures are served from, without a trailing slash:
 * MEDIA_PUBLIC_URL (a CDN, with its path prefix if it has one), else APP_URL's origin. Read on
 * every call (a test changes the settings); worked out again only when they change.
 */
export function publicMediaBase() {
  const publicUrl = env.get('MEDIA_PUBLIC_URL')
  const appUrl = env.get('APP_URL')
  const settings = `${publicUrl ?? ''}\n${appUrl}`
  if (lastBase?.settings !== settings) {
    lastBase = { settings, base: publicUrl ? mediaBaseOf(publicUrl) : new URL(appUrl).origin }
  }
  return lastBase.base
}

/** The addresses a picture of ours may come back with: the public one, and this API's own. */
function ownImagePrefixes() {
  const prefixes = [publicMediaBase(), new URL(env.get('APP_URL')).origin]
  return [...new Set(prefixes)].map((base) => new URL(`${base}${LOCAL_IMAGE_PATH}`))
}

/**
 * The stored form (the path) of a local picture given by its address under MEDIA_PUBLIC_URL or
 * APP_URL; null for any other address. The address is parsed first, so `..`, encoded dots or
 * credentials cannot lead elsewhere; a query or fragment is no part of which file it is.
 */
export function ownImagePath(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '') return null
  for (const prefix of ownImagePrefixes()) {
    if (
      url.origin === prefix.origin &&
      url.pathname.startsWith(prefix.pathname) &&
      url.pathname.length > prefix.pathname.length
    ) {
      return `${LOCAL_IMAGE_PATH}${url.pathname.slice(prefix.pathname.length)}`
    }
  }
  return null
}

/** What a picture given by a client (or the demo seed) as an address is stored as. */
export function storedImage(url: string): string
export function storedImage(url: string | null): string | null
export function storedImage(url: string | null) {
  return url === null ? null : (ownImagePath(url) ?? url)
}

/** The whole address a stored picture is answered with, from the current settings. */
export function publicImageUrl(stored: string): string
export function publicImageUrl(stored: string | null): string | null
export function publicImageUrl(stored: string | null) {
  return stored?.startsWith(LOCAL_IMAGE_PATH) ? `${publicMediaBase()}${stored}` : stored
}
