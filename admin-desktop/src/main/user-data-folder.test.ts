import { join, resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { applyUserDataFolder, userDataFolderFromArguments } from './user-data-folder.ts'

const folder = resolve('launch-test-data')

describe('--user-data-dir', () => {
  it('names an absolute folder for the data; the last one counts', () => {
    expect(userDataFolderFromArguments(['app', `--user-data-dir=${folder}`])).toBe(folder)
    expect(
      userDataFolderFromArguments([
        'app',
        '--user-data-dir=/elsewhere',
        `--user-data-dir=${folder}`,
      ])
    ).toBe(folder)
  })

  it('is ignored when missing, empty or relative', () => {
    expect(userDataFolderFromArguments(['app', '--inspect=0'])).toBeNull()
    expect(userDataFolderFromArguments(['app', '--user-data-dir='])).toBeNull()
    expect(userDataFolderFromArguments(['app', '--user-data-dir=data'])).toBeNull()
  })

  it('moves the data and the logs there, and nothing without it', () => {
    const paths = { setPath: vi.fn(), setAppLogsPath: vi.fn() }
    expect(applyUserDataFolder(['app', `--user-data-dir=${folder}`], paths)).toBe(folder)
    expect(paths.setPath).toHaveBeenCalledWith('userData', folder)
    expect(paths.setAppLogsPath).toHaveBeenCalledWith(join(folder, 'logs'))

    const untouched = { setPath: vi.fn(), setAppLogsPath: vi.fn() }
    expect(applyUserDataFolder(['app'], untouched)).toBeNull()
    expect(untouched.setPath).not.toHaveBeenCalled()
    expect(untouched.setAppLogsPath).not.toHaveBeenCalled()
  })
})
