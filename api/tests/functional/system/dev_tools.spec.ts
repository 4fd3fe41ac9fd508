/*
| The development-only code under api/dev (the Razorpay simulator, the demo data) is loaded
| through start/dev_tools.ts only when the configuration enables it. Proven on real starts
| (bin/server.ts, as `npm start` runs it) whose every loaded module is recorded
| (tests/support/module_recorder.ts): a production start loads no file of api/dev, a
| development start loads the simulator's routes and the demo data.
*/
import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '#start/runtime/free_port'
import { freshDatabase, startServer, type StartedServer } from '#tests/support/started_server'

const DEV_FOLDER = new URL('../../../dev/', import.meta.url).href
const LOADER = new URL('../../../start/dev_tools.ts', import.meta.url).href
const RECORDER = fileURLToPath(new URL('../../support/module_recorder.ts', import.meta.url))

/** Starts the API with `settings` and records the modules it loads until it stopped. */
async function recordedStart(settings: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'pathshala-dev-tools-'))
  const log = join(folder, 'modules.txt')
  const database = await freshDatabase()
  const port = await freePort()
  let server: StartedServer | undefined
  try {
    server = await startServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      APP_KEY: 'a-key-for-the-dev-tools-test-of-32-chars',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      STORAGE_DIR: folder,
      NODE_OPTIONS: `--import=${RECORDER}`,
      MODULE_LOG: log,
      ...settings,
    })
    const simulator = await fetch(`${server.origin}/api/v1/razorpay-simulator/checkout.js`)
    await simulator.arrayBuffer()
    await server.stop()
    const modules = readFileSync(log, 'utf8').split('\n').filter(Boolean)
    return { modules, simulatorStatus: simulator.status, stdout: server.stdout() }
  } finally {
    await server?.stop()
    await database.drop()
    rmSync(folder, { recursive: true, force: true })
  }
}

const fromDevFolder = (modules: string[]) =>
  [...new Set(modules.filter((url) => url.startsWith(DEV_FOLDER)))].map((url) =>
    url.slice(DEV_FOLDER.length)
  )

test.group('Development-only code (api/dev)', (group) => {
  let production: Awaited<ReturnType<typeof recordedStart>>
  let development: Awaited<ReturnType<typeof recordedStart>>

  group.setup(async () => {
    // started together so their boots overlap
    ;[production, development] = await Promise.all([
      // production requires a mail server; none is reached here
      recordedStart({
        NODE_ENV: 'production',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '9',
        MAIL_FROM: 'Pathshala <hello@pathshala.test>',
      }),
      recordedStart({ NODE_ENV: 'development' }),
    ])
  })

  test('a production start never loads a file of api/dev', ({ assert }) => {
    // the recorder saw the start, the loader included: what it did not see was not loaded
    assert.include(production.modules, LOADER)
    assert.deepEqual(fromDevFolder(production.modules), [])
    assert.equal(production.simulatorStatus, 404)
    assert.notInclude(production.stdout, 'Demo logins')
  })

  test('a development start loads the simulator and the demo data', ({ assert }) => {
    const loaded = fromDevFolder(development.modules)
    assert.includeMembers(loaded, ['razorpay_simulator/routes.ts', 'demo/demo_data_service.ts'])
    assert.equal(development.simulatorStatus, 200)
    assert.include(development.stdout, 'Demo logins')
  })
})
