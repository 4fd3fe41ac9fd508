// @vitest-environment node
/*
| The desktop app's and the shared code's tests also run on a Windows runner
| (.github/workflows/desktop-app.yml). Two mistakes that pass on Linux are lint errors there
| (eslint.config.js, no-restricted-syntax): starting npx or npm without a shell, and comparing a
| computed path with a POSIX literal (or falling back to /tmp). Each is proven here on bad
| snippets linted in memory, next to the corrected ones and the URL paths the tests rightly use.
*/
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const RULE = 'no-restricted-syntax'

const NEEDS_A_SHELL = expect.stringMatching(/^On Windows npx and npm are \.cmd scripts/)
const POSIX_PATH = expect.stringMatching(/^A POSIX path literal compared with a computed path/)
const NO_TMP = expect.stringMatching(/^Windows has no \/tmp/)

const MAIN_TEST = 'admin-desktop/src/main/portability.test.ts'
const PACKAGING_TEST = 'admin-desktop/packaging/portability.test.ts'
const RENDERER_TEST = 'admin-desktop/src/renderer/src/platform/portability.test.ts'
const SHARED_TEST = 'shared/tests/portability.test.ts'

let eslint: ESLint

/** The messages of the rule's errors for `code` as the file at `path` (from the root). */
async function portabilityErrors(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(ROOT, path) })
  // a snippet that does not parse would pass as having no error
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return result!.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message)
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

describe('tests that run on Windows, enforced by lint', { timeout: 180_000 }, () => {
  it('start npx and npm only through a shell', async () => {
    const unportable = [
      "execFileSync('npx', ['electron-vite', 'build'], { cwd: APP_DIR, stdio: 'ignore' })",
      "childProcess.spawn('npm', ['run', 'dist'])",
      "spawnSync('npx.cmd', ['tsc'], { stdio: 'inherit' })",
      "execSync('npm', { encoding: 'utf8' })",
      // a `shell` of another object is not the call's
      "execFile('npm', ['ci'], { env: { shell: '/bin/sh' } }, done)",
    ]
    for (const file of [PACKAGING_TEST, SHARED_TEST, 'admin-desktop/release-check/dist.ts']) {
      for (const code of unportable) {
        expect(await portabilityErrors(file, code), `${file}: ${code}`).toEqual([NEEDS_A_SHELL])
      }
    }
    for (const code of [
      "execFileSync('npx', ['electron-vite', 'build'], { cwd: APP_DIR, shell: process.platform === 'win32' })",
      "childProcess.spawn('npm', ['run', 'dist'], { 'shell': true })",
      "spawn('npx', args, { ...options, shell: process.platform === 'win32' })",
      // other programs start without a shell, and a command line runs in one anyway
      "execFileSync('git', ['status'])",
      "execSync('npm ci')",
    ]) {
      expect(await portabilityErrors(PACKAGING_TEST, code), code).toEqual([])
    }
  })

  it('compare a computed path with a path built for the system, not a POSIX literal', async () => {
    const unportable = [
      "expect(packagedExecutable('win32', '/d', names)).toBe('/d/win-unpacked/Pathshala Admin.exe')",
      "expect(userDataFolder('linux', 'Pathshala Admin', {}, home)).toEqual('/home/a/.config/Pathshala Admin')",
      'expect(folder).toStrictEqual(`/tmp/pathshala-${process.pid}`)',
      "expect(message).not.toContain('/logs/main.log')",
      "expect(open).toHaveBeenCalledWith('/Users/a/Library/Logs/Pathshala Admin', 'main.log')",
      "expect(preload).toMatch('/app/out/preload/index.cjs')",
    ]
    for (const file of [MAIN_TEST, PACKAGING_TEST, RENDERER_TEST]) {
      for (const code of unportable) {
        expect(await portabilityErrors(file, code), `${file}: ${code}`).toEqual([POSIX_PATH])
      }
    }
    for (const code of [
      "expect(packagedExecutable('win32', dist, names)).toBe(join(dist, 'win-unpacked', 'Pathshala Admin.exe'))",
      "expect(userDataFolder('linux', 'Pathshala Admin', {}, home)).toEqual(join(home, '.config', 'Pathshala Admin'))",
      'expect(folder).toStrictEqual(join(tmpdir(), `pathshala-${process.pid}`))',
      'expect(preload).toMatch(/preload[/\\\\]index\\.cjs$/)',
    ]) {
      expect(await portabilityErrors(MAIN_TEST, code), code).toEqual([])
    }
  })

  it('let URL paths through: the routes and API paths the tests compare', async () => {
    for (const code of [
      "expect(window.location.pathname).toBe('/course/create')",
      "expect(replace).toHaveBeenCalledWith('/home')",
      "expect(link).toBe('/home/store')",
      "expect(breadcrumbs.at(-1)).toEqual('/users/u42/orders')",
      "expect(sent).toContain('/api/v1/health')",
      "expect(router.state.location.pathname).toBe('/books/published')",
      'expect(url).toBe(`/home/course?id=${courseId}`)',
    ]) {
      expect(await portabilityErrors(RENDERER_TEST, code), code).toEqual([])
    }
    // the path rule is the desktop's: the shared code's tests compare only URLs
    expect(await portabilityErrors(SHARED_TEST, "expect(fillPath(route)).toBe('/d/1/b')")).toEqual(
      []
    )
  })

  it('take the temporary folder from os.tmpdir(), not a /tmp fallback', async () => {
    for (const file of [MAIN_TEST, 'admin-desktop/src/main/testing/fake-thing.ts', SHARED_TEST]) {
      for (const code of [
        "const userData = `${process.env.TMPDIR ?? '/tmp'}/pathshala-main-test`",
        "const folder = process.env.TEMP || '/tmp/'",
      ]) {
        expect(await portabilityErrors(file, code), `${file}: ${code}`).toEqual([NO_TMP])
      }
    }
    expect(
      await portabilityErrors(MAIN_TEST, "const userData = join(tmpdir(), 'pathshala-main-test')")
    ).toEqual([])
  })

  it('leave the app itself alone: the rule is for the tests', async () => {
    expect(
      await portabilityErrors(
        'admin-desktop/src/main/portability.ts',
        "execFileSync('npx', ['x']); expect(x).toBe('/tmp/x')"
      )
    ).toEqual([])
  })
})
