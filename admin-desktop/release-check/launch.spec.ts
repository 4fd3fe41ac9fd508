import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test'
import { currentPlatform, DIST_DIR, readBuilderConfig } from './builder-config.ts'
import { programName } from './packaged-app.ts'

/*
| The release workflow's proof that the packed app works (docs/releases.md): started from the
| build of this runner's own architecture (a copy that Playwright may attach to:
| prepare-launch-copy.ts) on a fresh data folder of its own (--user-data-dir: the admin data of
| whoever runs it is never touched), against the API `npm start` runs here with its demo data.
| It sets up the server, signs in as the demo admin, reads the dashboard, saves a course draft
| with a thumbnail, quits, starts again to find the draft (the token came back from the OS
| keychain), reloads a nested route and leaves no process behind. On Linux the AppImage an admin
| downloads is also started as it is, with its fuses as shipped.
*/

const executablePath = process.env.PATHSHALA_LAUNCH_EXECUTABLE ?? ''
const server = process.env.PATHSHALA_LAUNCH_SERVER ?? 'http://127.0.0.1:3333'
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' }
const platform = currentPlatform()
const config = readBuilderConfig()
const dataFolder = mkdtempSync(join(tmpdir(), 'pathshala-launch-'))

/** What went wrong in the app's pages: console errors (a CSP refusal is one) and uncaught errors. */
const pageErrors: string[] = []

function watch(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => pageErrors.push(`page: ${error.message}`))
}

/**
 * Starts the copy on the test's data folder. Listeners go on every window as it opens; what a
 * window logged before they were attached (Playwright hands the app its ready event only once it
 * is connected, but the first page may load before this test gets its handle) is read from the
 * page's own record when the app quits (readEarlyErrors), so no first-load error goes unseen.
 */
async function launch(): Promise<{ app: ElectronApplication; window: Page }> {
  const app = await electron.launch({
    executablePath,
    args: [`--user-data-dir=${dataFolder}`],
    timeout: 60_000,
  })
  app.on('window', watch)
  for (const open of app.windows()) watch(open)
  const window = await app.firstWindow()
  await window.waitForLoadState('domcontentloaded')
  return { app, window }
}

/** Console errors and page errors each window recorded since it was created. */
async function recordedErrors(app: ElectronApplication) {
  const found: string[] = []
  for (const page of app.windows()) {
    for (const message of await page.consoleMessages({ filter: 'all' })) {
      if (message.type() === 'error') found.push(`console: ${message.text()}`)
    }
    for (const error of await page.pageErrors({ filter: 'all' }))
      found.push(`page: ${error.message}`)
  }
  return found
}

/** The app's processes still running (the main process and its helpers), by program name. */
function processesOf(program: string): string[] {
  if (platform === 'win32') {
    const listed = execFileSync('tasklist', ['/FO', 'CSV', '/NH'], { encoding: 'utf8' })
    return listed
      .split('\n')
      .filter((line) => line.toLowerCase().startsWith(`"${program.toLowerCase()}"`))
  }
  const listed = execFileSync('ps', ['-axo', 'pid=,command='], { encoding: 'utf8' })
  return listed.split('\n').filter((line) => line.includes(program) && !line.includes('playwright'))
}

async function quit(app: ElectronApplication) {
  const early = await recordedErrors(app)
  for (const error of early) if (!pageErrors.includes(error)) pageErrors.push(error)
  const main = app.process()
  await app.close()
  await expect.poll(() => main.exitCode ?? main.signalCode, { timeout: 30_000 }).not.toBeNull()
  await expect.poll(() => processesOf(basename(executablePath)), { timeout: 30_000 }).toEqual([])
}

