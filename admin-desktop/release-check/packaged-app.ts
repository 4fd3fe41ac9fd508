import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/*
| Where electron-builder leaves the app it packed, and where that app keeps its data, per
| operating system: shared by the release workflow's launch test and artifact checks, and
| unit-tested in `npm test` (packaging/release-check.test.ts), where the program names are
| compared with what electron-builder itself derives from the same configuration.
*/

export type DesktopPlatform = 'win32' | 'darwin' | 'linux'

/** The naming keys of electron-builder.yml (top level and per platform). */
export interface AppNames {
  productName: string
  executableName?: string
  win?: { executableName?: string }
  mac?: { executableName?: string }
  linux?: { executableName?: string }
}

/** Characters electron-builder's file-name sanitising would drop: a name with one is refused. */
const UNSAFE_IN_FILE_NAME = /[/\\?<>:*|"]|\p{Cc}/u

function fileNamePart(name: string, key: string) {
  if (name.trim() === '' || UNSAFE_IN_FILE_NAME.test(name)) {
    throw new Error(`electron-builder.yml ${key} "${name}" is not a plain file name`)
  }
  return name
}

/**
 * The packed program's name as electron-builder names it: on Windows and macOS its
 * productFilename (the platform's executableName, else the top-level one, else productName); on
 * Linux the platform's executableName, else the top-level one (the lower-cased package name
 * otherwise, which this app never relies on).
 */
export function programName(platform: DesktopPlatform, names: AppNames) {
  if (platform === 'linux') {
    const name = names.linux?.executableName ?? names.executableName
    if (!name) throw new Error('electron-builder.yml names no Linux executableName')
    return fileNamePart(name, 'linux.executableName')
  }
  const own = platform === 'win32' ? names.win : names.mac
  return fileNamePart(
    own?.executableName ?? names.executableName ?? names.productName,
    'executableName'
  )
}

/** electron-builder's output folder of a macOS build for `arch` (x64 builds go in "mac"). */
export function macOutputFolder(arch: string) {
  return arch === 'x64' ? 'mac' : `mac-${arch}`
}

/**
 * The packed program in electron-builder's output folder: win-unpacked/<name>.exe,
 * mac[-arm64|-universal]/<name>.app/Contents/MacOS/<name> for the given architecture, or
 * linux-unpacked/<name>.
 */
export function packagedExecutable(
  platform: DesktopPlatform,
  distDir: string,
  names: AppNames,
  arch: string = process.arch
) {
  const program = programName(platform, names)
  if (platform === 'win32') return join(distDir, 'win-unpacked', `${program}.exe`)
  if (platform === 'linux') return join(distDir, 'linux-unpacked', program)
  const app = join(distDir, macOutputFolder(arch), `${program}.app`)
  if (!existsSync(app)) throw new Error(`No ${program}.app for ${arch} in ${distDir}`)
  return join(app, 'Contents', 'MacOS', program)
}

/**
 * Every program electron-builder packed for this platform: on macOS one per architecture built
 * (mac, mac-arm64, mac-universal), elsewhere the one unpacked program.
 */
export function packagedExecutables(platform: DesktopPlatform, distDir: string, names: AppNames) {
  if (platform !== 'darwin') return [packagedExecutable(platform, distDir, names)]
  const program = programName(platform, names)
  const builds = readdirSync(distDir)
    .filter((entry) => /^mac(-[a-z0-9]+)?$/.test(entry))
    .filter((entry) => existsSync(join(distDir, entry, `${program}.app`)))
    .sort()
  if (builds.length === 0) throw new Error(`No ${program}.app in ${distDir}`)
  return builds.map((entry) => join(distDir, entry, `${program}.app`, 'Contents', 'MacOS', program))
}

/** The folder @electron/fuses reads and writes: the .app on macOS, else the program. */
export function fuseTarget(platform: DesktopPlatform, executable: string) {
  return platform === 'darwin'
    ? executable.replace(/(\.app)[/\\]Contents[/\\]MacOS[/\\].*$/, '$1')
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

/** electron-builder.yml's electronFuses: the fuses, and how an unsigned macOS build is re-signed. */
export type FuseSettings = Partial<Record<(typeof FUSE_KEYS)[number], boolean>> & {
  resetAdHocDarwinSignature?: boolean
}

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
