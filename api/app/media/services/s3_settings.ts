/**
 * The media settings as start/env.ts reads them (already typed, nothing
 * checked across settings yet).
 */
export interface MediaSettings {
  MEDIA_DRIVER?: string
  CLOUDINARY_URL?: string
  S3_BUCKET?: string
  S3_REGION?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
}

const S3_KEYS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** What AWS accepts as a bucket name (MinIO and R2 follow it). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/**
 * The problems of a media configuration, each as a sentence that names the
 * setting and says what to do (docs/decisions.md#media-storage). Empty when
 * the settings agree. A bucket setting without MEDIA_DRIVER=s3 is a problem
 * too: files would silently go to the local disk of each instance.
 */
export function mediaSettingsProblems(settings: MediaSettings): string[] {
  const problems: string[] = []
  const given = S3_KEYS.filter((key) => Boolean(settings[key]))
  if (settings.MEDIA_DRIVER !== 's3') {
    if (given.length > 0) {
      problems.push(
        `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but MEDIA_DRIVER is not s3; ` +
          'set MEDIA_DRIVER=s3 to keep media in the bucket, or remove them'
      )
    }
    return problems
  }

  if (settings.CLOUDINARY_URL) {
    problems.push('MEDIA_DRIVER=s3 and CLOUDINARY_URL are both set; choose one media storage')
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (key) => !settings[key]
  )
  if (missing.length > 0) problems.push(`MEDIA_DRIVER=s3 needs ${missing.join(', ')}`)
  if (settings.S3_BUCKET && !BUCKET_NAME.test(settings.S3_BUCKET)) {
    problems.push(
      `S3_BUCKET "${settings.S3_BUCKET}" is not a bucket name (3 to 63 lower-case letters, digits, "." or "-")`
    )
  }
  if (settings.S3_REGION && !/^[a-z0-9-]+$/.test(settings.S3_REGION)) {
    problems.push(`S3_REGION "${settings.S3_REGION}" is not a region name (such as eu-central-1)`)
  }
  if (settings.S3_ENDPOINT && !isHttpUrl(settings.S3_ENDPOINT)) {
    problems.push(
      `S3_ENDPOINT "${settings.S3_ENDPOINT}" is not an http(s) URL (such as https://s3.eu-central-1.amazonaws.com)`
    )
  }
  return problems
}

function isHttpUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
