/*
| `npm test`: runs every workspace's suites and ends with a single
| `N passed, N failed` line that sums them all. Exits non-zero when any suite
| fails or reports no result. The API suite and the cluster check run beside the
| unit suites and the front-end builds (those whose sources changed since their
| last build only); the end-to-end suites follow, one at a time.
*/
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ANSI = /\u001B\[[0-9;]*m/g

const plain = (output) => output.replace(ANSI, '').split('\n')

/** Japa and Vitest both close with `Tests  N passed, N failed` (Vitest with `|`). */
function unitCounts(output) {
  const summary = plain(output)
    .reverse()
    .find((line) => /^\s*Tests\s+/.test(line))
  if (!summary) return null
  const number = (word) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0)
  return { passed: number('passed'), failed: number('failed'), skipped: number('skipped') }
}

/**
 * Playwright's list reporter closes with one line per outcome: `  6 passed (43.6s)`,
 * `  1 failed`, `  2 flaky`, `  1 skipped`, `  3 did not run`, `  1 interrupted`. A flaky
 * test passed on its retry; tests that did not run or were interrupted count as failed.
 */
function playwrightCounts(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  let found = false
  for (const line of plain(output)) {
    const match = line.match(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/)
    if (!match) continue
    found = true
    const count = Number(match[1])
    if (match[2] === 'passed' || match[2] === 'flaky') counts.passed += count
    else if (match[2] === 'skipped') counts.skipped += count
    else counts.failed += count
  }
  return found ? counts : null
}

/** node:test's spec reporter closes with `ℹ pass N`, `ℹ fail N`, `ℹ cancelled N`, `ℹ skipped N`. */
function nodeTestCounts(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  let found = false
  for (const line of plain(output)) {
    const match = line.match(/^ℹ (pass|fail|cancelled|skipped) (\d+)\s*$/)
    if (!match) continue
    found = true
    const count = Number(match[2])
    if (match[1] === 'pass') counts.passed += count
    else if (match[1] === 'skipped') counts.skipped += count
    else counts.failed += count
  }
  return found ? counts : null
}

/** A test's heading: Japa `❯ suite / title`, Vitest `FAIL  file > title`, Playwright `1) [chromium] › …`. */
const FAILED_TEST = /^\s*(❯ \S.* \/ |FAIL\s|\d+\) \[)/
/** Where an error's message starts, and where its stack or code frame begins. */
const ERROR_START = /\b[A-Za-z]*Error\b:/
const ERROR_END = /^\s*$|^\s*(⁃ )?at |┃/
/** Where Japa and Vitest start reporting failures (before it, an error is only logged). */
const FAILURES_SECTION = /^\s*(ERRORS|⎯+ Failed Tests \d+ ⎯+)\s*$/

/**
 * The failed tests' headings and error messages, repeated after every suite
 * has run: CI may keep only the start and end of a long output, and the
 * middle is where a failure explains itself.
 */
function failureExcerpt(output, maxLines = 120) {
  const lines = plain(output)
  const excerpt = []
  const section = lines.findIndex((line) => FAILURES_SECTION.test(line))
  for (
    let index = Math.max(section, 0);
    index < lines.length && excerpt.length < maxLines;
    index++
  ) {
    if (FAILED_TEST.test(lines[index])) {
      excerpt.push(lines[index].trimEnd())
    } else if (ERROR_START.test(lines[index])) {
      const end = Math.min(lines.length, index + 40)
      let last = index + 1
      while (last < end && !ERROR_END.test(lines[last])) last++
      excerpt.push(...lines.slice(index, last).map((line) => line.trimEnd()))
      index = last - 1
    }
  }
  return excerpt.slice(0, maxLines)
}

/**
 * `npm run typecheck` over every workspace: one check each, the front ends' against the API's
 * generated contract (docs/api-contract.md#generated-client). npm prints each workspace's run as
 * `> @pathshala/<name>@<version> typecheck`; a failed one is followed by `npm error workspace`.
 */
function typecheckCounts(output) {
  const lines = plain(output)
  const checked = lines.filter((line) => /^> @pathshala\/\S+ typecheck$/.test(line)).length
  const failedWorkspaces = lines.filter((line) => /^npm error workspace /.test(line)).length
  if (checked === 0) return null
  return { passed: checked - failedWorkspaces, failed: failedWorkspaces, skipped: 0 }
}

