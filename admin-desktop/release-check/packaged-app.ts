import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/*
| Where electron-builder leaves the app it packed, and where that app keeps its data, per
| operating system: shared by the release workflow's launch test and artifact checks, and
| unit-tested in `npm test` (packaging/release-check.test.ts).
*/

export type DesktopPlatform = 'win32' | 'darwin' | 'linux'

export interface AppNames {
  /** electron-builder.yml productName: the Windows and macOS program, the data folder */
  productName: string
  /** electron-builder.yml executableName: the Linux program */
  executableName: string
}

/**
 * The packed program in electron-builder's output folder: win-unpacked/<productName>.exe,
 * mac[-arm64|-universal]/<productName>.app/Contents/MacOS/<productName>, or
 * linux-unpacked/<executableName>.
 */
export function packagedExecutable(platform: DesktopPlatform, distDir: string, names: AppNames) {
  if (platform === 'win32') return join(distDir, 'win-unpacked', `${names.productName}.exe`)
  if (platform === 'linux') return join(distDir, 'linux-unpacked', names.executableName)
  const macFolder = readdirSync(distDir)
    .filter((entry) => /^mac(-arm64|-universal)?$/.test(entry))
    .sort()
    .find((entry) => existsSync(join(distDir, entry, `${names.productName}.app`)))
  if (!macFolder) throw new Error(`No ${names.productName}.app in ${distDir}/mac*`)
  return join(distDir, macFolder, `${names.productName}.app/Contents/MacOS/${names.productName}`)
}

/** The folder @electron/fuses reads and writes: the .app on macOS, else the program. */
export function fuseTarget(platform: DesktopPlatform, executable: string) {
  return platform === 'darwin'
    ? executable.replace(/(\.app)\/Contents\/MacOS\/.*$/, '$1')
    : executable
}

/** Electron's userData folder for productName, as app.getPath('userData') gives it. */
export function userDataFolder(
  platform: DesktopPlatform,
  productName: string,
  env: NodeJS.ProcessEnv = process.env,
  home = homedir()
) {
  if (platform === 'win32')
    return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), productName)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', productName)
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), productName)
}

/** electron-builder.yml's electronFuses keys, in @electron/fuses' wire order (FuseV1Options). */
export const FUSE_KEYS = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const

export type FuseSettings = Partial<Record<(typeof FUSE_KEYS)[number], boolean>>

/** A fuse's byte in the binary: '1' on, '0' off. */
const ON = 0x31
const OFF = 0x30

/**
 * The fuses whose byte in `wire` (as getCurrentFuseWire reads it: index -> byte) differs from
 * what `expected` (electron-builder.yml's electronFuses) configures; empty when all agree.
 */
export function fuseMismatches(expected: FuseSettings, wire: Record<number, number>) {
  return FUSE_KEYS.flatMap((key, index) => {
    const wanted = expected[key]
    if (wanted === undefined) return []
    const actual = wire[index]
    return actual === (wanted ? ON : OFF)
      ? []
      : [`${key}: configured ${wanted ? 'on' : 'off'}, the binary has ${describeByte(actual)}`]
  })
}

function describeByte(byte: number | undefined) {
  if (byte === ON) return 'on'
  if (byte === OFF) return 'off'
  return byte === undefined ? 'no such fuse' : `byte ${byte}`
}
