import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FuseV1Options } from '@electron/fuses'
import { AppInfo, type Packager } from 'app-builder-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuilderConfig, type BuilderConfig } from '../release-check/builder-config.ts'
import {
  distConfiguration,
  parseGitHubRepository,
  releaseRepository,
} from '../release-check/dist.ts'
import {
  FUSE_KEYS,
  fuseMismatches,
  fuseTarget,
  macOutputFolder,
  packagedExecutable,
  packagedExecutables,
  programName,
  userDataFolder,
} from '../release-check/packaged-app.ts'
import { updateFeedProblems } from '../release-check/update-feeds.ts'

/*
| The release workflow's checks run only on its Windows, macOS and Linux runners; what they rely
| on is proved here: the program names agree with what electron-builder derives from the same
| configuration, where the packed program and its data are, how a fuse wire is compared with
| electron-builder.yml, that every update feed names files a release really holds, and which
| repository a build's update feed names.
*/
const config = readBuilderConfig()
const work = mkdtempSync(join(tmpdir(), 'pathshala-release-check-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** electron-builder's own name for the program on Windows and macOS (its productFilename). */
function builderProductFilename(names: BuilderConfig, platform: 'win' | 'mac') {
  const info = {
    config: names,
    metadata: { name: 'pathshala-admin', version: '1.4.0', productName: names.productName },
  } as unknown as Packager
  return new AppInfo(info, null, names[platform] ?? null).productFilename
}

describe('the packed program', () => {
  it('keeps the product name on Windows and macOS; only Linux names its program apart', () => {
    expect(config).not.toHaveProperty('executableName')
    expect(programName('win32', config)).toBe('Pathshala Admin')
    expect(programName('darwin', config)).toBe('Pathshala Admin')
    expect(programName('linux', config)).toBe('pathshala-admin')
  })

  it('is named as electron-builder names it, also when the configuration changes', () => {
    const variants: BuilderConfig[] = [
      config,
      // a top-level executableName renames the .exe and the .app too (electron-builder >= 24.8)
      { ...config, executableName: 'pathshala-admin' },
      { ...config, win: { executableName: 'PathshalaWin' }, mac: { executableName: 'PS Mac' } },
    ]
    for (const variant of variants) {
      expect(programName('win32', variant)).toBe(builderProductFilename(variant, 'win'))
      expect(programName('darwin', variant)).toBe(builderProductFilename(variant, 'mac'))
    }
    expect(() => programName('win32', { ...config, executableName: 'a/b' })).toThrow(/plain/)
  })

  it('is found where electron-builder leaves it, on macOS for the runner’s architecture', () => {
    const dist = join(work, 'dist')
    expect(packagedExecutable('win32', dist, config)).toBe(
      join(dist, 'win-unpacked', 'Pathshala Admin.exe')
    )
    expect(packagedExecutable('linux', dist, config)).toBe(
      join(dist, 'linux-unpacked', 'pathshala-admin')
    )
    expect(macOutputFolder('x64')).toBe('mac')
    expect(macOutputFolder('arm64')).toBe('mac-arm64')
    mkdirSync(join(dist, 'mac', 'Pathshala Admin.app'), { recursive: true })
    mkdirSync(join(dist, 'mac-arm64', 'Pathshala Admin.app'), { recursive: true })
    const program = (folder: string) =>
      join(dist, folder, 'Pathshala Admin.app', 'Contents', 'MacOS', 'Pathshala Admin')
    // macos-latest is arm64: its own build, never the x64 one listed first
    expect(packagedExecutable('darwin', dist, config, 'arm64')).toBe(program('mac-arm64'))
    expect(packagedExecutable('darwin', dist, config, 'x64')).toBe(program('mac'))
    expect(() => packagedExecutable('darwin', dist, config, 'universal')).toThrow(/No/)
    // the artifact check reads both architectures
    expect(packagedExecutables('darwin', dist, config)).toEqual([
      program('mac'),
      program('mac-arm64'),
    ])
    expect(fuseTarget('darwin', program('mac-arm64'))).toBe(
      join(dist, 'mac-arm64', 'Pathshala Admin.app')
    )
    const linux = join(dist, 'linux-unpacked', 'pathshala-admin')
    expect(fuseTarget('linux', linux)).toBe(linux)
  })

  it("keeps its data in Electron's userData folder, named after the product", () => {
    const roaming = join(work, 'Roaming')
    const home = join(work, 'home')
    expect(userDataFolder('win32', 'Pathshala Admin', { APPDATA: roaming }, home)).toBe(
      join(roaming, 'Pathshala Admin')
    )
    expect(userDataFolder('darwin', 'Pathshala Admin', {}, home)).toBe(
      join(home, 'Library', 'Application Support', 'Pathshala Admin')
    )
    expect(userDataFolder('linux', 'Pathshala Admin', {}, home)).toBe(
      join(home, '.config', 'Pathshala Admin')
    )
  })
})

describe('artifacts', () => {
  /** An artifact pattern as electron-builder expands it for a release; null for an unknown macro. */
  function expand(pattern: string, os: string, arch: string, ext: string) {
    const name = pattern
      .replaceAll('${version}', '1.4.0')
      .replaceAll('${os}', os)
      .replaceAll('${arch}', arch)
      .replaceAll('${ext}', ext)
    return name.includes('${') ? null : name
  }

  it('are named without spaces, so GitHub keeps the names the update feeds use', () => {
    const patterns = [
      config.artifactName,
      config.nsis?.artifactName,
      config.dmg?.artifactName,
      config.appImage?.artifactName,
    ].filter((pattern): pattern is string => Boolean(pattern))
    for (const pattern of patterns) {
      for (const [os, arch, ext] of [
        ['win', 'x64', 'exe'],
        ['mac', 'arm64', 'dmg'],
        ['mac', 'x64', 'zip'],
        ['linux', 'x86_64', 'AppImage'],
      ]) {
        expect(expand(pattern, os!, arch!, ext!), pattern).toMatch(/^[A-Za-z0-9._-]+$/)
      }
    }
    expect(expand(config.nsis!.artifactName!, 'win', 'x64', 'exe')).toBe(
      'pathshala-admin-1.4.0-win-x64-setup.exe'
    )
  })
})

describe('update feeds before a release is published', () => {
  const sha512 = (data: string) => createHash('sha512').update(data).digest('base64')

  /** A release folder with the given files and one latest.yml. */
  function release(name: string, files: Record<string, string>, feed: string) {
    const folder = join(work, name)
    mkdirSync(folder, { recursive: true })
    for (const [file, data] of Object.entries(files)) writeFileSync(join(folder, file), data)
    writeFileSync(join(folder, 'latest.yml'), feed)
    return folder
  }

  it('pass when every url and path names a file of the release with its sha512', async () => {
    const installer = 'pathshala-admin-1.4.0-win-x64-setup.exe'
    const folder = release(
      'good',
      { [installer]: 'installer bytes' },
      `version: 1.4.0\nfiles:\n  - url: ${installer}\n    sha512: ${sha512('installer bytes')}\n    size: 15\npath: ${installer}\nsha512: ${sha512('installer bytes')}\n`
    )
    expect(await updateFeedProblems(folder)).toEqual([])
  })

  it('fail on the names a space turns into a 404, a missing file or a wrong checksum', async () => {
    // gh release upload stored "Pathshala Admin-1.4.0…" as "Pathshala.Admin-1.4.0…"; the feed
    // says "Pathshala-Admin-1.4.0…"
    const spaced = release(
      'spaced',
      { 'Pathshala.Admin-1.4.0-win-x64-setup.exe': 'bytes' },
      `version: 1.4.0\nfiles:\n  - url: Pathshala-Admin-1.4.0-win-x64-setup.exe\n    sha512: ${sha512('bytes')}\npath: Pathshala-Admin-1.4.0-win-x64-setup.exe\nsha512: ${sha512('bytes')}\n`
    )
    expect(await updateFeedProblems(spaced)).toEqual([
      'latest.yml: files[0].url "Pathshala-Admin-1.4.0-win-x64-setup.exe" is not in the release',
      'latest.yml: path "Pathshala-Admin-1.4.0-win-x64-setup.exe" is not in the release',
    ])
    const unkept = release(
      'unkept',
      { 'a b.exe': 'bytes' },
      `files:\n  - url: a b.exe\n    sha512: ${sha512('bytes')}\npath: a b.exe\nsha512: ${sha512('bytes')}\n`
    )
    expect(await updateFeedProblems(unkept)).toContain(
      'latest.yml: files[0].url "a b.exe" is not a name GitHub keeps (letters, digits, ".", "-", "_")'
    )
    const changed = release(
      'changed',
      { 'app.exe': 'rebuilt bytes' },
      `files:\n  - url: app.exe\n    sha512: ${sha512('bytes')}\npath: app.exe\nsha512: ${sha512('bytes')}\n`
    )
    expect(await updateFeedProblems(changed)).toEqual([
      'latest.yml: files[0].url "app.exe" does not have the sha512 the feed states',
      'latest.yml: path "app.exe" does not have the sha512 the feed states',
    ])
    const empty = join(work, 'empty')
    mkdirSync(empty)
    expect(await updateFeedProblems(empty)).toEqual([`no update feed (latest*.yml) in ${empty}`])
  })
})

describe("the update feed's repository (npm run dist)", () => {
  it('reads owner/repo as people and package.json write it', () => {
    for (const form of [
      'pathshala/admin',
      'github:pathshala/admin',
      'https://github.com/pathshala/admin',
      'git+https://github.com/pathshala/admin.git',
      'git@github.com:pathshala/admin.git',
      'ssh://git@github.com/pathshala/admin.git',
    ]) {
      expect(parseGitHubRepository(form), form).toEqual({ owner: 'pathshala', repo: 'admin' })
    }
    expect(parseGitHubRepository({ url: 'https://github.com/pathshala/admin.git' })).toEqual({
      owner: 'pathshala',
      repo: 'admin',
    })
    expect(parseGitHubRepository('https://gitlab.com/pathshala/admin')).toBeNull()
    expect(parseGitHubRepository(undefined)).toBeNull()
  })

  it('takes PATHSHALA_RELEASE_REPO first, then the packages, else none', () => {
    const packages = [
      { file: 'admin-desktop/package.json', repository: undefined },
      { file: 'package.json', repository: 'github:pathshala/platform' },
    ]
    expect(releaseRepository({ PATHSHALA_RELEASE_REPO: 'acme/desk' }, packages)).toEqual({
      owner: 'acme',
      repo: 'desk',
      from: 'PATHSHALA_RELEASE_REPO',
    })
    expect(releaseRepository({}, packages)).toEqual({
      owner: 'pathshala',
      repo: 'platform',
      from: '"repository" in package.json',
    })
    expect(releaseRepository({}, [packages[0]!])).toBeNull()
    expect(() => releaseRepository({ PATHSHALA_RELEASE_REPO: 'not a repo' }, packages)).toThrow(
      /not a GitHub owner\/repo/
    )
  })

  it('hands electron-builder the feed and the version, or no feed at all', () => {
    const configuration = { publish: { provider: 'github', releaseType: 'draft' } } as never
    const repository = { owner: 'acme', repo: 'desk', from: 'test' }
    expect(distConfiguration(configuration, repository, '1.4.0')).toMatchObject({
      publish: { provider: 'github', releaseType: 'draft', owner: 'acme', repo: 'desk' },
      extraMetadata: { version: '1.4.0' },
    })
    expect(distConfiguration(configuration, null)).toMatchObject({ publish: null })
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
    const { electronFuses } = config
    expect(Object.keys(electronFuses).sort()).toEqual(
      [...FUSE_KEYS, 'resetAdHocDarwinSignature'].sort()
    )
    expect(electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // an unsigned arm64 build whose fuses were flipped starts only signed ad hoc again
      resetAdHocDarwinSignature: true,
    })
  })

  it("name each fuse whose byte differs from the configuration, Electron's defaults included", () => {
    const { electronFuses } = config
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
