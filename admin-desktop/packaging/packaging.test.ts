import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { extractAll } from '@electron/asar'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import { build, Platform, type Configuration } from 'electron-builder'
import { load } from 'js-yaml'
import { globSync } from 'tinyglobby'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distConfiguration, feedNotice } from '../release-check/dist.ts'
import { programName } from '../release-check/packaged-app.ts'

/*
| What can be proved about the installers on a machine where Electron's binary cannot be
| downloaded: the configuration passes electron-builder's own schema, and an unpacked build
| (made with a stand-in for the Electron binary, which is only copied and has its fuses flipped)
| holds exactly what the app needs: the files electron-vite built, and nothing for development
| or any secret; the fuses come out flipped; the update feed and the data folders agree with the
| uninstaller.
*/
const APP_DIR = join(import.meta.dirname, '..')
const ROOT_DIR = join(APP_DIR, '..')
const CONFIG_FILE = join(ROOT_DIR, 'electron-builder.yml')
const config = load(readFileSync(CONFIG_FILE, 'utf8')) as Configuration
const work = mkdtempSync(join(tmpdir(), 'pathshala-packaging-'))
/** The repository the workflows pass (PATHSHALA_RELEASE_REPO, read by release-check/dist.ts). */
const REPOSITORY = { owner: 'pathshala-test', repo: 'pathshala' }

/** A fuse's byte in the wire: '1' on, '0' off. */
const ON = 0x31
const OFF = 0x30

/**
 * A stand-in for Electron's binary: a script that carries the fuse wire as Electron's does (the
 * sentinel, the wire's version and length, then one byte a fuse), every fuse at Electron's
 * default (RunAsNode, NODE_OPTIONS and --inspect on; cookie encryption, ASAR integrity and
 * only-ASAR off).
 */
function standInElectron() {
  const defaults = [ON, OFF, ON, ON, OFF, OFF, OFF, ON]
  return Buffer.concat([
    Buffer.from('#!/bin/sh\n# dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
    Buffer.from([1, defaults.length, ...defaults]),
    Buffer.from('\n'),
  ])
}

/**
 * An unpacked Linux build into `output`, from `configuration` as `npm run dist` hands it to
 * electron-builder (release-check/dist.ts): with the feed's repository, or none.
 */
async function packDir(
  configuration: Configuration,
  output: string,
  repository: typeof REPOSITORY | null = REPOSITORY
) {
  const electronDist = join(work, 'electron-dist')
  if (!existsSync(electronDist)) {
    mkdirSync(electronDist, { recursive: true })
    writeFileSync(join(electronDist, 'electron'), standInElectron())
    chmodSync(join(electronDist, 'electron'), 0o755)
  }
  return build({
    projectDir: APP_DIR,
    targets: Platform.LINUX.createTarget('dir'),
    publish: 'never',
    // electron-builder changes the object it is given (its files list): each build gets a copy
    config: {
      ...distConfiguration(
        structuredClone(configuration),
        repository && { ...repository, from: 'the test' }
      ),
      electronDist,
      directories: { ...configuration.directories, output },
    },
  })
}

let packed: string[] = []
let unpacked = ''

beforeAll(async () => {
  // the app's bundles, as `npm run dist` makes them first
  if (!existsSync(join(APP_DIR, 'out/main/index.js'))) {
    // npx is a .cmd file on Windows, which only a shell starts
    execFileSync('npx', ['electron-vite', 'build'], {
      cwd: APP_DIR,
      stdio: 'ignore',
      shell: process.platform === 'win32',
    })
  }
  const output = join(work, 'dist')
  await packDir(config, output)
  unpacked = join(output, 'linux-unpacked')
  const asarFiles = join(work, 'asar')
  extractAll(join(unpacked, 'resources', 'app.asar'), asarFiles)
  packed = globSync('**/*', { cwd: asarFiles, dot: true }).sort()
}, 240_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the installers (electron-builder.yml)', () => {
  it('name the product, its artifacts and targets for Windows and macOS', () => {
    expect(config).toMatchObject({
      appId: 'in.pathshala.admin',
      productName: 'Pathshala Admin',
      icon: 'build/icon.png',
      nsis: {
        oneClick: false,
        perMachine: false,
        allowToChangeInstallationDirectory: true,
        createDesktopShortcut: true,
        createStartMenuShortcut: true,
      },
      mac: { hardenedRuntime: true, notarize: true },
    })
    expect(config.artifactName).toContain('${version}-${os}-${arch}')
    const macTargets = (config.mac?.target as Array<{ target: string }>).map((t) => t.target)
    expect(macTargets).toEqual(['dmg', 'zip'])
    for (const file of ['build/icon.png', 'build/installer.nsh', 'build/entitlements.mac.plist']) {
      expect(existsSync(join(APP_DIR, file)), file).toBe(true)
    }
  })

  it("are checked against electron-builder's schema, which refuses a wrong option", async () => {
    const broken = { ...config, nsis: { ...config.nsis, uninstallKeepsEverything: true } }
    await expect(packDir(broken as Configuration, join(work, 'broken'))).rejects.toThrow(
      /Invalid configuration object/
    )
  })

  it('pack every file electron-vite built for the app', () => {
    const built = globSync(['out/main/**', 'out/preload/**', 'out/renderer/**'], {
      cwd: APP_DIR,
      ignore: ['**/*.map'],
    })
    expect(built.length).toBeGreaterThan(3)
    for (const file of built) expect(packed, file).toContain(file)
    expect(packed).toContain('package.json')
  })

  it('pack no source, tests, web build, source maps, secrets or development files', () => {
    const forbidden =
      /(^src\/|^e2e\/|^packaging\/|^out\/web\/|\.map$|\.tsx?$|\.test\.|^\.env|\.pem$|\.p12$|access-token|vitest|playwright|electron-builder\.yml|tsconfig)/
    const offenders = packed.filter(
      (file) => !file.startsWith('node_modules/') && forbidden.test(file)
    )
    expect(offenders).toEqual([])
    // runtime modules only: none of the renderer's libraries (electron-vite bundles them)
    const modules = new Set(
      packed
        .filter((file) => file.startsWith('node_modules/'))
        .map((file) =>
          file
            .split('/')
            .slice(1, file.split('/')[1]!.startsWith('@') ? 3 : 2)
            .join('/')
        )
    )
    for (const bundled of [
      'react',
      'react-dom',
      '@blueprintjs/core',
      '@pathshala/shared',
      'electron',
    ]) {
      expect(modules.has(bundled), bundled).toBe(false)
    }
    for (const runtime of ['electron-store', 'electron-updater', 'electron-log']) {
      expect(modules.has(runtime), runtime).toBe(true)
    }
  })

  it('write the update feed the app reads: the repository the workflow names', () => {
    const feed = readFileSync(join(unpacked, 'resources', 'app-update.yml'), 'utf8')
    expect(load(feed)).toMatchObject({
      provider: 'github',
      ...REPOSITORY,
      updaterCacheDirName: 'pathshala-admin-updater',
    })
    expect(relative(unpacked, join(unpacked, 'resources', 'app.asar'))).toBe(
      join('resources', 'app.asar')
    )
  })

  it('write no update feed when no repository is named, and the build says so', async () => {
    const output = join(work, 'no-feed')
    await packDir(config, output, null)
    const resources = join(output, 'linux-unpacked', 'resources')
    expect(existsSync(join(resources, 'app.asar'))).toBe(true)
    expect(existsSync(join(resources, 'app-update.yml'))).toBe(false)
    expect(feedNotice(null)).toMatch(/^No update feed: .*PATHSHALA_RELEASE_REPO/)
  }, 240_000)

  it('name the Linux program as the release checks look for it', () => {
    expect(existsSync(join(unpacked, programName('linux', config)))).toBe(true)
  })

  it('flip the fuses in the binary: no plain Node, no NODE_OPTIONS or --inspect, ASAR checked', async () => {
    const wire = await getCurrentFuseWire(join(unpacked, programName('linux', config)))
    expect(wire[FuseV1Options.RunAsNode]).toBe(OFF)
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(OFF)
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(OFF)
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ON)
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ON)
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ON)
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(OFF)
  })
})

