import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ENV } from './environment.ts'
import { freePort } from './free-port.ts'
import { SERVER_LOG } from './paths.ts'
import { processesUsing } from './processes.ts'
import { buildStorefront, startServer } from './server.ts'
import { startSmtpStandIn } from './smtp-stand-in.ts'

/**
 * Once per run, before any test: a production build of the storefront, the SMTP stand-in and
 * the API on a fresh data folder and a free port. The returned function (Playwright's global
 * teardown) stops all of it, checks that no process is left and deletes the folder (E2E_KEEP=1
 * keeps it).
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'pathshala-e2e-'))
  // run as root, the embedded PostgreSQL drops to the postgres user, which must reach its folder
  chmodSync(root, 0o755)
  const started = Date.now()
  mkdirSync(dirname(SERVER_LOG), { recursive: true })
  writeFileSync(SERVER_LOG, `e2e run in ${root}\n`)
  const log = (message: string) =>
    console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`)
  const removeRoot = () => {
    if (process.env.E2E_KEEP !== '1') rmSync(root, { recursive: true, force: true })
  }

  const stops: Array<() => Promise<unknown>> = []
  try {
    // E2E_DIST: a storefront built beforehand (quicker reruns, or a build of another checkout)
    const storefrontDir = process.env.E2E_DIST ?? join(root, 'dist')
    if (!process.env.E2E_DIST) {
      await buildStorefront(storefrontDir)
      log('storefront built')
    }

    const mailDir = join(root, 'mail')
    const smtp = await startSmtpStandIn(mailDir, await freePort())
    stops.push(smtp.stop)
    const server = await startServer({
      port: await freePort(),
      storageDir: join(root, 'storage'),
      storefrontDir,
      smtpPort: smtp.port,
    })
    stops.unshift(server.stop)
    log(`server up on ${server.origin} with demo data (log: ${SERVER_LOG})`)

    process.env[ENV.baseUrl] = server.origin
    process.env[ENV.mailDir] = mailDir

    return async function globalTeardown() {
      const clean = await server.stop()
      await smtp.stop()
      const left = processesUsing(root)
      removeRoot()
      log(clean ? 'server stopped' : 'server had to be killed')
      if (!clean) throw new Error(`The API did not stop on SIGTERM within 20 s; see ${SERVER_LOG}`)
      if (left.length > 0) throw new Error(`Processes left behind: ${left.join('; ')}`)
    }
  } catch (error) {
    for (const stop of stops) await stop()
    removeRoot()
    throw error
  }
}
