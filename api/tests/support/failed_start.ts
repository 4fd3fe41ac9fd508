import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Starts the API (`bin/server.ts`) with a minimal development environment plus
 * `settings`, where it must refuse to start: answers its exit code and output,
 * or null when it started after all. The database address leads nowhere, so a
 * start that gets past the settings fails later anyway, and not with their message.
 */
export async function failedStart(settings: Record<string, string>) {
  const start = promisify(execFile)(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bin/server.ts'],
    {
      cwd: API_ROOT,
      timeout: 30_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '9',
        APP_KEY: 'a-development-key-of-32-characters!!',
        DATABASE_URL: 'postgres://pathshala@127.0.0.1:9/never_used',
        ...settings,
      },
    }
  )
  return start.then(
    () => null,
    (error: { code: number | null; stdout: string; stderr: string }) => error
  )
}
