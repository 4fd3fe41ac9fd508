import { rmSync } from 'node:fs'
import log from 'electron-log/node'
import { afterAll, expect, test, vi } from 'vitest'

const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  return fakeElectron()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

test('a failure while starting is shown and logged, and the app exits, letting go of its lock', async () => {
  vi.spyOn(log.errorHandler, 'startCatching').mockImplementation(() => {})
  const logged = vi.spyOn(log, 'error')
  electron.api.screen.getAllDisplays = () => {
    throw new Error('no display found')
  }
  await import('./index.ts')
  electron.markReady()

  await vi.waitFor(() => expect(electron.api.app.exit).toHaveBeenCalledWith(1))
  expect(electron.api.dialog.showErrorBox).toHaveBeenCalledWith(
    'Pathshala Admin could not start',
    expect.stringContaining('no display found')
  )
  expect(logged).toHaveBeenCalledWith('start failed', expect.any(Error))
  expect(electron.api.app.releaseSingleInstanceLock).toHaveBeenCalled()
  expect(electron.windows).toHaveLength(0)
})
