import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { missingSigningSecrets } from '../release-check/signing-secrets.ts'

/*
| The workflows run only on GitHub's runners; what can be proved here is that they parse, run
| their stages in order (build with --publish never, launch what was built, check it, and
| publish from a separate job only after every OS passed) and wire the signing secrets per OS.
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
    expect(names).toEqual(['Collect the checked builds', 'Publish them as a draft release'])
    expect(publish.steps![1]!.run).toContain('--draft')
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
      'Start the API with its demo data',
      'Prepare a copy Playwright can attach to',
      'Launch the app, sign in, keep a draft across a restart',
      'Check the artifacts (fuses, update feed)',
      'Check the macOS signature and notarisation',
      'Check the Windows signature',
      'Keep the app with the run',
      'Keep the logs of a failed run',
    ])
  })

  it('builds with --publish never from the root configuration, naming the repository', () => {
    const build = step('Build the app').run!
    expect(build).toContain('--config ../electron-builder.yml --publish never')
    expect(build).toContain('-c.publish.owner="$GITHUB_REPOSITORY_OWNER"')
    expect(build).toContain('-c.publish.repo="${GITHUB_REPOSITORY#*/}"')
    expect(build).toContain('CSC_IDENTITY_AUTO_DISCOVERY=false')
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

  it('checks signatures with the OS tools when signed', () => {
    const mac = step('Check the macOS signature and notarisation')
    expect(mac.if).toBe("runner.os == 'macOS' && env.CSC_LINK != ''")
    for (const tool of ['codesign --verify', 'spctl --assess', 'stapler validate']) {
      expect(mac.run).toContain(tool)
    }
    const windows = step('Check the Windows signature')
    expect(windows.if).toBe("runner.os == 'Windows' && env.WIN_CSC_LINK != ''")
    expect(windows.run).toContain('Get-AuthenticodeSignature')
  })

  it('gives each OS its own certificate', () => {
    const env = desktop.jobs.desktop!.env!
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

  it('names the secrets a signed release lacks, per OS', () => {
    expect(missingSigningSecrets('Windows', { WIN_CSC_LINK: 'x' })).toEqual([
      'WIN_CSC_KEY_PASSWORD',
    ])
    expect(missingSigningSecrets('macOS', { CSC_LINK: 'x', CSC_KEY_PASSWORD: 'y' })).toEqual([
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
    ])
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
