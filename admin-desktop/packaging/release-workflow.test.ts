import { readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { missingSigningSecrets, SIGNING_SECRETS } from '../release-check/signing-secrets.ts'

/*
| The workflows run only on GitHub's runners; what can be proved here is that they parse, run
| their stages in order (build with --publish never, launch what was built, check it, and
| publish from a separate job only after every OS passed and the update feeds matched the
| files), give each OS what its leg needs (an unprivileged PostgreSQL on Windows, a keyring on
| Linux), hand the secrets to the build alone, and name no program by hand.
*/

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  shell?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  'runs-on'?: string
  'uses'?: string
  'needs'?: string | string[]
  'if'?: string
  'with'?: Record<string, unknown>
  'strategy'?: { matrix: { os: string[] } }
  'container'?: string
  'env'?: Record<string, string>
  'steps'?: Step[]
  'permissions'?: Record<string, string>
}
interface Workflow {
  on: Record<string, any>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const WORKFLOWS = join(import.meta.dirname, '../../.github/workflows')
const read = (file: string) => load(readFileSync(join(WORKFLOWS, file), 'utf8')) as Workflow

const release = read('release.yml')
const desktop = read('desktop-app.yml')
const ci = read('ci.yml')
const desktopSteps = desktop.jobs.desktop!.steps!
const stepNames = desktopSteps.map((step) => step.name)
const step = (name: string) => desktopSteps.find((candidate) => candidate.name === name)!
const publishSteps = release.jobs.publish!.steps!
const publishStep = (name: string) => publishSteps.find((candidate) => candidate.name === name)!

/** The secrets an expression hands over as values (`secrets.X != ''` only says whether X is set). */
function secretValuesIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
  return [...text.matchAll(/secrets\.([A-Z_]+)\b(?!\s*!=\s*'')/g)].map((match) => match[1]!)
}

describe('the release workflow (release.yml)', () => {
  it('runs on a version tag, or by hand for an unsigned test build', () => {
    expect(release.on.push.tags).toEqual(['v*.*.*'])
    expect(release.on.workflow_dispatch.inputs.unsigned).toMatchObject({
      type: 'boolean',
      default: false,
    })
  })

  it('builds, launches and checks the app on Windows, macOS and Linux', () => {
    const job = release.jobs.desktop!
    expect(job.uses).toBe('./.github/workflows/desktop-app.yml')
    expect(job.strategy!.matrix.os).toEqual(['windows-latest', 'macos-latest', 'ubuntu-latest'])
    expect(job.with).toMatchObject({ os: '${{ matrix.os }}' })
    // a tag build requires signing; only a build started by hand as unsigned does not
    expect(job.with!['require-signing']).toBe(
      "${{ !(github.event_name == 'workflow_dispatch' && inputs.unsigned) }}"
    )
  })

  it('publishes from a separate job, only after every OS passed, only for a pushed tag', () => {
    const publish = release.jobs.publish!
    expect(publish.needs).toBe('desktop')
    expect(publish.if).toBe("github.event_name == 'push' && startsWith(github.ref, 'refs/tags/v')")
    expect(publish.permissions).toEqual({ contents: 'write' })
    expect(release.permissions).toEqual({ contents: 'read' })
    const names = publish.steps!.map((s) => s.name)
    expect(names).toEqual([
      'Check out',
      'Set up Node 24',
      'Install the release checks',
      'Collect the checked builds',
      'Check that the update feeds name the files of the release',
      'Publish them as a draft release',
    ])
    expect(publishStep('Publish them as a draft release').run).toContain('--draft')
  })

  it('checks every latest*.yml against the files before anything is uploaded', () => {
    expect(publishStep('Check that the update feeds name the files of the release').run).toBe(
      'node admin-desktop/release-check/update-feeds.ts release'
    )
    expect(publishStep('Collect the checked builds').with).toMatchObject({ path: 'release' })
  })

  it("collects each OS's builds and never its logs", () => {
    const pattern = publishStep('Collect the checked builds').with!.pattern as string
    const kept = step('Keep the app with the run').with!.name as string
    const logs = step('Keep the logs of a failed run').with!.name as string
    for (const os of ['Windows', 'macOS', 'Linux']) {
      const artifact = (name: string) => name.replace('${{ runner.os }}', os)
      expect(matchesGlob(artifact(kept), pattern), artifact(kept)).toBe(true)
      expect(matchesGlob(artifact(logs), pattern), artifact(logs)).toBe(false)
    }
  })
})

