import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import log from 'electron-log/node'
import { afterAll, expect, test, vi } from 'vitest'

const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  return fakeElectron()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

const folder = mkdtempSync(join(tmpdir(), 'pathshala-user-data-'))
const argv = process.argv
afterAll(() => {
  process.argv = argv
  rmSync(folder, { recursive: true, force: true })
  rmSync(electron.userData, { recursive: true, force: true })
})

test('--user-data-dir moves every file of the run there, before the single-instance lock', async () => {
  vi.spyOn(log.errorHandler, 'startCatching').mockImplementation(() => {})
  process.argv = [...argv, `--user-data-dir=${folder}`]
  await import('./index.ts')
  expect(electron.api.app.setPath).toHaveBeenCalledWith('userData', folder)
  expect(electron.api.app.setAppLogsPath).toHaveBeenCalledWith(join(folder, 'logs'))
  expect(electron.order.indexOf('setPath userData')).toBeLessThan(
    electron.order.indexOf('requestSingleInstanceLock')
  )

  electron.markReady()
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1))
  electron.windows[0].listeners.get('ready-to-show')()
  // the log says when the window shows (the release check's AppImage launch waits for it)
  const logFile = join(folder, 'logs', 'main.log')
  await vi.waitFor(() => expect(readFileSync(logFile, 'utf8')).toContain('window shown'))
  // nothing in the data folder the app would otherwise use
  expect(existsSync(electron.userData)).toBe(false)
})
