/*
| Test runner entrypoint: a throwaway embedded PostgreSQL unless
| TEST_DATABASE_URL or DATABASE_URL is given.
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { prepareRuntime } from './runtime.js'
import { configureGoogleStandIn } from '../tests/support/google_stand_in.js'
import { configureRazorpayStandIn } from '../tests/support/razorpay_stand_in.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

const database = await prepareRuntime('test')
// Google sign-in runs against a local stand-in; its settings must exist before boot
await configureGoogleStandIn()
// payments run in live mode against a local Razorpay stand-in, likewise
await configureRazorpayStandIn()

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate(), () => database.release()]),
      },
    })
  })
  .run(() => run())
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database.release()
  })
