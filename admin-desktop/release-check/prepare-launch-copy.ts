/*
| Release workflow, before the launch test: a copy of the packed app that Playwright can drive.
| Playwright's Electron support attaches through the main process's --inspect, which the shipped
| build's EnableNodeCliInspectArguments fuse refuses; the copy has that one fuse on, every other
| byte as built (check-artifacts.ts reads the shipped builds' fuses). The copy is of the build
| for this runner's own architecture (macos-latest is arm64). macOS runs a changed binary only
| re-signed, so the copy is signed ad hoc again, keeping its entitlements and hardened runtime.
| Prints the copy's program path.
| Run with Node 24: node admin-desktop/release-check/prepare-launch-copy.ts <folder to copy into>
*/
import { cpSync, rmSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses'
import { currentPlatform, DIST_DIR, readBuilderConfig } from './builder-config.ts'
import { fuseTarget, packagedExecutable } from './packaged-app.ts'

const destination = process.argv[2]
if (!destination) throw new Error('Usage: prepare-launch-copy.ts <folder to copy into>')

const platform = currentPlatform()
const executable = packagedExecutable(platform, DIST_DIR, readBuilderConfig(), process.arch)
const appRoot = fuseTarget(platform, executable)
// the folder electron-builder packed into: win-unpacked, linux-unpacked, or the .app
const packedFolder = platform === 'darwin' ? appRoot : join(executable, '..')
// the copy keeps the folder's name: macOS treats only a folder named *.app as an app
const copy = join(destination, basename(packedFolder))
rmSync(copy, { recursive: true, force: true })
cpSync(packedFolder, copy, { recursive: true, verbatimSymlinks: true })

const copiedExecutable = join(copy, relative(packedFolder, executable))
await flipFuses(platform === 'darwin' ? copy : copiedExecutable, {
  version: FuseVersion.V1,
  resetAdHocDarwinSignature: platform === 'darwin',
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
})
console.log(copiedExecutable)
