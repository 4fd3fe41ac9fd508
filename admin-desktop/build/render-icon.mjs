// Renders build/icon.svg to build/icon.png (1024 px, transparent) with the system's Chromium;
// electron-builder makes the Windows .ico and the macOS .icns from that PNG.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const here = import.meta.dirname
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const profile = mkdtempSync(join(tmpdir(), 'icon-'))
try {
  execFileSync(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    `--user-data-dir=${profile}`,
    '--hide-scrollbars',
    '--default-background-color=00000000',
    '--window-size=1024,1024',
    `--screenshot=${join(here, 'icon.png')}`,
    pathToFileURL(join(here, 'icon.svg')).href,
  ], { stdio: 'ignore' })
} finally {
  rmSync(profile, { recursive: true, force: true })
}
console.log('build/icon.png written')
