import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { buildIfChanged, filesOf, HASH_FILE, TARGETS } from './build-if-changed.mjs'

const REPO = fileURLToPath(new URL('..', import.meta.url))

let root

async function put(file, content) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), content)
}

/** A front end in a temp folder whose build counts its runs and writes two files. */
function fakeFrontEnd({ fails = false } = {}) {
  const target = {
    inputs: ['src/**', 'index.html', 'package-lock.json'],
    output: 'dist',
    builds: 0,
    async build() {
      target.builds++
      await put('dist/index.html', '<html>')
      if (fails) throw new Error('the build failed half-way')
      await put('dist/assets/app.js', 'app()')
    },
  }
  return target
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-if-changed-'))
  await put('src/app.tsx', 'export const app = 1')
  await put('src/app.test.tsx', 'test()')
  await put('index.html', '<div id="root"></div>')
  await put('package-lock.json', '{}')
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe('build-if-changed', () => {
  test('builds the first time and skips a build whose inputs did not change', async () => {
    const target = fakeFrontEnd()
    assert.equal(await buildIfChanged(root, target), true)
    assert.equal(await buildIfChanged(root, target), false)
    assert.equal(target.builds, 1)
    // the stamp names the build's files, not itself
    const stamp = (await readFile(join(root, 'dist', HASH_FILE), 'utf8')).split('\n')
    assert.deepEqual(stamp.slice(1).filter(Boolean), ['assets/app.js', 'index.html'])
  })

  test('rebuilds after a source, the HTML or the lock file changed, or a source was added', async () => {
    const target = fakeFrontEnd()
    await buildIfChanged(root, target)
    for (const [file, content] of [
      ['src/app.tsx', 'export const app = 2'],
      ['index.html', '<div id="app"></div>'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['src/features/new.ts', 'export {}'],
    ]) {
      await put(file, content)
      assert.equal(await buildIfChanged(root, target), true, `after ${file} changed`)
    }
    assert.equal(target.builds, 5)
  })

  test('a changed test file or a file outside the inputs does not rebuild', async () => {
    const target = fakeFrontEnd()
    await buildIfChanged(root, target)
    await put('src/app.test.tsx', 'test(2)')
    await put('README.md', 'notes')
    assert.equal(await buildIfChanged(root, target), false)
  })

  test('rebuilds when the output is gone or lost one of its files', async () => {
    const target = fakeFrontEnd()
    await buildIfChanged(root, target)
    await rm(join(root, 'dist/assets/app.js'))
    assert.equal(await buildIfChanged(root, target), true)
    await rm(join(root, 'dist'), { recursive: true })
    assert.equal(await buildIfChanged(root, target), true)
    assert.equal(target.builds, 3)
  })

  test('a failed build leaves no stamp, so the next start builds again', async () => {
    const target = fakeFrontEnd()
    await buildIfChanged(root, target)
    await put('src/app.tsx', 'export const app = 3')
    const failing = { ...fakeFrontEnd({ fails: true }), inputs: target.inputs }
    await assert.rejects(buildIfChanged(root, failing), /half-way/)
    assert.equal(existsSync(join(root, 'dist', HASH_FILE)), false)
    assert.equal(await buildIfChanged(root, target), true)
  })

  test("the front ends' inputs name files that exist, the shared kit's among them", async () => {
    for (const [name, target] of Object.entries(TARGETS)) {
      for (const pattern of target.inputs) {
        const files = await filesOf(REPO, [pattern])
        assert.ok(files.length > 0, `${name}: nothing matches ${pattern}`)
      }
      assert.ok(target.inputs.includes('shared/ui/src/**'), name)
    }
  })
})
