import type { UnsentWork } from './unsent-work.ts'

/** The part of electron-updater's autoUpdater the app uses. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  setFeedURL(options: { provider: 'generic'; url: string }): void
  checkForUpdates(): Promise<unknown>
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  quitAndInstall(): void
}

export interface UpdateOptions {
  updater: Updater
  /** Off in development (an unpackaged app has no feed). */
  enabled: boolean
  /**
   * A static host serving latest.yml / latest-mac.yml instead of the feed the build names (a
   * GitHub release). From configuration: PATHSHALA_UPDATE_URL or the settings file.
   */
  feedUrl: string | null
  work: UnsentWork
  /** Asks the admin; resolves true for 'Restart to update'. */
  offerRestart(version: string): Promise<boolean>
  log: { info(...args: unknown[]): void; warn(...args: unknown[]): void }
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval }
}

/**
 * The configured feed when it is an https address; anything else is ignored with a log line
 * and the build's own feed is used: an update over plain HTTP could be swapped on the way.
 */
export function httpsFeed(feedUrl: string | null, log: UpdateOptions['log']): string | null {
  if (!feedUrl) return null
  let url: URL | null = null
  try {
    url = new URL(feedUrl)
  } catch {
    // reported below
  }
  if (url?.protocol === 'https:' && url.username === '' && url.password === '') return url.href
  log.warn('ignoring the configured update feed (it must be an https:// address)', feedUrl)
  return null
}

/** How often a running app looks for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/**
 * Checks at start and every few hours, downloads in the background, and offers 'Restart to
 * update' only when the renderer has no unsent work (otherwise once that work is sent). An
 * update the admin declines is installed when the app next quits.
 */
export function startUpdates(options: UpdateOptions): { checkNow(): Promise<void>; stop(): void } {
  const { updater, enabled, feedUrl, work, offerRestart, log } = options
  const timers = options.timers ?? { setInterval, clearInterval }
  if (!enabled) return { checkNow: async () => {}, stop: () => {} }

  const feed = httpsFeed(feedUrl, log)
  if (feed) updater.setFeedURL({ provider: 'generic', url: feed })
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true

  let ready: string | null = null
  let offered: string | null = null
  let stopWaiting: (() => void) | null = null

  const offer = async () => {
    if (ready === null || offered === ready) return
    if (work.count() > 0) {
      // ask again once everything has reached the server
      stopWaiting ??= work.onChange((count) => {
        if (count > 0) return
        stopWaiting?.()
        stopWaiting = null
        void offer()
      })
      return
    }
    offered = ready
    if (await offerRestart(ready)) updater.quitAndInstall()
  }

  updater.on('update-downloaded', (info) => {
    log.info('update downloaded', info.version)
    ready = info.version
    void offer()
  })
  // a feed that cannot be reached is normal offline: note it, never bother the admin
  updater.on('error', (error) => log.warn('update check failed', error.message))

  const checkNow = async () => {
    try {
      await updater.checkForUpdates()
    } catch (error) {
      log.warn('update check failed', error instanceof Error ? error.message : String(error))
    }
  }
  void checkNow()
  const interval = timers.setInterval(() => void checkNow(), UPDATE_CHECK_INTERVAL_MS)
  return {
    checkNow,
    stop: () => {
      timers.clearInterval(interval)
      stopWaiting?.()
    },
  }
}