const suite = {
  typecheck: {
    name: 'type check (tsc, every workspace)',
    args: ['run', 'typecheck'],
    counts: typecheckCounts,
  },
  // the repository's own scripts (npm start's build-if-changed)
  scripts: { name: 'scripts (node:test)', args: ['run', 'test:scripts'], counts: nodeTestCounts },
  shared: {
    name: 'shared (vitest)',
    args: ['test', '--workspace', '@pathshala/shared'],
    counts: unitCounts,
  },
  uiKit: {
    name: 'ui kit (vitest)',
    args: ['test', '--workspace', 'shared/ui'],
    counts: unitCounts,
  },
  api: { name: 'api (japa)', args: ['test', '--workspace', 'api'], counts: unitCounts },
  storefront: {
    name: 'storefront components (vitest)',
    args: ['test', '--workspace', 'storefront'],
    counts: unitCounts,
  },
  storefrontE2e: {
    name: 'storefront end-to-end (playwright)',
    args: ['run', 'test:e2e', '--workspace', 'storefront'],
    counts: playwrightCounts,
    servesFrontEnds: true,
  },
  admin: {
    name: 'admin-desktop',
    args: ['test', '--workspace', 'admin-desktop', '--if-present'],
    counts: unitCounts,
    optional: true,
  },
  adminE2e: {
    name: 'admin end-to-end (playwright)',
    args: ['run', 'test:e2e', '--workspace', 'admin-desktop'],
    counts: playwrightCounts,
    servesFrontEnds: true,
  },
  // two API instances behind nginx on Redis; reports its checks as skipped without them
  cluster: { name: 'cluster (nginx, redis)', args: ['run', 'test:cluster'], counts: unitCounts },
}

/**
 * The front ends as `npm start` serves them, built once for both end-to-end suites and only when
 * their sources changed since the last build (scripts/build-if-changed.mjs); the suites then skip
 * their own builds. A step of its own, run before the unit suites of its lane.
 */
const frontEndBuilds = {
  name: 'front-end builds for the end-to-end suites',
  command: process.execPath,
  args: [fileURLToPath(new URL('../scripts/build-if-changed.mjs', import.meta.url))],
  isBuild: true,
}

/**
 * The order, and what runs side by side. The API suite keeps about one core busy (Node and its
 * PostgreSQL), and so does each unit suite and the builds: on a 2-core machine the two lanes
 * together take about as long as the longer one. The cluster check mostly waits (for its
 * instances, nginx and the times it measures: 72 s, 32 s of it on a CPU), so it follows the API
 * suite in its lane. The end-to-end suites each keep every core busy (their browsers), so they
 * come after, one at a time.
 */
const SIDE_BY_SIDE = [
  [suite.api, suite.cluster, suite.typecheck],
  [frontEndBuilds, suite.scripts, suite.shared, suite.uiKit, suite.storefront, suite.admin],
]
const ONE_AT_A_TIME = [suite.storefrontE2e, suite.adminE2e]

/**
 * Runs a suite; with `live`, its output goes out as it comes, else all of it at its end (two
 * lanes' lines mixed would be unreadable).
 */
function run(step, env = {}, { live = true } = {}) {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(step.command ?? 'npm', step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        if (live) process.stdout.write(chunk)
      })
    }
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n=== ${step.name} ===\n${output}`)
      resolve({ code, output })
    })
  })
}

let passed = 0
let failed = 0
let skipped = 0
let broken = false
const lines = []
const failures = []
/** What tells the end-to-end suites to serve the builds, or {} when the build failed (each
 * suite then builds, and fails, on its own). */
let builtFrontEnds = {}

async function runStep(step, { live }) {
  if (live) console.log(`\n=== ${step.name} ===`)
  const startedAt = Date.now()
  const { code, output } = await run(step, step.servesFrontEnds ? builtFrontEnds : {}, { live })
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  if (step.isBuild) {
    if (code === 0) {
      builtFrontEnds = {
        E2E_DIST:
          process.env.E2E_DIST ?? fileURLToPath(new URL('../storefront/dist', import.meta.url)),
        E2E_ADMIN_BUILT: process.env.E2E_ADMIN_BUILT ?? '1',
      }
    } else {
      broken = true
      failed += 1
      failures.push(
        '--- front-end builds ---',
        'scripts/build-if-changed.mjs failed: see its output'
      )
    }
    lines.push(`front-end builds: ${code === 0 ? 'ready' : 'failed'}, ${seconds} s`)
    return
  }
  const counts = step.counts(output)
  if (counts) {
    passed += counts.passed
    failed += counts.failed
    skipped += counts.skipped
  }
  // a suite that exits non-zero has failed, whatever it counted; so has one that counted nothing
  if (code !== 0 || (!counts && !step.optional)) {
    broken = true
    if (!counts || counts.failed === 0) failed += 1
  }
  if (code !== 0 || (counts && counts.failed > 0)) {
    failures.push(`--- ${step.name} ---`, ...failureExcerpt(output))
  }
  const result = counts
    ? `${counts.passed} passed, ${counts.failed} failed`
    : step.optional && code === 0
      ? 'no tests'
      : 'no result'
  lines.push(`${step.name}: ${result}${code === 0 ? '' : ` (exit ${code})`}, ${seconds} s`)
}

const startedAt = Date.now()
console.log(
  `\n=== side by side: ${SIDE_BY_SIDE.map((lane) => lane.map((step) => step.name).join(', then ')).join(' | ')} ===`
)
await Promise.all(
  SIDE_BY_SIDE.map(async (lane) => {
    for (const step of lane) await runStep(step, { live: false })
  })
)
for (const step of ONE_AT_A_TIME) await runStep(step, { live: true })
lines.push(`all suites: ${Math.round((Date.now() - startedAt) / 1000)} s`)

if (failures.length > 0) console.log(`\n=== what failed ===\n${failures.join('\n')}`)
console.log(`\n${lines.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exitCode = broken || failed > 0 ? 1 : 0
