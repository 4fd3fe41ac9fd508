import { existsSync, rmSync } from 'node:fs'
import { afterAll, expect, test, vi } from 'vitest'

const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  return fakeElectron()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

test('a second copy of the app quits at once: no log, store, handler, listener or window', async () => {
  // another copy holds the lock: Electron tells it (second-instance), which shows its window
  electron.api.app.requestSingleInstanceLock.mockReturnValue(false)
  await import('./index.ts')
  expect(electron.api.app.quit).toHaveBeenCalledTimes(1)

  electron.markReady()
  await electron.api.app.whenReady()
  // whatever the ready promise would have started has run by the next turn of the event loop
  await new Promise((resolve) => setImmediate(resolve))

  expect(electron.appListeners.size).toBe(0)
  expect(electron.ipcHandlers.size).toBe(0)
  expect(electron.api.protocol.handle).not.toHaveBeenCalled()
  expect(electron.api.Menu.setApplicationMenu).not.toHaveBeenCalled()
  expect(electron.windows).toHaveLength(0)
  // nothing written to the first copy's folder (logs, settings, drafts)
  expect(existsSync(electron.userData)).toBe(false)
})
