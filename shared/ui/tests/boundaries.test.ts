// @vitest-environment node
/*
| The repository's import boundaries are lint rules (eslint.config.js): eslint-plugin-import's
| no-restricted-paths zones on resolved files, and no-restricted-imports on package names. Each
| is proven here on a deliberately bad snippet linted in memory, next to an allowed one, so a
| rule that stops firing (or fires on everything) fails the tests, not only `npm run lint`.
*/
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const ZONE = 'import/no-restricted-paths'
const NAME = 'no-restricted-imports'

let eslint: ESLint

/** `rule: message` of every boundary error for `code` as the file at `path` (from the root). */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${path}` })
  return result!.messages
    .filter((message) => message.ruleId === ZONE || message.ruleId === NAME)
    .map((message) => `${message.ruleId}: ${message.message}`)
    .sort()
}

/** An error of `rule` that says `text`. */
const error = (rule: string, text: string) =>
  expect.stringMatching(new RegExp(`^${rule}: .*${text}`))

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

describe('import boundaries enforced by lint', { timeout: 180_000 }, () => {
  it('features use each other only through their public entry', async () => {
    const file = 'storefront/src/features/home/components/Boundary.tsx'
    expect(
      await boundaryErrors(
        file,
        "export { CourseCard } from '../../catalogue/components/CourseCard.tsx'"
      )
    ).toEqual([error(ZONE, 'only through its public entry')])
    expect(
      await boundaryErrors(file, "export { CourseCard } from '../../catalogue/index.ts'")
    ).toEqual([])
    expect(
      await boundaryErrors(file, "export { useCarousel } from '../hooks/use-carousel.ts'")
    ).toEqual([])
  })

  it('the storefront never imports the admin app, by path or by name', async () => {
    const file = 'storefront/src/app/Boundary.ts'
    expect(
      await boundaryErrors(file, "export * from '../../../admin-desktop/vite.web.config.ts'")
    ).toEqual([error(ZONE, 'never imports the admin app')])
    expect(await boundaryErrors(file, "export * from '@pathshala/admin-desktop'")).toContainEqual(
      error(NAME, 'never imports the admin app')
    )
    expect(await boundaryErrors(file, "export * from '@pathshala/ui'")).toEqual([])
  })

  it('the admin app never imports the storefront, by path or by name', async () => {
    const file = 'admin-desktop/src/renderer/src/Boundary.ts'
    expect(
      await boundaryErrors(file, "export * from '../../../../storefront/src/app/api.ts'")
    ).toEqual([error(ZONE, 'never imports the storefront')])
    expect(await boundaryErrors(file, "export * from '@pathshala/storefront'")).toContainEqual(
      error(NAME, 'never imports the storefront')
    )
    expect(await boundaryErrors(file, "export * from '@pathshala/ui'")).toEqual([])
  })

  it('the API never imports the UI kit', async () => {
    const file = 'api/app/core/boundary.ts'
    expect(await boundaryErrors(file, "export * from '@pathshala/ui'")).toContainEqual(
      error(NAME, 'never imports the React UI kit')
    )
    expect(
      await boundaryErrors(file, "export * from '../../../shared/ui/src/lib/initials.ts'")
    ).toEqual([error(ZONE, 'never imports the React UI kit')])
    expect(await boundaryErrors(file, "export * from '@pathshala/shared'")).toEqual([])
  })

  it('an API domain is used from the rest of the app only through its public entry', async () => {
    const file = 'api/app/catalogue/services/boundary.ts'
    for (const path of ['#accounts/models/user', '../../accounts/models/user.ts']) {
      expect(await boundaryErrors(file, `export { default } from '${path}'`)).toEqual([
        error(ZONE, 'only through its public entry \\(#accounts'),
      ])
    }
    expect(await boundaryErrors(file, "export { User } from '#accounts'")).toEqual([])
    // inside itself a domain imports freely
    expect(
      await boundaryErrors(file, "export * from '#catalogue/services/course_duration'")
    ).toEqual([])
    // the shared parts of app/ too go through the entry; the route files load controllers directly
    expect(
      await boundaryErrors(
        'api/app/http/services/boundary.ts',
        "export * from '#media/services/media_host'"
      )
    ).toEqual([error(ZONE, 'only through its public entry \\(#media')])
    expect(
      await boundaryErrors(
        'api/start/routes/boundary.ts',
        "export { default } from '#media/controllers/media_files_controller'"
      )
    ).toEqual([])
  })

  it('only start/dev_tools.ts loads the development-only api/dev', async () => {
    const simulator = "export * from '#dev/razorpay_simulator/services/ids'"
    for (const file of [
      'api/app/payments/services/boundary.ts',
      'api/start/boundary.ts',
      'api/start/routes/boundary.ts',
      'api/config/boundary.ts',
    ]) {
      expect(await boundaryErrors(file, simulator)).toEqual([
        error(ZONE, 'Only start/dev_tools.ts'),
      ])
    }
    expect(
      await boundaryErrors(
        'api/app/payments/services/boundary.ts',
        "export * from '../../../dev/demo/png_image.ts'"
      )
    ).toEqual([error(ZONE, 'Only start/dev_tools.ts')])
    expect(await boundaryErrors('api/start/dev_tools.ts', simulator)).toEqual([])
    // the tests use it directly, and inside api/dev its files import each other
    expect(await boundaryErrors('api/tests/functional/boundary.ts', simulator)).toEqual([])
    expect(await boundaryErrors('api/dev/demo/boundary.ts', simulator)).toEqual([])
  })

  it('@pathshala/shared imports no React', async () => {
    const file = 'shared/src/boundary.ts'
    for (const name of ['react', 'react-dom/client', 'jotai', '@blueprintjs/core']) {
      expect(await boundaryErrors(file, `export * from '${name}'`)).toEqual([
        error(NAME, 'free of React'),
      ])
    }
    expect(await boundaryErrors(file, "export * from '@pathshala/ui'")).toContainEqual(
      error(NAME, 'free of React')
    )
    expect(await boundaryErrors(file, "export * from '../ui/src/lib/initials.ts'")).toEqual([
      error(ZONE, 'free of React'),
    ])
    expect(await boundaryErrors(file, "export * from './format/money.ts'")).toEqual([])
  })

  it('shared code, core and UI kit, never imports an app', async () => {
    const apps = [
      '../../api/app/core/transformers/envelope.ts',
      '../../storefront/src/app/api.ts',
      '../../admin-desktop/src/renderer/src/platform/platform.ts',
    ]
    for (const app of apps) {
      expect(
        await boundaryErrors('shared/src/boundary.ts', `export * from '${app}'`)
      ).toContainEqual(error(ZONE, 'never imports an app'))
    }
    expect(
      await boundaryErrors(
        'shared/ui/src/lib/boundary.ts',
        "export * from '../../../../storefront/src/app/api.ts'"
      )
    ).toContainEqual(error(ZONE, 'never imports an app'))
    expect(
      await boundaryErrors(
        'shared/ui/src/lib/boundary.ts',
        "export * from '../../../src/format/money.ts'"
      )
    ).toEqual([])
  })

  it("a front end takes from the API only its generated contract's types", async () => {
    const storefront = 'storefront/src/app/boundary.ts'
    expect(
      await boundaryErrors(storefront, "export * from '../../../api/app/catalogue/index.ts'")
    ).toEqual([error(ZONE, 'only the API.s generated contract')])
    expect(await boundaryErrors(storefront, "export * from '@pathshala/api/registry'")).toEqual([
      error(NAME, 'only the generated contract.s types'),
    ])
    expect(
      await boundaryErrors(
        'admin-desktop/src/shared/boundary.ts',
        "export type { Registry } from '@pathshala/api/registry/schema'"
      )
    ).toEqual([])
    // shared code never: the contract client is generic over the registry the app binds it to
    for (const file of ['shared/src/boundary.ts', 'shared/ui/src/lib/boundary.ts']) {
      expect(
        await boundaryErrors(file, "export type { Registry } from '@pathshala/api/registry/schema'")
      ).toContainEqual(error(NAME, 'never imports an app'))
    }
  })

  it("the renderer and the desktop's main process never import each other", async () => {
    expect(
      await boundaryErrors(
        'admin-desktop/src/renderer/src/Boundary.ts',
        "export * from '../../main/logging.ts'"
      )
    ).toEqual([error(ZONE, 'never imports the main process')])
    expect(
      await boundaryErrors(
        'admin-desktop/src/main/boundary.ts',
        "export * from '../renderer/src/platform/platform.ts'"
      )
    ).toEqual([error(ZONE, 'never imports the renderer')])
    // the renderer knows the preload's API by its type
    expect(
      await boundaryErrors(
        'admin-desktop/src/renderer/src/Boundary.ts',
        "export type { DesktopApi } from '../../preload/desktop-api.ts'"
      )
    ).toEqual([])
  })
})
