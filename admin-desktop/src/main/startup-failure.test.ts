import { describe, expect, test, vi } from 'vitest'
import { failToStart, START_FAILURE_TITLE } from './startup-failure.ts'

function ports() {
  return {
    log: { error: vi.fn() },
    showErrorBox: vi.fn(),
    releaseSingleInstanceLock: vi.fn(),
    exit: vi.fn(),
    logFile: '/logs/main.log',
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
    expect(given.showErrorBox.mock.calls[0]![1]).toContain('/logs/main.log')
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
