/*
| Loaded with `--import` (NODE_OPTIONS) into a started server: appends the URL of every module
| the process loads to the file MODULE_LOG names, so a test reads the module graph a start
| really loaded (tests/functional/system/dev_tools.spec.ts). Plain TypeScript Node strips itself.
*/
import { appendFileSync } from 'node:fs'
import { registerHooks } from 'node:module'

const log = process.env.MODULE_LOG
if (log) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(log, `${url}\n`)
      return nextLoad(url, context)
    },
  })
}
