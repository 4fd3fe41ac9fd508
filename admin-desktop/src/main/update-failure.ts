import type { UpdateStep } from './update-state.ts'

export interface UpdateFailure {
  /** One sentence an admin understands: what failed and why, never a stack trace. */
  message: string
  /** The update server could not be reached: usually no connection, which fixes itself. */
  unreachable: boolean
}

// Chromium's (electron.net) and Node's names for "the other end could not be reached"
const UNREACHABLE =
  /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|NETWORK_IO_SUSPENDED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|ADDRESS_UNREACHABLE|CONNECTION_\w+|TIMED_OUT|PROXY_CONNECTION_FAILED)|\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b|Request timed out/

// electron-updater's codes for a feed without the files this build looks for
const NOTHING_PUBLISHED = new Set([
  'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
  'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
  'ERR_UPDATER_NO_PUBLISHED_VERSIONS',
  'ERR_UPDATER_RELEASE_NOT_FOUND',
  'ERR_UPDATER_ASSET_NOT_FOUND',
  'ERR_UPDATER_NO_FILES_PROVIDED',
  'HTTP_ERROR_404',
])

const DAMAGED = new Set([
  'ERR_CHECKSUM_MISMATCH',
  'ERR_UPDATER_INVALID_UPDATE_INFO',
  'ERR_UPDATER_NO_CHECKSUM',
  'ERR_UPDATER_INVALID_VERSION',
  'ERR_DATA_SPLITTER_BYTE_COUNT_MISMATCH',
  'ERR_DATA_SPLITTER_LENGTH_MISMATCH',
  'ERR_STREAM_NOT_FINISHED',
])

/** Why it failed, as the end of a sentence. */
function reason(error: unknown): { why: string; unreachable: boolean } {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown }
  const errorCode = typeof code === 'string' ? code : ''
  // the code and the message both: Chromium's errors carry their name only in the message
  const said = `${errorCode} ${error instanceof Error ? error.message : String(error)}`
  const because = (why: string, unreachable = false) => ({ why, unreachable })

  if (UNREACHABLE.test(said)) return because('the update server could not be reached', true)
  if (NOTHING_PUBLISHED.has(errorCode)) {
    return because('the update server does not have the update files')
  }
  if (DAMAGED.has(errorCode))
    return because('what the update server sent was damaged or incomplete')
  if (/ERR_UPDATER_INVALID_SIGNATURE|not signed by the application owner/.test(said)) {
    return because('the update is not signed by Pathshala')
  }
  if (typeof statusCode === 'number') {
    return because(`the update server answered with an error (${statusCode})`)
  }
  if (/\bENOSPC\b/.test(said)) return because('there is not enough free disk space')
  if (/\b(EACCES|EPERM)\b/.test(said)) return because('this computer did not allow saving it')
  return because('something unexpected went wrong (the details are in the log)')
}

/** What the admin reads when a step of updating fails; nothing of the raw error but its kind. */
export function describeUpdateFailure(
  error: unknown,
  whatFailed: UpdateStep,
  version: string | null
): UpdateFailure {
  const { why, unreachable } = reason(error)
  const update = version ? `The update to ${version}` : 'The update'
  const message = {
    check: `Pathshala Admin could not check for updates: ${why}.`,
    download: `${update} could not be downloaded: ${why}.`,
    install: `${update} could not be installed: ${why}.`,
  }[whatFailed]
  return { message, unreachable }
}
