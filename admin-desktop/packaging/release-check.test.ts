import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FuseV1Options } from '@electron/fuses'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuilderConfig } from '../release-check/builder-config.ts'
import {
  FUSE_KEYS,
  fuseMismatches,
  fuseTarget,
  packagedExecutable,
  userDataFolder,
} from '../release-check/packaged-app.ts'

/*
| The release workflow's checks run only on its Windows, macOS and Linux runners; what they rely
| on is proved here: where the packed program is, where its data lives, and how a fuse wire is
| compared with electron-builder.yml.
*/
const names = { productName: 'Pathshala Admin', executableName: 'pathshala-admin' }
const work = mkdtempSync(join(tmpdir(), 'pathshala-release-check-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the packed program', () => {
  it('is found where electron-builder leaves it on each OS', () => {
    expect(packagedExecutable('win32', '/d', names)).toBe('/d/win-unpacked/Pathshala Admin.exe')
    expect(packagedExecutable('linux', '/d', names)).toBe('/d/linux-unpacked/pathshala-admin')
    mkdirSync(join(work, 'mac-arm64/Pathshala Admin.app'), { recursive: true })
    const mac = packagedExecutable('darwin', work, names)
    expect(mac).toBe(join(work, 'mac-arm64/Pathshala Admin.app/Contents/MacOS/Pathshala Admin'))
    expect(fuseTarget('darwin', mac)).toBe(join(work, 'mac-arm64/Pathshala Admin.app'))
    expect(fuseTarget('linux', '/d/linux-unpacked/pathshala-admin')).toBe(
      '/d/linux-unpacked/pathshala-admin'
    )
    expect(() => packagedExecutable('darwin', join(work, 'mac-arm64'), names)).toThrow(/No/)
  })

  it("keeps its data in Electron's userData folder, named after the product", () => {
    const env = { APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }
    expect(userDataFolder('win32', 'Pathshala Admin', env, '/home/a')).toBe(
      join('C:\\Users\\a\\AppData\\Roaming', 'Pathshala Admin')
    )
    expect(userDataFolder('darwin', 'Pathshala Admin', {}, '/Users/a')).toBe(
      '/Users/a/Library/Application Support/Pathshala Admin'
    )
    expect(userDataFolder('linux', 'Pathshala Admin', {}, '/home/a')).toBe(
      '/home/a/.config/Pathshala Admin'
    )
  })
})

describe('fuses', () => {
  const ON = 0x31
  const OFF = 0x30

  it("are named in @electron/fuses' wire order", () => {
    expect(FUSE_KEYS.map((_, index) => FuseV1Options[index])).toEqual([
      'RunAsNode',
      'EnableCookieEncryption',
      'EnableNodeOptionsEnvironmentVariable',
      'EnableNodeCliInspectArguments',
      'EnableEmbeddedAsarIntegrityValidation',
      'OnlyLoadAppFromAsar',
      'LoadBrowserProcessSpecificV8Snapshot',
      'GrantFileProtocolExtraPrivileges',
    ])
  })

  it('are all set in electron-builder.yml, Node and inspection off, ASAR checked', () => {
    const { electronFuses } = readBuilderConfig()
    expect(Object.keys(electronFuses).sort()).toEqual([...FUSE_KEYS].sort())
    expect(electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    })
  })

  it("name each fuse whose byte differs from the configuration, Electron's defaults included", () => {
    const { electronFuses } = readBuilderConfig()
    const electronDefaults = { 0: ON, 1: OFF, 2: ON, 3: ON, 4: OFF, 5: OFF, 6: OFF, 7: ON }
    expect(fuseMismatches(electronFuses, electronDefaults)).toEqual([
      'runAsNode: configured off, the binary has on',
      'enableCookieEncryption: configured on, the binary has off',
      'enableNodeOptionsEnvironmentVariable: configured off, the binary has on',
      'enableNodeCliInspectArguments: configured off, the binary has on',
      'enableEmbeddedAsarIntegrityValidation: configured on, the binary has off',
      'onlyLoadAppFromAsar: configured on, the binary has off',
      'grantFileProtocolExtraPrivileges: configured off, the binary has on',
    ])
    const flipped = { 0: OFF, 1: ON, 2: OFF, 3: OFF, 4: ON, 5: ON, 6: OFF, 7: OFF }
    expect(fuseMismatches(electronFuses, flipped)).toEqual([])
    expect(fuseMismatches({ runAsNode: false }, {})).toEqual([
      'runAsNode: configured off, the binary has no such fuse',
    ])
  })
})
