/*
| `npm test`: runs every workspace's suites one after another and ends with a
| single `N passed, N failed` line that sums them all. Exits non-zero when any
| suite fails or reports no result.
*/
import { spawn } from 'node:child_process'

const suites = [
  { name: 'shared (vitest)', cmd: 'npm', args: ['test', '--workspace', 'shared'] },
  { name: 'api (japa)', cmd: 'npm', args: ['test', '--workspace', 'api'] },
  { name: 'storefront', cmd: 'npm', args: ['test', '--workspace', 'storefront', '--if-present'] },
  {
    name: 'admin-desktop',
    cmd: 'npm',
    args: ['test', '--workspace', 'admin-desktop', '--if-present'],
  },
]

const ANSI = /\u001B\[[0-9;]*m/g

/** Reads the runner's closing line: Japa and Vitest both print `Tests  … passed …`. */
function countsFrom(output) {
  const lines = output.replace(ANSI, '').split('\n')
  const summary = lines.reverse().find((line) => /^\s*Tests\s+/.test(line))
  if (!summary) return null
  const number = (word) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0)
  return { passed: number('passed'), failed: number('failed') }
}

function run(suite) {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(suite.cmd, suite.args, { stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        process.stdout.write(chunk)
      })
    }
    child.on('close', (code) => resolve({ code, output }))
  })
}

let passed = 0
let failed = 0
let broken = false

for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`)
  const { code, output } = await run(suite)
  const counts = countsFrom(output)
  if (counts) {
    passed += counts.passed
    failed += counts.failed
  }
  // a suite that exits non-zero has failed, whatever it counted
  if (code !== 0) {
    broken = true
    if (!counts) failed += 1
  }
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exitCode = broken || failed > 0 ? 1 : 0
