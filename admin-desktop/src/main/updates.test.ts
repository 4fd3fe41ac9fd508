import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createUnsentWork } from './unsent-work.ts'
import type { UpdateMessageBox } from './update-messages.ts'
import type { UpdateState } from './update-state.ts'
import {
  startUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateCheckResult,
  type Updater,
} from './updates.ts'

vi.mock('electron', () => ({}))

function fakeUpdater() {
  const events = new EventEmitter()
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async (): Promise<UpdateCheckResult | null> => null),
    on: (event: string, listener: (...args: any[]) => void) => events.on(event, listener),
    quitAndInstall: vi.fn(),
  }
  return { updater: updater as Updater & typeof updater, events }
}

const log = { info: vi.fn(), warn: vi.fn() }

interface StartOptions {
  enabled?: boolean
  feedUrl?: string | null
  answer?: boolean
  /** Sets the fake up before the check at start. */
  prepare?(fake: ReturnType<typeof fakeUpdater>): void
}

function start(overrides: StartOptions = {}) {
  const fake = fakeUpdater()
  overrides.prepare?.(fake)
  const { updater, events } = fake
  const work = createUnsentWork()
  const offerRestart = vi.fn(async () => overrides.answer ?? true)
  // the admin presses "OK" unless a test says otherwise
  const tell = vi.fn(async (_box: UpdateMessageBox) => 1)
  const timers = { setInterval: vi.fn(() => 7), clearInterval: vi.fn() }
  const control = startUpdates({
    updater,
    enabled: overrides.enabled ?? true,
    feedUrl: overrides.feedUrl ?? null,
    currentVersion: '1.3.0',
    work,
    offerRestart,
    tell,
    log,
    timers: timers as never,
  })
  const states: UpdateState[] = []
  control.onChange((state) => states.push(state))
  const backgroundCheck = () => (timers.setInterval.mock.calls[0] as unknown as [() => void])[0]()
  return { updater, events, work, offerRestart, tell, timers, control, states, backgroundCheck }
}

/** What electron-updater does when the feed cannot be read: an 'error' event, then a rejection. */
function failingCheck(fake: ReturnType<typeof fakeUpdater>, error: Error) {
  fake.updater.checkForUpdates.mockImplementationOnce(async () => {
    fake.events.emit('checking-for-update')
    // the feed is read after an await
    await Promise.resolve()
    fake.events.emit('error', error, error.stack)
    throw error
  })
}

function httpError(statusCode: number) {
  return Object.assign(new Error(`HTTP error: ${statusCode}\n    at ClientRequest.<anonymous>`), {
    statusCode,
    code: `HTTP_ERROR_${statusCode}`,
  })
}

const OFFLINE = () => new Error('net::ERR_INTERNET_DISCONNECTED')

