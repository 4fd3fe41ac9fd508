import env from '#start/env'

/** The certificate's public page, which its QR code carries: `<APP_URL>/verify/{id}`. */
export function verifyUrl(publicId: string) {
  return new URL(`/verify/${encodeURIComponent(publicId)}`, env.get('APP_URL')).href
}
