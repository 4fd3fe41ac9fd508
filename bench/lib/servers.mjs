/*
| The two servers under load, each in its own process: the API as `npm start`
| runs it (bin/server.ts through ts-exec), in production mode, and the bare
| baseline (bench/baseline/server.mjs).
*/
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startProcess, waitForHttp } from './processes.mjs'

const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url))
const BASELINE = fileURLToPath(new URL('../baseline/server.mjs', import.meta.url))

/** Settings a production start requires; SMTP is not used by the calls measured. */
function apiEnvironment(databaseUrl, port) {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    APP_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: databaseUrl,
    SMTP_HOST: '127.0.0.1',
    MAIL_FROM: 'bench@pathshala.test',
    SEED_DEMO: 'false',
  }
  // local media and the default session store whatever the caller's shell says
  for (const name of ['CLOUDINARY_URL', 'SESSION_DRIVER', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
    env[name] = undefined
  }
  return env
}

function withoutUndefined(env) {
  const merged = { ...process.env, ...env }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  return merged
}

/**
 * Starts the API (which applies pending migrations before it listens) and
 * waits until its health call answers. `extra` adds settings (the cluster
 * rows' REDIS_URL).
 */
export async function startApi(databaseUrl, port, extra = {}) {
  const entry = startProcess('API server', ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: API_DIR,
    env: withoutUndefined({ ...apiEnvironment(databaseUrl, port), ...extra }),
  })
  await waitForHttp(entry, `http://127.0.0.1:${port}/api/v1/health`)
  return entry
}

export async function startBaseline(databaseUrl, port) {
  const entry = startProcess('baseline server', [BASELINE], {
    env: withoutUndefined({ DATABASE_URL: databaseUrl, PORT: String(port) }),
  })
  await waitForHttp(entry, `http://127.0.0.1:${port}/health`)
  return entry
}
