import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

interface Step {
  name?: string
  uses?: string
  run?: string
  env?: Record<string, string>
}

const workflow = load(
  readFileSync(join(import.meta.dirname, '../../.github/workflows/release.yml'), 'utf8')
) as {
  on: { push: { tags: string[] } }
  jobs: Record<string, { strategy: { matrix: { os: string[] } }; steps: Step[] }>
}

describe('the release workflow', () => {
  const job = workflow.jobs.installers!

  it('runs on a version tag for Windows and macOS', () => {
    expect(workflow.on.push.tags).toEqual(['v*.*.*'])
    expect(job.strategy.matrix.os).toEqual(['windows-latest', 'macos-latest'])
  })

  it('names every step: install, test, build and publish, keep the installers', () => {
    const names = job.steps.map((step) => step.name)
    expect(names.every(Boolean)).toBe(true)
    expect(names).toEqual([
      'Check out',
      'Set up Node 24',
      'Install dependencies',
      'Test the shared code, the UI kit and the desktop app',
      'Build and publish the installers',
      'Keep the installers with the run',
    ])
    expect(job.steps[2]!.run).toBe('npm ci')
  })

  it('hands signing and notarisation secrets to electron-builder, unsigned without them', () => {
    const build = job.steps.find((step) => step.name === 'Build and publish the installers')!
    for (const secret of [
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
    ]) {
      expect(build.env?.[secret]).toBe(`\${{ secrets.${secret} }}`)
    }
    expect(build.run).toContain('CSC_IDENTITY_AUTO_DISCOVERY=false')
    expect(build.run).toContain('--publish always')
  })
})
