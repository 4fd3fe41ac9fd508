import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { RoutesScanner } from '@adonisjs/assembler/routes_scanner'
import { generateRegistry } from '@tuyau/core/hooks'
import {
  CLIENT_REGISTRY_DIR,
  CLIENT_REGISTRY_FILES,
  clientRegistryOptions,
} from '../../../app/http/api_client/client_registry.js'

type Hook = (parent: unknown, scanner: RoutesScanner) => unknown

/**
 * Runs Tuyau's registry hook as `node ace codegen` does (the assembler's routes scanner over the
 * committed router's routes), writing into `outputDir` instead of the kept registry.
 */
async function generateRegistryInto(outputDir: string) {
  const hooks = new Map<string, Hook>()
  // the hook as adonisrc.ts registers it, an object with `run` (typed loosely as a lazy import)
  const registryHook = generateRegistry({ ...clientRegistryOptions, output: outputDir }) as {
    run(parent: unknown, hooks: { add(name: string, hook: Hook): void }): Promise<void>
  }
  await registryHook.run(null, { add: (name, hook) => hooks.set(name, hook) })
  router.commit()
  const scanner = new RoutesScanner(fileURLToPath(app.appRoot), [])
  await hooks.get('routesScanning')!(null, scanner)
  const routes = JSON.parse(JSON.stringify(router.toJSON())) as Record<string, object[]>
  for (const domain of Object.keys(routes)) await scanner.scan(routes[domain] as never)
  await hooks.get('routesScanned')!({ ui: { logger: { info() {} } } }, scanner)
}

test.group('API client: the kept registry', () => {
  test('is what the routes, validators and controllers generate today', async ({ assert }) => {
    const outputDir = await mkdtemp(join(tmpdir(), 'pathshala-registry-'))
    try {
      await generateRegistryInto(outputDir)
      for (const file of CLIENT_REGISTRY_FILES) {
        const generated = await readFile(join(outputDir, file), 'utf8')
        const kept = await readFile(join(CLIENT_REGISTRY_DIR, file), 'utf8').catch(() => '')
        // a failure here means: run `npm run generate` in api/ and commit .adonisjs/client
        assert.isTrue(kept === generated, `.adonisjs/client/registry/${file} is stale`)
      }
    } finally {
      await rm(outputDir, { recursive: true, force: true })
    }
  })

  test('leaves out what no client calls and keeps every /api/v1 call', async ({ assert }) => {
    const schema = await readFile(join(CLIENT_REGISTRY_DIR, 'schema.d.ts'), 'utf8')
    const patterns = [...schema.matchAll(/^ {4}pattern: '([^']*)'$/gm)].map((match) => match[1])
    assert.isAbove(patterns.length, 60)
    assert.isTrue(patterns.every((pattern) => pattern!.startsWith('/api/v1/')))
    assert.include(patterns, '/api/v1/courses/getAllCourses')
    assert.notInclude(patterns, '/api/v1/payment/webhook')
  })
})
