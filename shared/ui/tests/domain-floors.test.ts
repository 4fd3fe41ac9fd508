// @vitest-environment node
/*
| The API's domain floors (docs/architecture.md#domain-floors) are a lint rule: eslint.config.js
| turns its one table, DOMAIN_FLOORS, into eslint-plugin-import's no-restricted-paths zones. Proven
| here on snippets linted in memory as files of api/app: an import up a floor and one to a sibling
| on the same floor fail, however they are written (the domain's alias, a file inside it, a
| relative path, a type, a re-export, a lazy import), while the same imports down pass; then every
| pair of the folders of api/app is checked against the table.
*/
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP = join(ROOT, 'api/app')
const ZONE = 'import/no-restricted-paths'

let eslint: ESLint
let floors: Record<string, number>

/** The domain-floor errors for `code` as the file at `path` (from the root). */
async function floorErrors(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(ROOT, path) })
  // a snippet that does not parse would pass as having no error
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return (
    result!.messages
      .filter((message) => message.ruleId === ZONE && message.message.includes('Domain floors:'))
      // past the rule's own preamble ('Unexpected path "#payments" imported in restricted zone.')
      .map(({ message }) => message.slice(message.indexOf('Domain floors:')))
  )
}

const upward = (from: string, fromFloor: number, to: string, toFloor: number) =>
  expect.stringMatching(
    new RegExp(`^Domain floors: ${from} \\(floor ${fromFloor}\\).* ${to} is on floor ${toFloor}\\.`)
  )
const sibling = (from: string, to: string, floor: number) =>
  expect.stringMatching(
    new RegExp(
      `^Domain floors: ${from} \\(floor ${floor}\\).* ${to} is its sibling on floor ${floor}\\.`
    )
  )

/** A module of api/app/<folder> to import: its public entry, else its first TypeScript file. */
function moduleOf(folder: string): string | undefined {
  if (existsSync(join(APP, folder, 'index.ts'))) return join(APP, folder, 'index.ts')
  const first = readdirSync(join(APP, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort()[0]
  return first ? join(APP, folder, first) : undefined
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT })
  const config = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
    DOMAIN_FLOORS: Record<string, number>
  }
  floors = config.DOMAIN_FLOORS
})

describe('domain floors in the API, enforced by lint', { timeout: 180_000 }, () => {
  it('refuses an import up a floor, however it is written', async () => {
    const file = 'api/app/accounts/services/floor.ts'
    for (const code of [
      "export { PurchaseService } from '#payments'",
      "export * from '#payments/services/purchase_service'",
      "export * from '../../payments/index.ts'",
      "import type { Order } from '#payments'\nexport type Orders = Order[]",
      "export const load = () => import('#payments')",
    ]) {
      expect(await floorErrors(file, code), code).toEqual([upward('accounts', 1, 'payments', 6)])
    }
    // one floor up is as wrong as five
    expect(await floorErrors(file, "export { mediaHost } from '#media'")).toEqual([
      upward('accounts', 1, 'media', 2),
    ])
    // core is the ground: it imports no domain
    expect(
      await floorErrors('api/app/core/services/floor.ts', "export { User } from '#accounts'")
    ).toEqual([upward('core', 0, 'accounts', 1)])
  })

  it('refuses an import of a sibling on the same floor, both ways', async () => {
    expect(
      await floorErrors('api/app/catalogue/services/floor.ts', "export { StoreItem } from '#store'")
    ).toEqual([sibling('catalogue', 'store', 3)])
    expect(
      await floorErrors(
        'api/app/store/services/floor.ts',
        "import type { Course } from '../../catalogue/index.ts'\nexport type Courses = Course[]"
      )
    ).toEqual([sibling('store', 'catalogue', 3)])
  })

  it('passes an import down, and a domain importing itself', async () => {
    const file = 'api/app/payments/services/floor.ts'
    for (const code of [
      "export { StoreItem } from '#store'",
      "export { Course } from '#catalogue'",
      "export { User } from '#accounts'",
      "export * from '../../store/index.ts'",
      "export * from '#core/services/csv'",
      "export * from '#payments/services/money'",
    ]) {
      expect(await floorErrors(file, code), code).toEqual([])
    }
    // http/ is on top: it may use every domain
    expect(
      await floorErrors('api/app/http/controllers/floor.ts', "export { Order } from '#payments'")
    ).toEqual([])
    // the route files, the tests and the rest outside app/ are no domain
    expect(
      await floorErrors('api/start/routes/floor.ts', "export { Order } from '#payments'")
    ).toEqual([])
  })

  it('gives every folder of api/app a floor, and keeps each to the floors below it', async () => {
    const folders = readdirSync(APP, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => name)
    expect(folders.filter((folder) => !(folder in floors))).toEqual([])
    for (const folder of folders) {
      for (const other of folders) {
        const target = other === folder ? undefined : moduleOf(other)
        if (!target) continue
        const file = join('api/app', folder, 'floor_check.ts')
        const path = relative(join(APP, folder), target).replaceAll('\\', '/')
        const errors = await floorErrors(file, `export * from './${path}'`)
        const pair = `${folder} (floor ${floors[folder]}) -> ${other} (floor ${floors[other]})`
        expect(errors.length, pair).toBe(floors[other]! >= floors[folder]! ? 1 : 0)
      }
    }
  })
})