/** A 640x360 PNG drawn in the app's own page. */
async function thumbnailPng(window: Page): Promise<Buffer> {
  const dataUrl = await window.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 640
    canvas.height = 360
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2d72d2'
    context.fillRect(0, 0, 640, 360)
    context.fillStyle = '#ffffff'
    context.font = 'bold 64px sans-serif'
    context.fillText('Release check', 60, 200)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

test.beforeAll(() => {
  expect(existsSync(executablePath), `PATHSHALA_LAUNCH_EXECUTABLE=${executablePath}`).toBe(true)
})
test.afterAll(() => rmSync(dataFolder, { recursive: true, force: true }))

test('the packed app starts, signs in, keeps a draft across a restart and quits cleanly', async () => {
  const draftName = `Release check ${Date.now()}`

  // first start: the app's own origin and title, the bridge and no Node in the page
  let { app, window } = await launch()
  expect(new URL(window.url()).protocol).toBe('app:')
  await expect(window).toHaveTitle(config.productName)
  expect(
    await window.evaluate(() => ({
      bridge: typeof (window as unknown as { pathshala?: unknown }).pathshala,
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
    }))
  ).toEqual({ bridge: 'object', require: 'undefined', process: 'undefined' })
  expect(await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'))).toBe(
    dataFolder
  )
  // the token is kept by the OS keychain: on Linux a real secret service, never the plain-text
  // fallback the vault refuses (the workflow unlocks gnome-keyring for this)
  const keychain = await app.evaluate(({ safeStorage }) => ({
    available: safeStorage.isEncryptionAvailable(),
    backend: process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os',
  }))
  expect(keychain).toEqual({
    available: true,
    backend: platform === 'linux' ? 'gnome_libsecret' : 'os',
  })
  // DevTools cannot be opened in the packed app, not even from its main process
  expect(
    await app.evaluate(({ BrowserWindow }) => {
      const [first] = BrowserWindow.getAllWindows()
      first!.webContents.openDevTools()
      return first!.webContents.isDevToolsOpened()
    })
  ).toBe(false)

  // first-run server setup, then sign-in as the demo admin
  await expect(
    window.getByRole('heading', { name: 'Connect to your Pathshala server' })
  ).toBeVisible()
  await window.getByRole('textbox', { name: /Server address/ }).fill(server)
  await window.getByRole('button', { name: 'Connect' }).click()
  await expect(window.getByLabel('Email')).toBeVisible()
  await window.getByLabel('Email').fill(ADMIN.email)
  await window.getByLabel('Password').fill(ADMIN.password)
  await window.getByRole('button', { name: 'Sign In' }).click()

  // the dashboard's figures, from the demo data
  await expect(window.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible()
  await expect(window.getByText('Revenue', { exact: true })).toBeVisible()
  await expect(window.getByRole('table', { name: 'Recent orders' })).toBeVisible()

  // a course draft with a thumbnail, saved to the server
  await window.getByRole('link', { name: 'Courses' }).first().click()
  await window.getByRole('link', { name: 'Create a course' }).click()
  await expect(window.getByRole('heading', { name: 'Create Course', level: 2 })).toBeVisible()
  await window.getByLabel('Course Name').fill(draftName)
  await window.getByLabel('Course Description').fill('Made by the release workflow launch test.')
  await window.getByLabel('Price').fill('499')
  await window.getByLabel('Category').selectOption({ index: 1 })
  await window.getByLabel('Thumbnail').setInputFiles({
    name: 'release-check.png',
    mimeType: 'image/png',
    buffer: await thumbnailPng(window),
  })
  await window.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(window.getByText('Course created successfully!')).toBeVisible()
  await expect(
    window.getByRole('region', { name: 'Your Course will look like this' }).locator('img')
  ).toBeVisible()

  await quit(app)

  // second start: still signed in, the draft is listed, a nested route survives a reload
  ;({ app, window } = await launch())
  await expect(window.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible()
  await window.getByRole('link', { name: 'Courses' }).first().click()
  await window.getByRole('link', { name: 'View drafts' }).click()
  await expect(window.getByRole('heading', { name: 'Draft Courses', level: 2 })).toBeVisible()
  await window.getByRole('searchbox').fill(draftName)
  await expect(window.getByRole('article', { name: draftName })).toBeVisible()
  await window.reload()
  await expect(window.getByRole('heading', { name: 'Draft Courses', level: 2 })).toBeVisible()

  await quit(app)
  expect(pageErrors).toEqual([])
})

// AppImages are the Linux build: the test exists on the Linux leg only
if (platform === 'linux') {
  test('the AppImage admins download starts as it is and quits on request', async () => {
    const appImage = readdirSync(DIST_DIR).find((name) => name.endsWith('.AppImage'))
    expect(appImage, `an AppImage in ${DIST_DIR}`).toBeDefined()
    const folder = mkdtempSync(join(tmpdir(), 'pathshala-appimage-'))
    const logFile = join(folder, 'logs', 'main.log')
    // its fuses are as shipped (no --inspect), so it is watched through its own log file
    const child = spawn(join(DIST_DIR, appImage!), [`--user-data-dir=${folder}`], {
      stdio: 'ignore',
    })
    try {
      await expect
        .poll(() => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''), { timeout: 90_000 })
        .toContain('window shown')
      expect(child.exitCode).toBeNull()
    } finally {
      child.kill('SIGTERM')
    }
    await expect.poll(() => child.exitCode ?? child.signalCode, { timeout: 30_000 }).not.toBeNull()
    await expect
      .poll(() => processesOf(programName('linux', config)), { timeout: 30_000 })
      .toEqual([])
    rmSync(folder, { recursive: true, force: true })
  })
}
