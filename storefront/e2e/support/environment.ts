/*
| What the global setup hands to the test workers. Playwright starts workers
| with the runner's environment, so the setup publishes these variables.
*/
export const ENV = {
  /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
  baseUrl: 'E2E_BASE_URL',
  /** Folder where the SMTP stand-in writes each received mail as JSON. */
  mailDir: 'E2E_MAIL_DIR',
} as const

export function readEnv(name: (typeof ENV)[keyof typeof ENV]): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`)
  return value
}
