import { fileURLToPath } from 'node:url'

/**
 * The API client's contract (docs/api-contract.md#generated-client): Tuyau's registry of every
 * route the front ends call, with its validator's input and its controller's answer, written to
 * .adonisjs/client/registry by `node ace codegen` (the api's `npm run generate`) and kept in git,
 * so the front ends type-check on a fresh clone; the freshness test fails when it is stale.
 */
export const CLIENT_REGISTRY_DIR = fileURLToPath(
  new URL('../../../.adonisjs/client/registry/', import.meta.url)
)

/** The files Tuyau writes there. */
export const CLIENT_REGISTRY_FILES = ['index.ts', 'schema.d.ts', 'tree.d.ts'] as const

/**
 * Routes no client calls through the API client: pages and files the browser navigates to, the
 * Razorpay webhook and, in development, the Razorpay simulator (mounted only without keys, so
 * leaving it out keeps the contract the same in every environment).
 */
const NOT_CALLED_BY_CLIENTS =
  /^(web_app|api_reference|media_files|checkout|api)\.|^payment_webhooks$/

/** Tuyau's `generateRegistry` options, shared by adonisrc.ts and the freshness test. */
export const clientRegistryOptions = {
  output: CLIENT_REGISTRY_DIR,
  routes: { except: [NOT_CALLED_BY_CLIENTS] },
}
