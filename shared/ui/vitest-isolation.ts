import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { globSync } from 'tinyglobby'

/** `vi.mock(...)` or `vi.doMock(...)`: the file replaces a module for itself. */
const REPLACES_A_MODULE = /\bvi\s*\.\s*(mock|doMock)\s*\(/

/**
 * The kit's test files split by how they must run.
 *
 * Most files share their worker's modules (`isolate: false`): Blueprint and React are imported
 * once per worker instead of once per file, which was most of the suite's time. A file that
 * replaces a module with `vi.mock` cannot share: the modules it replaces were already loaded,
 * unreplaced, by the files before it. Those files, found here by reading them, keep a context of
 * their own, so a new test that mocks is isolated without anyone listing it. (The front ends'
 * component files keep a context each: shuffled, several of theirs failed when sharing, through
 * module state such as fake timers and overlays left by the file before.)
 */
export function testFilesByIsolation(root: string, include: string[], exclude: string[] = []) {
  const files = globSync(include, { cwd: root, ignore: exclude })
  const isolated = files.filter((file) =>
    REPLACES_A_MODULE.test(readFileSync(join(root, file), 'utf8'))
  )
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) }
}
