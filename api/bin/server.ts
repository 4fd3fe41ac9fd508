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

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.terminating(async () => {
      await database?.release()
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start()
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database?.release()
  })
