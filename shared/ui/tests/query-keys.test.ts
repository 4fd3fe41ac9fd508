// @vitest-environment node
/*
| Query keys in both front ends come from one factory per feature (query-key-literals.ts says
| the rule). The detector is proven on bad and good snippets, then run over the sources.
*/
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  frontEndSources,
  KEY_FACTORY,
  keyLiteralsIn,
  keyLiteralsOutsideFactories,
  misplacedKeyFiles,
} from './query-key-literals.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

describe('query keys come from one factory per feature', () => {
  it('finds a key written in place, however it reaches the cache', () => {
    const inPlace = [
      "useQuery({ queryKey: ['courses', 'popular', viewerId], queryFn })",
      "queryClient.invalidateQueries({ queryKey: ['store', 'books'] })",
      'useIsFetching({\n  queryKey:\n    [...PREFIX, id],\n})',
      "queryClient.setQueryData<User | null>(['current-user'], null)",
      "queryClient.getQueryData(['catalogue'])",
      "export const CURRENT_USER_KEY = ['current-user'] as const",
      "export const publicConfigKey = ['public-config'] as const",
      "const learningCourseKey = (userId: string) => ['learning-course', userId] as const",
    ]
    for (const code of inPlace) expect(keyLiteralsIn(code), code).toHaveLength(1)
    expect(keyLiteralsIn(inPlace[2]!)).toEqual(['2: queryKey: ['])
  })

  it('lets a key from a factory through', () => {
    const fromFactory = [
      'useQuery({ queryKey: catalogueKeys.list(request, userId), queryFn })',
      'queryClient.invalidateQueries({ queryKey: storeKeys.lists() })',
      'queryClient.setQueryData<User | null>(sessionKeys.currentUser(), user)',
      'useQuery({ ...categoryOptionsQuery(platform.api), staleTime: 60_000 })',
      "export const STORE_VIEW_KEY = 'pathshala-store-view'",
      'const [registerFormKey, setRegisterFormKey] = useState(0)',
    ]
    for (const code of fromFactory) expect(keyLiteralsIn(code), code).toEqual([])
  })

  it('no source of either front end writes a key outside its feature factory', () => {
    expect(frontEndSources(ROOT).length).toBeGreaterThan(100)
    expect(keyLiteralsOutsideFactories(ROOT)).toEqual([])
  })

  it("each factory is its feature's api/<name>-keys.ts, exporting <name>Keys", () => {
    expect(misplacedKeyFiles(ROOT)).toEqual([])
    const factories = frontEndSources(ROOT).filter((path) => KEY_FACTORY.test(path))
    expect(factories.length).toBeGreaterThan(10)
    for (const path of factories) {
      const feature = KEY_FACTORY.exec(path)![1]!
      const name = `${feature.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Keys`
      // \r?: a Windows checkout may end its lines with CRLF (git's core.autocrlf)
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toMatch(
        new RegExp(`^export const ${name} = \\{\\r?$`, 'm')
      )
    }
  })
})
