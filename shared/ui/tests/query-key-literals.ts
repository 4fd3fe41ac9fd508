/*
| The front ends' rule for TanStack Query keys (docs/architecture.md, "Front ends"): one key
| factory per feature, `features/<name>/api/<name>-keys.ts` exporting `<name>Keys`, and every key
| taken from a factory, so invalidating a factory's prefix reaches every query of that data.
| Read from the sources rather than linted: eslint.config.js is not this rule's to change.
*/
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { globSync } from 'tinyglobby'

/** The React sources of each front end, tests aside (a test may spell out a key's shape). */
export const FRONT_END_SOURCES = ['storefront/src', 'admin-desktop/src/renderer/src']

/** A key factory's file: `features/<name>/api/<name>-keys.ts` (either separator: Windows). */
export const KEY_FACTORY = /(?:^|[/\\])features[/\\]([\w-]+)[/\\]api[/\\]\1-keys\.ts$/

/** A query key written as an array literal, in any of the ways a key is handed to the cache. */
const KEY_LITERALS = [
  // { queryKey: [...] }: query options and the filters of invalidateQueries, useIsFetching, ...
  /\bqueryKey\s*:\s*\[/g,
  // the QueryClient methods that take a key itself
  /\.(?:getQueryData|setQueryData|getQueryState)\s*(?:<[^(]*>)?\(\s*\[/g,
  // a key kept in a constant or built by a function of its own: CURRENT_USER_KEY = [...]
  /\b\w*(?:Key|KEY)\s*=\s*(?:\([^)]*\)\s*=>\s*)?\[/g,
]

/** `line: text` of every query key written as an array literal in `code`. */
export function keyLiteralsIn(code: string) {
  return KEY_LITERALS.flatMap((pattern) => [...code.matchAll(pattern)])
    .sort((one, other) => one.index - other.index)
    .map((match) => {
      const line = code.slice(0, match.index).split('\n').length
      return `${line}: ${match[0].replace(/\s+/g, ' ')}`
    })
}

/** The front ends' source files under `root`, as paths from it. */
export function frontEndSources(root: string) {
  return globSync(
    FRONT_END_SOURCES.map((folder) => `${folder}/**/*.{ts,tsx}`),
    { cwd: root, ignore: ['**/*.test.{ts,tsx}', '**/node_modules/**'] }
  ).sort()
}

/** `path:line: text` of every key literal outside a key factory, in the front ends at `root`. */
export function keyLiteralsOutsideFactories(root: string) {
  return frontEndSources(root)
    .filter((path) => !KEY_FACTORY.test(path))
    .flatMap((path) =>
      keyLiteralsIn(readFileSync(join(root, path), 'utf8')).map((hit) => `${path}:${hit}`)
    )
}

/** Every `*-keys.ts` file that is not its feature's one factory (misplaced or misnamed). */
export function misplacedKeyFiles(root: string) {
  return frontEndSources(root).filter(
    (path) => path.endsWith('-keys.ts') && !KEY_FACTORY.test(path)
  )
}
