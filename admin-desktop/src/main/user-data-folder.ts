import { isAbsolute, join } from 'node:path'

/** The parts of Electron's app that place the data and log folders (a fake in tests). */
export interface DataPaths {
  setPath(name: 'userData', path: string): void
  setAppLogsPath(path: string): void
}

/**
 * The folder named by `--user-data-dir=<absolute path>` on the command line (Chromium's switch,
 * which Electron leaves to the app), or null. Relative or empty values are ignored: a data
 * folder that moved with the working directory would look like a lost sign-in and lost drafts.
 */
export function userDataFolderFromArguments(argv: readonly string[]): string | null {
  const value = argv
    .filter((arg) => arg.startsWith('--user-data-dir='))
    .map((arg) => arg.slice('--user-data-dir='.length))
    .at(-1)
  return value && isAbsolute(value) ? value : null
}

/**
 * Keeps this run's settings, token, drafts, upload queue and logs in the folder the command line
 * names, so a test or a second profile never touches the admin's own. Must run before the app is
 * ready and before the single-instance lock, which is taken in the data folder.
 */
export function applyUserDataFolder(argv: readonly string[], paths: DataPaths): string | null {
  const folder = userDataFolderFromArguments(argv)
  if (folder === null) return null
  paths.setPath('userData', folder)
  paths.setAppLogsPath(join(folder, 'logs'))
  return folder
}
