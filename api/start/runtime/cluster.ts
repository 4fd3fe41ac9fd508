import { mediaSettingsProblems } from '../../app/media/services/s3_settings.js'

/**
 * CLUSTER=true says several instances of the API serve the same product
 * behind a load balancer (README, "Deployment"). Such a start stops at once
 * with a clear message when a setting would make the instances disagree:
 * each would otherwise start its own embedded database, keep its own listing
 * cache, or keep uploads on its own disk. Every server start (clustered or
 * not) also stops on media settings that do not fit together (MEDIA_DRIVER=s3
 * without its bucket or keys, a bucket setting without MEDIA_DRIVER=s3).
 */
export function checkClusterSettings(settings: NodeJS.ProcessEnv) {
  // media settings first: a bucket half configured fails every start, clustered or not
  const mediaProblems = mediaSettingsProblems(settings)
  if (mediaProblems.length > 0) {
    throw new Error(`Media storage settings: ${mediaProblems.join('; ')}`)
  }
  if (!isOn(settings.CLUSTER)) return
  const problems: string[] = []
  if (!settings.DATABASE_URL) {
    problems.push('DATABASE_URL (every instance must use one shared PostgreSQL)')
  }
  if (!settings.REDIS_URL) {
    problems.push(
      'REDIS_URL (sessions, rate limits and the listing cache shared by every instance)'
    )
  }
  if (problems.length > 0) {
    throw new Error(`CLUSTER=true needs ${problems.join(' and ')}`)
  }
}

/**
 * Local media in a cluster: the files must be where every instance reads
 * them: Cloudinary, an S3-compatible bucket (MEDIA_DRIVER=s3, chunked uploads
 * included, docs/decisions.md#media-storage), or MEDIA_ROOT on a volume every
 * instance mounts (MEDIA_SHARED=true). Otherwise only one instance may run,
 * which the start enforces with a cluster lock (bin/runtime.ts).
 */
export function needsLocalMediaLock(settings: NodeJS.ProcessEnv) {
  return (
    isOn(settings.CLUSTER) &&
    !settings.CLOUDINARY_URL &&
    settings.MEDIA_DRIVER !== 's3' &&
    !isOn(settings.MEDIA_SHARED)
  )
}

export const LOCAL_MEDIA_REFUSAL =
  'another instance of this cluster (CLUSTER=true) already stores uploads on its own disk. ' +
  'Point every instance at storage they share: CLOUDINARY_URL, an S3-compatible bucket ' +
  '(MEDIA_DRIVER=s3 with S3_BUCKET and its keys), or MEDIA_ROOT on a shared volume with ' +
  'MEDIA_SHARED=true (README, "Deployment")'

function isOn(value: string | undefined) {
  return value === 'true' || value === '1'
}
