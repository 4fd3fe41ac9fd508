import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { extractAll } from '@electron/asar'
import { build, Platform, type Configuration } from 'electron-builder'
import { load } from 'js-yaml'
import { globSync } from 'tinyglobby'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
| What can be proved about the installers on a machine where Electron's binary cannot be
| downloaded: the configuration passes electron-builder's own schema, and an unpacked build
| (made with a stand-in for the Electron binary, which is only copied) holds exactly what the
| app needs: the files electron-vite built, and nothing for development or any secret.
*/
const APP_DIR = join(import.meta.dirname, '..')
const config = load(readFileSync(join(APP_DIR, 'electron-builder.yml'), 'utf8')) as Configuration
const work = mkdtempSync(join(tmpdir(), 'pathshala-packaging-'))

/** An unpacked Linux build into `output`, from `configuration`. */
async function packDir(configuration: Configuration, output: string) {
  const electronDist = join(work, 'electron-dist')
  if (!existsSync(electronDist)) {
    execFileSync('mkdir', ['-p', electronDist])
    writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\n')
    chmodSync(join(electronDist, 'electron'), 0o755)
  }
  return build({
    projectDir: APP_DIR,
    targets: Platform.LINUX.createTarget('dir'),
    publish: 'never',
    config: {
      ...configuration,
      electronDist,
      directories: { ...configuration.directories, output },
      // publishing to GitHub needs a repository; a generic feed only fills app-update.yml (an
      // object: electron-builder applies it over the file's first publish entry)
      publish: { provider: 'generic', url: 'https://updates.invalid/pathshala-admin' },
    },
  })
}

let packed: string[] = []
let unpacked = ''

beforeAll(async () => {
  // the app's bundles, as `npm run dist` makes them first
  if (!existsSync(join(APP_DIR, 'out/main/index.js'))) {
    execFileSync('npx', ['electron-vite', 'build'], { cwd: APP_DIR, stdio: 'ignore' })
  }
  const output = join(work, 'dist')
  await packDir(config, output)
  unpacked = join(output, 'linux-unpacked')
  const asarFiles = join(work, 'asar')
  extractAll(join(unpacked, 'resources/app.asar'), asarFiles)
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

  it('write the update feed the app reads', () => {
    const feed = readFileSync(join(unpacked, 'resources/app-update.yml'), 'utf8')
    expect(load(feed)).toMatchObject({ provider: 'generic' })
    expect(relative(unpacked, join(unpacked, 'resources/app.asar'))).toBe('resources/app.asar')
  })
})
