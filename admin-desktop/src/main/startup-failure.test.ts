import { resolve } from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { failToStart, START_FAILURE_TITLE } from './startup-failure.ts'

/** An absolute path on the system running the tests, as configureLogging returns it. */
const LOG_FILE = resolve('logs', 'main.log')

function ports() {
  return {
    log: { error: vi.fn() },
    showErrorBox: vi.fn(),
    releaseSingleInstanceLock: vi.fn(),
    exit: vi.fn(),
    logFile: LOG_FILE,
  }
}

describe('failToStart', () => {
  test('logs, shows a native error box, lets go of the lock and exits with an error code', () => {
    const given = ports()
    const error = new Error('settings.json is damaged')
    failToStart(error, given)
    expect(given.log.error).toHaveBeenCalledWith('start failed', error)
    expect(given.showErrorBox).toHaveBeenCalledWith(
      START_FAILURE_TITLE,
      expect.stringContaining('settings.json is damaged')
    )
    expect(given.showErrorBox.mock.calls[0]![1]).toContain(LOG_FILE)
    expect(given.releaseSingleInstanceLock).toHaveBeenCalled()
    expect(given.exit).toHaveBeenCalledWith(1)
  })

  test('still exits when logging and the dialog fail too', () => {
    const given = ports()
    given.log.error.mockImplementation(() => {
      throw new Error('disk full')
    })
    given.showErrorBox.mockImplementation(() => {
      throw new Error('no display')
    })
    failToStart('odd', given)
    expect(given.releaseSingleInstanceLock).toHaveBeenCalled()
    expect(given.exit).toHaveBeenCalledWith(1)
  })
})