describe('updates', () => {
  it('do nothing in development', async () => {
    const { updater, timers, control } = start({ enabled: false })
    await control.checkNow()
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
    expect(timers.setInterval).not.toHaveBeenCalled()
    expect(control.state()).toEqual({ kind: 'off' })
  })

  it('check at start and every few hours, downloading in the background', () => {
    const { updater, timers } = start()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(updater.autoDownload).toBe(true)
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), UPDATE_CHECK_INTERVAL_MS)
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(4 * 60 * 60 * 1000)
  })

  it('read a configured static feed instead of the build’s', () => {
    const { updater } = start({ feedUrl: 'https://downloads.example.com/admin' })
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://downloads.example.com/admin',
    })
  })

  it('ignore a configured feed that is not https, with a log line, and keep the build’s', () => {
    for (const feedUrl of [
      'http://downloads.example.com/admin',
      'downloads.example.com/admin',
      'ftp://downloads.example.com/admin',
      'https://user:secret@downloads.example.com/admin',
    ]) {
      const { updater } = start({ feedUrl })
      expect(updater.setFeedURL, feedUrl).not.toHaveBeenCalled()
      expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
      expect(log.warn).toHaveBeenCalledWith(
        'ignoring the configured update feed (it must be an https:// address)',
        feedUrl
      )
    }
  })

  it('offer the restart at once when nothing is unsent, and restart on yes', async () => {
    const { events, offerRestart, updater } = start()
    events.emit('update-downloaded', { version: '1.2.0' })
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalled())
    expect(offerRestart).toHaveBeenCalledWith('1.2.0')
  })

  it('wait for unsent work to reach the server before offering', async () => {
    const { events, offerRestart, work, updater } = start()
    work.report(2)
    events.emit('update-downloaded', { version: '1.2.0' })
    await Promise.resolve()
    expect(offerRestart).not.toHaveBeenCalled()
    work.report(1)
    expect(offerRestart).not.toHaveBeenCalled()
    work.report(0)
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalledTimes(1))
    expect(updater.quitAndInstall).toHaveBeenCalled()
  })

  it('leave a declined update for the next quit and do not ask again for it', async () => {
    const { events, offerRestart, updater } = start({ answer: false })
    events.emit('update-downloaded', { version: '1.2.0' })
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalledTimes(1))
    events.emit('update-downloaded', { version: '1.2.0' })
    await Promise.resolve()
    expect(offerRestart).toHaveBeenCalledTimes(1)
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    expect(updater.autoInstallOnAppQuit).toBe(true)
  })

  it('follow the updater: checking, downloading with its progress, ready', async () => {
    const { events, control, states } = start()
    expect(control.state()).toEqual({ kind: 'checking' })
    events.emit('checking-for-update')
    events.emit('update-available', { version: '1.4.0' })
    expect(control.state()).toEqual({ kind: 'downloading', version: '1.4.0', percent: null })
    events.emit('download-progress', { percent: 41.6 })
    events.emit('download-progress', { percent: 41.9 })
    expect(control.state()).toEqual({ kind: 'downloading', version: '1.4.0', percent: 42 })
    events.emit('update-downloaded', { version: '1.4.0' })
    expect(control.state()).toEqual({ kind: 'ready', version: '1.4.0' })
    // a progress report that changes nothing shown is no change
    expect(states.map((state) => state.kind)).toEqual(['downloading', 'downloading', 'ready'])
  })

  it('a check that finds nothing is up to date, and says so only when the admin asked', async () => {
    const { events, updater, control, tell } = start()
    events.emit('update-not-available', { version: '1.3.0' })
    expect(control.state()).toEqual({ kind: 'up-to-date', checkedAt: expect.any(Date) })
    expect(tell).not.toHaveBeenCalled()

    updater.checkForUpdates.mockImplementationOnce(async () => {
      events.emit('checking-for-update')
      events.emit('update-not-available', { version: '1.3.0' })
      return { isUpdateAvailable: false, updateInfo: { version: '1.3.0' } }
    })
    await control.checkNow()
    expect(tell).toHaveBeenCalledTimes(1)
    expect(tell.mock.calls[0]![0]).toMatchObject({
      message: 'Pathshala Admin is up to date (version 1.3.0).',
      buttons: ['OK'],
    })
  })

  it('a failed check shows the failure in words, keeps the raw error in the log, and a retry that succeeds clears it', async () => {
    const error = httpError(503)
    const { updater, events, control, tell } = start({
      prepare: (fake) => failingCheck(fake, error),
    })
    await vi.waitFor(() => expect(control.state().kind).toBe('failed'))
    expect(control.state()).toEqual({
      kind: 'failed',
      whatFailed: 'check',
      version: null,
      message:
        'Pathshala Admin could not check for updates: the update server answered with an error (503).',
      unreachable: false,
      when: expect.any(Date),
    })
    expect(JSON.stringify(control.state())).not.toContain('ClientRequest')
    expect(log.warn).toHaveBeenCalledWith('update check failed', error)
    // not a passing network hiccup: told once, even from a check in the background
    await vi.waitFor(() => expect(tell).toHaveBeenCalledTimes(1))
    expect(tell.mock.calls[0]![0]).toMatchObject({
      message:
        control.state().kind === 'failed' ? (control.state() as { message: string }).message : '',
      buttons: ['Try Again', 'OK'],
      retryButton: 0,
    })

    updater.checkForUpdates.mockImplementationOnce(async () => {
      events.emit('checking-for-update')
      events.emit('update-available', { version: '1.4.0' })
      return { isUpdateAvailable: true, updateInfo: { version: '1.4.0' } }
    })
    await control.checkNow()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
    expect(control.state()).toEqual({ kind: 'downloading', version: '1.4.0', percent: null })
  })

  it('"Try Again" in the failure box checks again', async () => {
    const { updater, tell } = start({ prepare: (fake) => failingCheck(fake, httpError(500)) })
    tell.mockResolvedValueOnce(0)
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledTimes(2))
  })

  it('a checkForUpdates that rejects without an event is a failed check, never an exception', async () => {
    const { control } = start({
      prepare: (fake) => fake.updater.checkForUpdates.mockRejectedValueOnce(new Error('boom')),
    })
    await vi.waitFor(() => expect(control.state().kind).toBe('failed'))
    expect(control.state()).toMatchObject({
      whatFailed: 'check',
      message:
        'Pathshala Admin could not check for updates: something unexpected went wrong (the details are in the log).',
    })
    await expect(control.checkNow()).resolves.toBeUndefined()
  })

  it('an offline background check is shown in the state but pops no dialog; asked by the admin, it answers', async () => {
    const { control, tell, updater, events, backgroundCheck } = start({
      prepare: (fake) => failingCheck(fake, OFFLINE()),
    })
    await vi.waitFor(() => expect(control.state().kind).toBe('failed'))
    expect(control.state()).toMatchObject({
      unreachable: true,
      message:
        'Pathshala Admin could not check for updates: the update server could not be reached.',
    })
    failingCheck({ updater, events }, OFFLINE())
    backgroundCheck()
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledTimes(2))
    await Promise.resolve()
    expect(tell).not.toHaveBeenCalled()

    failingCheck({ updater, events }, OFFLINE())
    await control.checkNow()
    expect(tell).toHaveBeenCalledTimes(1)
    expect(tell.mock.calls[0]![0].detail).toContain('Check the internet connection')
  })

  it('the same failure in the background is told once, not every few hours', async () => {
    const { updater, events, tell, backgroundCheck } = start({
      prepare: (fake) => failingCheck(fake, httpError(404)),
    })
    await vi.waitFor(() => expect(tell).toHaveBeenCalledTimes(1))
    failingCheck({ updater, events }, httpError(404))
    backgroundCheck()
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledTimes(2))
    await Promise.resolve()
    expect(tell).toHaveBeenCalledTimes(1)
  })

  it('a failed download names the version, installs nothing and leaves the app running', async () => {
    const { events, control, updater, offerRestart } = start()
    events.emit('update-available', { version: '1.4.0' })
    events.emit('download-progress', { percent: 60 })
    events.emit('error', new Error('net::ERR_CONNECTION_RESET'))
    expect(control.state()).toMatchObject({
      kind: 'failed',
      whatFailed: 'download',
      version: '1.4.0',
      message:
        'The update to 1.4.0 could not be downloaded: the update server could not be reached.',
    })
    // the download's own rejection is the same failure: handled, and not told twice
    await Promise.resolve()
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    expect(offerRestart).not.toHaveBeenCalled()
  })

  it('handles the rejection of the download the check started', async () => {
    const damaged = Object.assign(new Error('sha512 checksum mismatch'), {
      code: 'ERR_CHECKSUM_MISMATCH',
    })
    const { control, tell } = start({
      prepare: (fake) =>
        fake.updater.checkForUpdates.mockImplementationOnce(async () => {
          fake.events.emit('update-available', { version: '1.4.0' })
          const download = Promise.reject(damaged)
          download.catch(() => fake.events.emit('error', damaged))
          return {
            isUpdateAvailable: true,
            updateInfo: { version: '1.4.0' },
            downloadPromise: download,
          }
        }),
    })
    await vi.waitFor(() => expect(control.state().kind).toBe('failed'))
    expect(control.state()).toMatchObject({
      whatFailed: 'download',
      message:
        'The update to 1.4.0 could not be downloaded: what the update server sent was damaged or incomplete.',
    })
    await vi.waitFor(() => expect(tell).toHaveBeenCalledTimes(1))
  })

  it('"Restart to Update" installs at once, or after unsent work has reached the server', async () => {
    const { events, control, updater, work, tell, offerRestart } = start({ answer: false })
    events.emit('update-downloaded', { version: '1.4.0' })
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalledTimes(1))

    work.report(2)
    control.restartToUpdate()
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(tell).toHaveBeenCalledTimes(1))
    expect(tell.mock.calls[0]![0].message).toBe(
      'The update to 1.4.0 waits for your changes to reach the server.'
    )
    offerRestart.mockResolvedValueOnce(true)
    work.report(0)
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledTimes(1))
    expect(offerRestart).toHaveBeenCalledTimes(2)

    const next = start()
    next.events.emit('update-downloaded', { version: '1.4.0' })
    next.control.restartToUpdate()
    expect(next.updater.quitAndInstall).toHaveBeenCalled()
  })

  it('an update that cannot be installed is a failure with a retry, not a quit', async () => {
    const { events, control } = start({ answer: false })
    events.emit('update-downloaded', { version: '1.4.0' })
    events.emit('error', new Error("No update filepath provided, can't quit and install"))
    expect(control.state()).toMatchObject({
      kind: 'failed',
      whatFailed: 'install',
      version: '1.4.0',
    })
  })

  it('a listener that throws is logged and does not stop the others', () => {
    const { events, control } = start()
    const after = vi.fn()
    control.onChange(() => {
      throw new Error('menu broke')
    })
    control.onChange(after)
    events.emit('update-available', { version: '1.4.0' })
    expect(after).toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledWith('an update state listener failed', expect.any(Error))
  })
})
