/**
 * CLUSTER=true says several instances of the API serve the same product
 * behind a load balancer (README, "Deployment"). Such a start stops at once
 * with a clear message when a setting would make the instances disagree:
 * each would otherwise start its own embedded database, keep its own listing
 * cache, or keep uploads on its own disk.
 */
export function checkClusterSettings(settings: NodeJS.ProcessEnv) {
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
 * Local media in a cluster: the files must be on storage every instance
 * mounts (MEDIA_SHARED=true says MEDIA_ROOT is such a volume) or on
 * Cloudinary. Otherwise only one instance may run, which the start enforces
 * with a cluster lock (bin/runtime.ts).
 */
export function needsLocalMediaLock(settings: NodeJS.ProcessEnv) {
  return isOn(settings.CLUSTER) && !settings.CLOUDINARY_URL && !isOn(settings.MEDIA_SHARED)
}

export const LOCAL_MEDIA_REFUSAL =
  'another instance of this cluster (CLUSTER=true) already stores uploads on its own disk. ' +
  'Point every instance at storage they share: CLOUDINARY_URL, or MEDIA_ROOT on a shared ' +
  'volume with MEDIA_SHARED=true (README, "Deployment")'

function isOn(value: string | undefined) {
  return value === 'true' || value === '1'
}
