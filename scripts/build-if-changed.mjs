/*
| `npm start`'s prestart: builds the storefront and the browser admin only when what they are built
| from changed since their last build, so a restart serves at once.
|
| A build's inputs (its sources, the shared code, the package files, the lock file and the build
| scripts) are hashed; the hash and the list of files the build wrote are kept in `.build-hash` in
| its output folder (hidden: the API never serves a dotfile), written only after a build that
| succeeded. A build is skipped when that file names the same hash and every file it lists is
| still there; otherwise the hash file goes first, then the build runs.
|
|   node scripts/build-if-changed.mjs [storefront] [admin]   (default: both)
*/
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { glob } from 'tinyglobby'

export const HASH_FILE = '.build-hash'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** What every front end is built from besides its own folder. */
const COMMON_INPUTS = [
  'package.json',
  'package-lock.json',
  'shared/package.json',
  'shared/src/**',
  'shared/ui/package.json',
  'shared/ui/src/**',
  'scripts/precompress-static.mjs',
]

/** Component tests are beside the sources; a build never includes them. */
const NOT_INPUTS = ['**/*.test.{ts,tsx,mjs}', '**/node_modules/**']

const npmRun =
  (...args) =>
  () =>
    run('npm', ['run', ...args])

/** Each front end `npm start` serves: what it is built from, where to, and how. */
export const TARGETS = {
  storefront: {
    inputs: [
      ...COMMON_INPUTS,
      'storefront/package.json',
      'storefront/tsconfig.json',
      'storefront/index.html',
      'storefront/vite.config.ts',
      'storefront/public/**',
      'storefront/scripts/**',
      'storefront/src/**',
    ],
    output: 'storefront/dist',
    build: npmRun('build', '--workspace', 'storefront'),
  },
  admin: {
    inputs: [
      ...COMMON_INPUTS,
      'admin-desktop/package.json',
      'admin-desktop/tsconfig.web.json',
      'admin-desktop/vite.renderer.ts',
      'admin-desktop/vite.web.config.ts',
      'admin-desktop/src/renderer/**',
      'admin-desktop/src/shared/**',
    ],
    output: 'admin-desktop/out/web',
    build: npmRun('build:web', '--workspace', 'admin-desktop'),
  },
}

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))
    )
  })
}

/** The files matching `patterns` under `root`, sorted, relative to it. */
export async function filesOf(root, patterns, ignore = []) {
  const files = await glob(patterns, { cwd: root, dot: true, onlyFiles: true, ignore })
  return files.sort()
}

/** One hash of the input files' names and contents. */
export async function inputHash(root, patterns) {
  const hash = createHash('sha256')
  for (const file of await filesOf(root, patterns, NOT_INPUTS)) {
    const content = await readFile(join(root, file))
    hash.update(`${file}\0${content.length}\0`).update(content)
  }
  return hash.digest('hex')
}

/** The hash and the file list the last successful build left, or null. */
async function lastBuild(outputDir) {
  const file = join(outputDir, HASH_FILE)
  if (!existsSync(file)) return null
  const [hash, ...files] = (await readFile(file, 'utf8')).split('\n').filter(Boolean)
  return { hash, files }
}

/**
 * Builds `target` unless its inputs under `root` are those of its last build and all that build's
 * files are in place. Returns whether it built.
 */
export async function buildIfChanged(root, target) {
  const outputDir = resolve(root, target.output)
  const hash = await inputHash(root, target.inputs)
  const last = await lastBuild(outputDir)
  if (
    last?.hash === hash &&
    last.files.length > 0 &&
    last.files.every((file) => existsSync(join(outputDir, file)))
  ) {
    return false
  }
  // an interrupted or failed build must not look finished next time
  await rm(join(outputDir, HASH_FILE), { force: true })
  await target.build()
  const files = await filesOf(outputDir, ['**'], [HASH_FILE])
  if (files.length === 0) throw new Error(`the build wrote nothing into ${target.output}`)
  await writeFile(join(outputDir, HASH_FILE), `${[hash, ...files].join('\n')}\n`)
  return true
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2)
  for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
    const target = TARGETS[name]
    if (!target) throw new Error(`unknown front end "${name}" (${Object.keys(TARGETS).join(', ')})`)
    const startedAt = Date.now()
    const built = await buildIfChanged(ROOT, target)
    console.log(
      built
        ? `${name}: built into ${target.output} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`
        : `${name}: unchanged since its last build, ${target.output} kept`
    )
  }
}
