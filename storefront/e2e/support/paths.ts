import { fileURLToPath } from 'node:url'

/** Folders the harness works with, from this file's place in the repository. */
export const STOREFRONT_DIR = fileURLToPath(new URL('../../', import.meta.url))
export const API_DIR = fileURLToPath(new URL('../../../api/', import.meta.url))
/** Git-ignored; screenshots of every screen land here for people to look at. */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url))
/** Git-ignored (test-results); the API's log of the last run, for when a test fails. */
export const SERVER_LOG = fileURLToPath(
  new URL('../../test-results/e2e-server.log', import.meta.url)
)
