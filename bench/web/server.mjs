/*
| The product as production runs it (NODE_ENV=production), serving the build
| under test, on a throwaway database seeded with the demo data so /home shows
| real courses.
*/
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { freePort } from '../lib/database.mjs'
import { startProcess, waitForHttp } from '../lib/processes.mjs'

const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url))

const UNWANTED = ['CLOUDINARY_URL', 'SESSION_DRIVER', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'MEDIA_ROOT']

export async function startProduct({ databaseUrl, storageDir, storefrontDir }) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = { ...process.env }
  for (const name of UNWANTED) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
    APP_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: databaseUrl,
    // uploads and generated thumbnails of the seed stay out of the project's api/storage
    STORAGE_DIR: storageDir,
    STOREFRONT_DIR: storefrontDir,
    SMTP_HOST: '127.0.0.1',
    MAIL_FROM: 'bench@pathshala.test',
    SEED_DEMO: 'true',
  })
  const api = startProcess('API server', ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: API_DIR,
    env,
  })
  await waitForHttp(api, `${origin}/api/v1/health`, 180_000)
  return { api, origin, env }
}