describe('one OS (desktop-app.yml)', () => {
  it('runs its stages in order: test, build, launch, check, keep', () => {
    expect(stepNames).toEqual([
      'Check out',
      'Set up Node 24',
      'Require signing secrets for a release',
      'Install dependencies',
      'Test the shared code, the UI kit and the desktop app',
      'Build the app',
      'Start PostgreSQL unprivileged (Windows)',
      'Start the API with its demo data',
      'Prepare a copy Playwright can attach to',
      'Give Linux a desktop keyring and FUSE',
      'Launch the app, sign in, keep a draft across a restart',
      'Check the artifacts (fuses, update feed)',
      'Check the macOS signature and notarisation',
      'Check the Windows signature',
      'Keep the app with the run',
      'Keep the logs of a failed run',
    ])
  })

  it('runs on Windows only the tests that are written for Windows', () => {
    const tests = step('Test the shared code, the UI kit and the desktop app').run!
    expect(tests).toMatch(
      /if \[ "\$RUNNER_OS" = Windows \]; then[\s\S]*npm test --workspace admin-desktop -- --project main --project renderer\n\s*else\n\s*npm test --workspace admin-desktop\n/
    )
    // checked out with LF everywhere: tests that read files see the same text on Windows
    expect(readFileSync(join(WORKFLOWS, '../../.gitattributes'), 'utf8')).toContain(
      '* text=auto eol=lf'
    )
  })

  it('builds as `npm run dist` does, naming this repository as the update feed', () => {
    const build = step('Build the app')
    expect(build.run).toContain('npm run dist')
    expect(build.run).toContain('CSC_IDENTITY_AUTO_DISCOVERY=false')
    expect(build.run).toContain('PATHSHALA_RELEASE_VERSION="${GITHUB_REF_NAME#v}"')
    expect(build.env!.PATHSHALA_RELEASE_REPO).toBe('${{ github.repository }}')
  })

  it('starts PostgreSQL on Windows as the runner image’s unprivileged service, for npm start', () => {
    const database = step('Start PostgreSQL unprivileged (Windows)')
    expect(database.if).toBe("runner.os == 'Windows'")
    expect(database.shell).toBe('pwsh')
    expect(database.run).toContain('Start-Service')
    expect(database.run).toContain('createdb.exe')
    expect(database.run).toMatch(
      /DATABASE_URL=postgres:\/\/\S+ \| Out-File -FilePath \$env:GITHUB_ENV/
    )
    // before the API starts, which then uses it instead of the embedded database
    expect(stepNames.indexOf('Start PostgreSQL unprivileged (Windows)')).toBeLessThan(
      stepNames.indexOf('Start the API with its demo data')
    )
  })

  it('launches on Linux with an unlocked keyring on a session bus, as a GNOME desktop has', () => {
    const keyring = step('Give Linux a desktop keyring and FUSE')
    expect(keyring.if).toBe("runner.os == 'Linux'")
    expect(keyring.run).toContain('apt-get install -y gnome-keyring')
    expect(keyring.run).toContain('libfuse2')
    const launch = step('Launch the app, sign in, keep a draft across a restart').run!
    expect(launch).toContain('export XDG_CURRENT_DESKTOP=GNOME')
    expect(launch).toMatch(
      /dbus-run-session -- bash -c[\s\S]*gnome-keyring-daemon --unlock[\s\S]*xvfb-run -a npm run test:launch/
    )
  })

  it('hands the secrets to the build step alone: never to npm ci, the tests or the API', () => {
    const job = desktop.jobs.desktop!
    expect(secretValuesIn(job.env)).toEqual([])
    for (const each of desktopSteps) {
      const handed = [
        ...secretValuesIn(each.env),
        ...secretValuesIn(each.run),
        ...secretValuesIn(each.with),
      ]
      if (each.name === 'Build the app') {
        expect(handed.sort()).toEqual([
          'APPLE_APP_SPECIFIC_PASSWORD',
          'APPLE_ID',
          'APPLE_TEAM_ID',
          'MAC_CSC_KEY_PASSWORD',
          'MAC_CSC_LINK',
          'WIN_CSC_KEY_PASSWORD',
          'WIN_CSC_LINK',
        ])
      } else {
        expect(handed, each.name).toEqual([])
      }
    }
    // the check that they are there learns only whether each is set
    expect(Object.keys(step('Require signing secrets for a release').env!).sort()).toEqual(
      SIGNING_SECRETS
    )
  })

  it('names no program by hand: the checks derive it from electron-builder.yml', () => {
    for (const workflow of ['desktop-app.yml', 'release.yml', 'ci.yml']) {
      const text = readFileSync(join(WORKFLOWS, workflow), 'utf8')
      expect(text, workflow).not.toMatch(/Pathshala Admin\.(exe|app)|pathshala-admin\.exe/)
    }
    expect(step('Check the Windows signature').run).toContain(
      'node admin-desktop/release-check/print-program.ts'
    )
  })

  it('launches what it built against `npm start`, then reads it back', () => {
    expect(step('Start the API with its demo data').run).toContain('npm start')
    expect(step('Prepare a copy Playwright can attach to').run).toContain('prepare-launch-copy.ts')
    const launch = step('Launch the app, sign in, keep a draft across a restart').run!
    expect(launch).toContain('npm run test:launch --workspace admin-desktop')
    expect(launch).toContain('xvfb-run')
    expect(step('Check the artifacts (fuses, update feed)').run).toContain('check-artifacts.ts')
    const scripts = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'))
      .scripts as Record<string, string>
    expect(scripts['test:launch']).toBe(
      'playwright test --config release-check/playwright.config.ts'
    )
    expect(scripts.typecheck).toContain('tsc -p release-check/tsconfig.json')
  })

  it("launches on a data folder of its own, sees the first load's errors, and starts the AppImage", () => {
    // Electron cannot run here: what the runner's launch test does is read from its source
    const spec = readFileSync(join(import.meta.dirname, '../release-check/launch.spec.ts'), 'utf8')
    // a developer running it keeps their sign-in and drafts: the real data folder is never named
    expect(spec).not.toMatch(/userDataFolder|rmSync\(dataFolder\b(?![\s\S]*mkdtempSync)/)
    expect(spec).toContain("mkdtempSync(join(tmpdir(), 'pathshala-launch-'))")
    expect(spec).toContain('args: [`--user-data-dir=${dataFolder}`]')
    // listeners on every window as it opens, and what a page logged before them
    expect(spec).toContain("app.on('window', watch)")
    expect(spec).toContain("consoleMessages({ filter: 'all' })")
    expect(spec).toContain("pageErrors({ filter: 'all' })")
    expect(spec).toMatch(/name\.endsWith\('\.AppImage'\)[\s\S]*spawn\(join\(DIST_DIR, appImage!\)/)
  })

  it('checks signatures with the OS tools when signed; notarisation on the stapled .app', () => {
    const mac = step('Check the macOS signature and notarisation')
    expect(mac.if).toBe("runner.os == 'macOS' && env.MAC_SIGNED == 'true'")
    for (const tool of ['codesign --verify', 'spctl --assess', 'stapler validate "$app"']) {
      expect(mac.run).toContain(tool)
    }
    // electron-builder staples the .app, never the DMG
    expect(mac.run).not.toMatch(/stapler validate "\$dmg"|\.dmg/)
    const windows = step('Check the Windows signature')
    expect(windows.if).toBe("runner.os == 'Windows' && env.WIN_SIGNED == 'true'")
    expect(windows.run).toContain('Get-AuthenticodeSignature')
    const env = desktop.jobs.desktop!.env!
    expect(env.WIN_SIGNED).toBe(
      "${{ startsWith(inputs.os, 'windows') && secrets.WIN_CSC_LINK != '' }}"
    )
    expect(env.MAC_SIGNED).toBe(
      "${{ startsWith(inputs.os, 'macos') && secrets.MAC_CSC_LINK != '' }}"
    )
  })

  it('gives each OS its own certificate', () => {
    const env = step('Build the app').env!
    expect(env.WIN_CSC_LINK).toBe('${{ secrets.WIN_CSC_LINK }}')
    expect(env.CSC_LINK).toBe("${{ startsWith(inputs.os, 'macos') && secrets.MAC_CSC_LINK || '' }}")
    expect(Object.keys(desktop.on.workflow_call.secrets).sort()).toEqual([
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_ID',
      'APPLE_TEAM_ID',
      'MAC_CSC_KEY_PASSWORD',
      'MAC_CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
      'WIN_CSC_LINK',
    ])
    expect(step('Require signing secrets for a release').if).toBe('inputs.require-signing')
  })

  it('names the secrets a signed release lacks, per OS, from whether each is set', () => {
    expect(
      missingSigningSecrets('Windows', { WIN_CSC_LINK: 'true', WIN_CSC_KEY_PASSWORD: 'false' })
    ).toEqual(['WIN_CSC_KEY_PASSWORD'])
    expect(
      missingSigningSecrets('macOS', { MAC_CSC_LINK: 'true', MAC_CSC_KEY_PASSWORD: 'true' })
    ).toEqual(['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'])
    expect(missingSigningSecrets('Linux', {})).toEqual([])
    expect(() => missingSigningSecrets('Plan9', {})).toThrow(/Unknown/)
  })
})

describe('CI for every push and pull request (ci.yml)', () => {
  it('runs .ci/run on Debian, then lint and typecheck', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    const test = ci.jobs.test!
    expect(test.container).toBe('node:24-bookworm')
    expect(test.steps!.map((s) => s.run).filter(Boolean)).toEqual([
      'bash .ci/run',
      'npm run lint',
      'npm run typecheck',
    ])
  })

  it('launches the Linux build on every push', () => {
    expect(ci.jobs['desktop-linux']).toMatchObject({
      uses: './.github/workflows/desktop-app.yml',
      with: { os: 'ubuntu-latest' },
    })
  })
})
