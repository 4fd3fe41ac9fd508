import { readFile } from 'node:fs/promises'
import type { JsonSchema, ReferenceRoute, RouteAccess } from './reference_route.js'
import { isDescribedPath } from './described_paths.js'

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

const CATCH_ALL_NAMES = new Set(['web_app.api_not_found'])

/** Only the public API is described: not the pages, not the catch-all, not the dev-only simulator. */
export function isDescribedRoute(route: { name?: string; pattern: string }) {
  return Boolean(route.name) && isDescribedPath(route.pattern) && !CATCH_ALL_NAMES.has(route.name!)
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

/**
 * InputSanityMiddleware refuses, before any validator runs, every request that carries the NUL
 * character in a string (#http/services/request_input): every text field of every route refuses
 * it, so each says so.
 */
export const NUL_FREE_PATTERN = '^[^\\u0000]*$'

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const
const SUBSCHEMAS = ['items', 'additionalItems', 'additionalProperties', 'contains', 'not'] as const

/**
 * May this (sub)schema be text that says nothing about its characters? Text with a pattern,
 * a format (a date, an email address, a URL, a UUID: none has a NUL) or a list of values does;
 * a schema of no type (`{}`, any value) takes text too.
 */
function isFreeText(schema: JsonSchema) {
  if (['pattern', 'format', 'enum', 'const', '$ref'].some((key) => key in schema)) return false
  const type = schema.type
  if (type === undefined) return !['anyOf', 'oneOf', 'allOf', 'not'].some((key) => key in schema)
  return type === 'string' || (Array.isArray(type) && type.includes('string'))
}

/** Gives every free text of `schema` and of its subschemas the NUL-free pattern, in place. */
function refuseNul(schema: unknown) {
  if (Array.isArray(schema)) {
    schema.forEach(refuseNul)
    return
  }
  if (!schema || typeof schema !== 'object') return
  const node = schema as JsonSchema
  for (const key of SUBSCHEMA_MAPS) Object.values((node[key] ?? {}) as object).forEach(refuseNul)
  for (const key of [...SUBSCHEMA_LISTS, ...SUBSCHEMAS]) refuseNul(node[key])
  if (isFreeText(node)) node.pattern = NUL_FREE_PATTERN
}

/**
 * The validator's JSON Schema, with what the whole API refuses besides (see NUL_FREE_PATTERN).
 * A listing's validator that marks it `x-lenient` (lenientListing, #core/validators/rules)
 * makes the route's `lenientInput`.
 */
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
  const schema = structuredClone(found.toJSONSchema())
  refuseNul(schema)
  return schema
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
    const input = found ? await inputSchema(found, sources) : undefined
    described.push({
      name: route.name!,
      pattern: route.pattern,
      methods: route.methods.filter((method) => method !== 'HEAD'),
      ...accessOf(route),
      input,
      ...(input?.['x-lenient'] === true ? { lenientInput: true } : {}),
      description,
    })
  }
  return described
}
