import { readFile } from 'node:fs/promises'
import type { JsonSchema, ReferenceRoute, RouteAccess } from './reference_route.js'

/**
 * The facts the reference is made of, as the router and the assembler's
 * routes scanner hand them over (structurally typed: the scanner is a
 * development tool and never loaded by the server).
 */
export type RouterRoute = {
  name?: string
  pattern: string
  methods: string[]
  middleware: { all(): Set<unknown> }
}

export type ScannedRoute = {
  name: string
  pattern: string
  validators?: { name: string; import: { type: string; specifier: string; value: string } }[]
  controller?: { path: string; method: string }
}

type Sources = {
  /** Imports a validator's module by the specifier the controller uses (`#accounts/validators/auth`). */
  importModule: (specifier: string) => Promise<Record<string, unknown>>
  readSource?: (path: string) => Promise<string>
}

/** Only the public API is described: not the pages, not the catch-all, not the dev-only simulator. */
const API_PREFIX = '/api/v1/'
const DEV_ONLY_PREFIXES = ['/api/v1/razorpay-simulator/']
const CATCH_ALL_NAMES = new Set(['web_app.api_not_found'])

export function isDescribedRoute(route: { name?: string; pattern: string }) {
  return (
    Boolean(route.name) &&
    route.pattern.startsWith(API_PREFIX) &&
    !CATCH_ALL_NAMES.has(route.name!) &&
    !DEV_ONLY_PREFIXES.some((prefix) => route.pattern.startsWith(prefix))
  )
}

type NamedMiddleware = { name?: string; args?: { guards?: string[] } }

/** The strictest rule a route's middleware applies decides who may call it. */
export function accessOf(route: RouterRoute): { access: RouteAccess; guards: string[] } {
  const named = [...route.middleware.all()] as NamedMiddleware[]
  const auth = named.find((entry) => entry.name === 'auth')
  // AuthMiddleware authenticates any call that brings a bearer token with the token guard
  // (app/http/middleware/auth_middleware.ts), so every guarded route takes an access token too:
  // logout revokes the token it was called with, for instance
  const guards = auth ? [...new Set([...(auth.args?.guards ?? ['web']), 'api'])] : []
  if (named.some((entry) => entry.name === 'admin')) return { access: 'admin', guards }
  if (auth) return { access: 'signed-in', guards }
  if (named.some((entry) => entry.name === 'currentUser')) {
    return { access: 'optional-sign-in', guards: [] }
  }
  return { access: 'public', guards: [] }
}

/** "POST /courses/createCategory (admin):" repeats what the reference shows beside it. */
const ROUTE_PREFIX = /^(?:[A-Z]+\|)*[A-Z]+ \/\S*(?: \([^)]*\))?:?/

/** The doc comment right above `async <method>(` in the controller's source, as plain text. */
export function methodDocComment(source: string, method: string) {
  const escaped = method.replace(/[^\w$]/g, '')
  const match = new RegExp(
    String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*(?:public\s+)?async\s+${escaped}\s*\(`
  ).exec(source)
  if (!match) return undefined
  const text = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim()
  return text.replace(ROUTE_PREFIX, '').trim() || undefined
}

async function inputSchema(route: ScannedRoute, sources: Sources) {
  const validator = route.validators?.[0]
  if (!validator) return undefined
  const module = await sources.importModule(validator.import.specifier)
  const exportName =
    validator.import.type === 'default' ? 'default' : validator.name.split('.').pop()!
  const found = module[exportName] as { toJSONSchema?: () => JsonSchema } | undefined
  if (typeof found?.toJSONSchema !== 'function') {
    throw new Error(
      `${route.name}: ${validator.name} from ${validator.import.specifier} is no validator`
    )
  }
  return found.toJSONSchema()
}

/**
 * Joins the router's routes with what the scanner found in their controllers
 * (validators, controller files), in the router's order.
 */
export async function collectReferenceRoutes(
  routes: RouterRoute[],
  scanned: ScannedRoute[],
  sources: Sources
): Promise<ReferenceRoute[]> {
  const readSource = sources.readSource ?? ((path: string) => readFile(path, 'utf8'))
  const scannedByName = new Map(scanned.map((route) => [route.name, route]))
  const described: ReferenceRoute[] = []

  for (const route of routes.filter(isDescribedRoute)) {
    const found = scannedByName.get(route.name!)
    const controller = found?.controller
    const description = controller
      ? methodDocComment(await readSource(controller.path), controller.method)
      : undefined
    described.push({
      name: route.name!,
      pattern: route.pattern,
      methods: route.methods.filter((method) => method !== 'HEAD'),
      ...accessOf(route),
      input: found ? await inputSchema(found, sources) : undefined,
      description,
    })
  }
  return described
}
