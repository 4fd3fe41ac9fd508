import type { UnsentWork } from './unsent-work.ts'
import { describeUpdateFailure } from './update-failure.ts'
import {
  failureBox,
  restartAfterUnsentWorkBox,
  upToDateBox,
  type UpdateMessageBox,
} from './update-messages.ts'
import type { UpdateState, UpdateStep } from './update-state.ts'

/** What electron-updater's checkForUpdates resolves with (null when the updater is inactive). */
export interface UpdateCheckResult {
  isUpdateAvailable: boolean
  updateInfo: { version: string }
  /** The download the check started (autoDownload); its failure is also an 'error' event. */
  downloadPromise?: Promise<unknown> | null
}

/** The part of electron-updater's autoUpdater the app uses. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  setFeedURL(options: { provider: 'generic'; url: string }): void
  checkForUpdates(): Promise<UpdateCheckResult | null>
  on(event: 'checking-for-update', listener: () => void): unknown
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown
  on(event: 'update-not-available', listener: (info: { version: string }) => void): unknown
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error, message?: string) => void): unknown
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
  /** The installed version, named when a check finds nothing newer. */
  currentVersion: string
  work: UnsentWork
  /** Asks the admin; resolves true for 'Restart to update'. */
  offerRestart(version: string): Promise<boolean>
  /** Shows a message box; resolves with the index of the button pressed. */
  tell(box: UpdateMessageBox): Promise<number>
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

export interface UpdateControl {
  state(): UpdateState
  /** Called with every new state; returns the unsubscribe. */
  onChange(listener: (state: UpdateState) => void): () => void
  /** A check the admin asked for (the menu, "Try Again"): it always answers. */
  checkNow(): Promise<void>
  /** The menu's "Restart to Update": now, or once unsent work has reached the server. */
  restartToUpdate(): void
  stop(): void
}

/**
 * Checks at start and every few hours, downloads in the background, and offers 'Restart to
 * update' only when the renderer has no unsent work (otherwise once that work is sent). An
 * update the admin declines is installed when the app next quits.
 *
 * Admins get new versions only this way, so a failure is never silent: it becomes the state
 * the menu and the About box show, and a message box says so when the admin asked for the
 * check, or when it is not just the server being out of reach (the usual offline laptop,
 * which a later check fixes). Nothing here quits, installs a partial download or throws.
 */
export function startUpdates(options: UpdateOptions): UpdateControl {
  const { updater, enabled, feedUrl, currentVersion, work, offerRestart, tell, log } = options
  const timers = options.timers ?? { setInterval, clearInterval }
  const listeners = new Set<(state: UpdateState) => void>()
  let state: UpdateState = enabled ? { kind: 'idle' } : { kind: 'off' }
  const control = {
    state: () => state,
    onChange(listener: (state: UpdateState) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  if (!enabled)
    return { ...control, checkNow: async () => {}, restartToUpdate: () => {}, stop: () => {} }

  const feed = httpsFeed(feedUrl, log)
  if (feed) updater.setFeedURL({ provider: 'generic', url: feed })
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true

  const setState = (next: UpdateState) => {
    state = next
    for (const listener of listeners) {
      try {
        listener(state)
      } catch (error) {
        log.warn('an update state listener failed', error)
      }
    }
  }

  // whether the admin waits for an answer to the current check (until it ends one way or another)
  let adminAsked = false
  // a failure from a background check is told once, not again every few hours
  let lastToldFailure: string | null = null

  const answer = (box: UpdateMessageBox) => {
    tell(box)
      .then((response) => {
        if (box.retryButton !== null && response === box.retryButton) void checkNow()
      })
      .catch((error: unknown) => log.warn('could not show the update message', error))
  }

  const endCheck = () => {
    const asked = adminAsked
    adminAsked = false
    return asked
  }

  const succeed = (next: UpdateState) => {
    lastToldFailure = null
    setState(next)
  }

  // which step an 'error' event (which does not say) belongs to
  const stepNow = (): UpdateStep =>
    state.kind === 'downloading' ? 'download' : state.kind === 'ready' ? 'install' : 'check'

  const fail = (error: unknown, whatFailed: UpdateStep) => {
    // electron-updater reports a failure twice (the event and the rejection): once is enough
    if (state.kind === 'failed') return
    log.warn(`update ${whatFailed} failed`, error)
    const version = state.kind === 'downloading' || state.kind === 'ready' ? state.version : null
    const failure = describeUpdateFailure(error, whatFailed, version)
    const failed = { kind: 'failed', whatFailed, version, ...failure, when: new Date() } as const
    setState(failed)
    const asked = endCheck()
    if (!asked && (failure.unreachable || failure.message === lastToldFailure)) return
    lastToldFailure = failure.message
    answer(failureBox(failed))
  }

  let ready: string | null = null
  let offered: string | null = null
  let stopWaiting: (() => void) | null = null

  const install = () => {
    try {
      updater.quitAndInstall()
    } catch (error) {
      fail(error, 'install')
    }
  }

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
    try {
      if (await offerRestart(ready)) install()
    } catch (error) {
      log.warn('could not offer the restart', error)
    }
  }

  updater.on('checking-for-update', () => {
    if (state.kind !== 'checking') setState({ kind: 'checking' })
  })
  updater.on('update-available', (info) => {
    log.info('update available', info.version)
    succeed({ kind: 'downloading', version: info.version, percent: null })
  })
  updater.on('download-progress', (progress) => {
    if (state.kind !== 'downloading') return
    const percent = Math.round(progress.percent)
    if (percent !== state.percent) setState({ ...state, percent })
  })
  updater.on('update-not-available', () => {
    succeed({ kind: 'up-to-date', checkedAt: new Date() })
    if (endCheck()) answer(upToDateBox(currentVersion))
  })
  updater.on('update-downloaded', (info) => {
    log.info('update downloaded', info.version)
    endCheck()
    succeed({ kind: 'ready', version: info.version })
    ready = info.version
    void offer()
  })
  updater.on('error', (error) => fail(error, stepNow()))

  const check = async (askedByAdmin: boolean) => {
    // a download under way or waiting for the restart is not checked over
    if (state.kind === 'checking' || state.kind === 'downloading' || state.kind === 'ready') return
    adminAsked = askedByAdmin
    setState({ kind: 'checking' })
    try {
      const result = await updater.checkForUpdates()
      result?.downloadPromise?.catch((error: unknown) => fail(error, stepNow()))
      // electron-updater has moved the state on by its events; this covers an updater that did not
      // (read through state(): the events changed it while this awaited)
      if (control.state().kind !== 'checking') return
      if (result?.isUpdateAvailable) {
        succeed({ kind: 'downloading', version: result.updateInfo.version, percent: null })
      } else {
        succeed({ kind: 'up-to-date', checkedAt: new Date() })
        if (endCheck()) answer(upToDateBox(currentVersion))
      }
    } catch (error) {
      fail(error, 'check')
    }
  }
  const checkNow = () => check(true)

  void check(false)
  const interval = timers.setInterval(() => void check(false), UPDATE_CHECK_INTERVAL_MS)
  return {
    ...control,
    checkNow,
    restartToUpdate() {
      if (state.kind !== 'ready') return
      if (work.count() === 0) return install()
      answer(restartAfterUnsentWorkBox(state.version, work.count()))
      // asked again (even after a 'Later') once the work has reached the server
      offered = null
      void offer()
    },
    stop: () => {
      timers.clearInterval(interval)
      stopWaiting?.()
    },
  }
}
