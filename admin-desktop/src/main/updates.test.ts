import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createUnsentWork } from './unsent-work.ts'
import { startUpdates, UPDATE_CHECK_INTERVAL_MS, type Updater } from './updates.ts'

vi.mock('electron', () => ({}))

function fakeUpdater() {
  const events = new EventEmitter()
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async () => null),
    on: (event: string, listener: (...args: any[]) => void) => events.on(event, listener),
    quitAndInstall: vi.fn(),
  }
  return { updater: updater as Updater & typeof updater, events }
}

const log = { info: vi.fn(), warn: vi.fn() }

function start(overrides: { enabled?: boolean; feedUrl?: string | null; answer?: boolean } = {}) {
  const { updater, events } = fakeUpdater()
  const work = createUnsentWork()
  const offerRestart = vi.fn(async () => overrides.answer ?? true)
  const timers = { setInterval: vi.fn(() => 7), clearInterval: vi.fn() }
  const control = startUpdates({
    updater,
    enabled: overrides.enabled ?? true,
    feedUrl: overrides.feedUrl ?? null,
    work,
    offerRestart,
    log,
    timers: timers as never,
  })
  return { updater, events, work, offerRestart, timers, control }
}

describe('updates', () => {
  it('do nothing in development', () => {
    const { updater, timers } = start({ enabled: false })
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
    expect(timers.setInterval).not.toHaveBeenCalled()
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

  it('note an unreachable feed without bothering the admin', async () => {
    const { events, updater } = start()
    updater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'))
    events.emit('error', new Error('offline'))
    expect(log.warn).toHaveBeenCalledWith('update check failed', 'offline')
  })
})