describe('the app, its data and its uninstaller agree on names', () => {
  const packedManifest = () =>
    JSON.parse(readFileSync(join(work, 'asar/package.json'), 'utf8')) as Record<string, string>
  const installerScript = readFileSync(join(APP_DIR, 'build/installer.nsh'), 'utf8')

  it('the packed package.json names the product, so the data folder is "Pathshala Admin"', () => {
    // Electron's userData folder is named after productName, else after name
    expect(packedManifest().productName).toBe(config.productName)
    expect(packedManifest().name).toBe('pathshala-admin')
    const source = JSON.parse(readFileSync(join(APP_DIR, 'package.json'), 'utf8'))
    expect(source.productName).toBe(config.productName)
  })

  it('the uninstaller removes that folder and the updater cache the feed names', () => {
    expect(installerScript).toContain('RMDir /r "$APPDATA\\${PRODUCT_NAME}"')
    // APP_PACKAGE_NAME is the packed name, the feed's updaterCacheDirName less "-updater"
    expect(installerScript).toContain('RMDir /r "$LOCALAPPDATA\\${APP_PACKAGE_NAME}-updater"')
    expect(installerScript).not.toContain('APP_FILENAME')
  })
})

describe('one builder configuration, at the root', () => {
  it('is the only electron-builder file, and the scripts and docs name it', () => {
    const configs = globSync(['**/electron-builder.{yml,yaml,json,json5,toml}'], {
      cwd: ROOT_DIR,
      ignore: ['**/node_modules/**', '**/dist/**', '**/release/**'],
    })
    expect(configs).toEqual(['electron-builder.yml'])
    const scripts = JSON.parse(readFileSync(join(APP_DIR, 'package.json'), 'utf8')).scripts
    expect(scripts.dist).toBe('electron-vite build && node release-check/dist.ts')
    expect(readFileSync(join(APP_DIR, 'release-check', 'dist.ts'), 'utf8')).toContain(
      "join(ROOT_DIR, 'electron-builder.yml')"
    )
    expect(readFileSync(join(APP_DIR, 'README.md'), 'utf8')).toContain(
      'root `electron-builder.yml`'
    )
  })

  it('targets Windows, macOS and a Linux AppImage, and names no Windows publisher', () => {
    const linuxTargets = (config.linux?.target as Array<{ target: string }>).map((t) => t.target)
    expect(linuxTargets).toEqual(['AppImage'])
    // a signed build takes the publisher from its certificate; an unsigned one naming a
    // publisher refuses its own updates
    expect(JSON.stringify(config.win)).not.toContain('publisherName')
    expect(config.publish).toMatchObject({ provider: 'github', releaseType: 'draft' })
  })
})
