/*
| MEDIA_PUBLIC_URL: where browsers fetch the local media store's pictures when that is not the
| API itself (a CDN in front of it, serving the same `/api/v1/media/image/...` paths). Kept free
| of the app's env so start/env.ts can check the setting with it.
*/

const EXAMPLE = 'such as https://cdn.example.com or https://cdn.example.com/pathshala'

/**
 * MEDIA_PUBLIC_URL as start/env.ts takes it: an http(s) address, optionally with a path
 * prefix, that the pictures' paths are appended to, so no query, fragment or credentials.
 * Unset or empty answers undefined (pictures are then served from APP_URL).
 */
export function parseMediaPublicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`MEDIA_PUBLIC_URL "${value}" is not an http(s) URL (${EXAMPLE})`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`MEDIA_PUBLIC_URL "${value}" is not an http(s) URL (${EXAMPLE})`)
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(
      `MEDIA_PUBLIC_URL "${value}" must be a plain address without credentials, query or fragment (${EXAMPLE})`
    )
  }
  return value
}

/** The address pictures' paths are appended to: the setting without its trailing slashes. */
export function mediaBaseOf(publicUrl: string) {
  const url = new URL(publicUrl)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
