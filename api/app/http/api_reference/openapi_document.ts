import type { JsonSchema, ReferenceRoute } from './reference_route.js'
import type { TypedAnswer } from './answer_types.js'
import { DECLARED_ANSWERS, REFUSING_ROUTES } from './declared_answers.js'

type Operation = Record<string, unknown>

export type DocumentInfo = {
  title: string
  version: string
  /** The session cookie's name (config/session.ts), for the `session` security scheme. */
  sessionCookie: string
}

/** Each route's success answers as TypeScript types them (answer_types.ts), and the named shapes. */
export type AnswerTypes = {
  answers: Map<string, TypedAnswer[]>
  components: Record<string, JsonSchema>
}

const SUCCESS_TEXT: Record<number, string> = { 200: 'Done', 201: 'Created' }

const ACCESS_TEXT: Record<ReferenceRoute['access'], string> = {
  'public': 'Anyone may call it.',
  'optional-sign-in': 'Anyone may call it; a signed-in caller is recognised.',
  'signed-in': 'The caller must be signed in.',
  'admin': 'The caller must be signed in as an Admin.',
}

const SECURITY_BY_GUARD: Record<string, string> = { web: 'session', api: 'accessToken' }

const INTRODUCTION = [
  'The Pathshala API, generated from its routes, validators and controllers.',
  '',
  '- **Answers** are JSON objects `{ success, message, ...payload }`: `success` and `message`',
  '  first, then the keys each route answers with (`data`, `meta`, `user`, `token`, ...).',
  '- **Refusals** carry `success: false` and a `message` written for people; a refused form',
  '  also names each field in `errors`.',
  '- **Signing in**: a browser keeps the session cookie; it sends the `XSRF-TOKEN` cookie back',
  '  as the `X-XSRF-TOKEN` header on POST, PUT, PATCH and DELETE. The desktop app sends',
  '  `Authorization: Bearer <token>` with a token from `POST /api/v1/auth/tokens` instead.',
].join('\n')

/** `/store/books/:id` → `/store/books/{id}`; a trailing `*` becomes `{path}`. */
export function openApiPath(pattern: string) {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '{path}'
      if (segment.startsWith(':')) return `{${segment.slice(1).replace(/\?$/, '')}}`
      return segment
    })
    .join('/')
}

function pathParameters(pattern: string) {
  return pattern
    .split('/')
    .filter((segment) => segment === '*' || segment.startsWith(':'))
    .map((segment) => ({
      name: segment === '*' ? 'path' : segment.slice(1).replace(/\?$/, ''),
      in: 'path',
      required: true,
      schema: { type: 'string' },
      ...(segment === '*' ? { description: 'The rest of the path, slashes included.' } : {}),
    }))
}

/** What each group of routes is for, in the reference's words (a new group needs a line here). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  'health': 'Readiness for load balancers.',
  'config': 'Public settings the front ends start with.',
  'auth': 'Sign-up, sign-in (session or access token), password reset, Google.',
  'profile': "The signed-in learner's profile and enrolled courses.",
  'contact': 'The contact form.',
  'courses': 'The catalogue, learning progress, ratings, categories and the course builder.',
  'payment': 'Course checkout with Razorpay, its webhook, and the admin transactions.',
  'store': 'Notes, test series and books: listing, purchase, downloads, admin.',
  'generate': 'Upload signatures for media.',
  'media': 'Uploads and stored files (pictures, PDFs through signed links).',
  'coupons': 'Admin: coupons and the orders that used them.',
  'coupon-quotes': "A coupon's price for one course or store item, before paying.",
  'orders': "A learner's orders and invoices; admin refunds.",
  'admin': 'Admin dashboard and users.',
  'reports': 'Admin: the monthly GST sales report.',
  'certificates': 'Certificates of completion and their public verification.',
  'openapi.json': 'This document.',
}

/** The first path segment after /api/v1 groups the routes the way the old client's paths do. */
function tagOf(pattern: string) {
  return pattern.split('/')[3] ?? 'api'
}

function summaryOf(name: string) {
  const words = name.split('.').map((part) => part.replaceAll('_', ' '))
  const text = words.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The validator's fields a GET reads from the query string (a path parameter is not one). */
function queryParameters(input: JsonSchema, inPath: Set<string>) {
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((input.required ?? []) as string[])
  const fields = Object.entries(properties).filter(([name]) => !inPath.has(name))
  return fields.map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }))
}

/**
 * The answers a route succeeds with: the JSON its controller's type says, with the
 * status the type carries (`response.created(...)` is 201), and the declared ones no type
 * can tell (redirects, CSV, files).
 */
function successResponses(route: ReferenceRoute, types: AnswerTypes) {
  const responses: Record<string, unknown> = {}
  for (const answer of types.answers.get(route.name) ?? []) {
    responses[answer.status] = {
      description: SUCCESS_TEXT[answer.status] ?? 'Done',
      content: { 'application/json': { schema: answer.schema } },
    }
  }
  for (const declared of DECLARED_ANSWERS[route.name] ?? []) {
    responses[declared.status] = declared.response
  }
  if (Object.keys(responses).length === 0 && !REFUSING_ROUTES.has(route.name)) {
    throw new Error(
      `${route.name}: its answer is unknown; return it from the controller or declare it in declared_answers.ts`
    )
  }
  return responses
}

function responsesOf(route: ReferenceRoute, types: AnswerTypes) {
  const responses: Record<string, unknown> = successResponses(route, types)
  if (route.input) responses[422] = { $ref: '#/components/responses/InvalidInput' }
  if (route.pattern.includes('/:') || route.pattern.includes('*')) {
    responses[404] = { $ref: '#/components/responses/NotFound' }
  }
  if (route.access === 'signed-in' || route.access === 'admin') {
    responses[401] = { $ref: '#/components/responses/NotSignedIn' }
  }
  if (route.access === 'admin') responses[403] = { $ref: '#/components/responses/NotAllowed' }
  responses.default = { $ref: '#/components/responses/Refused' }
  return responses
}

function operationOf(route: ReferenceRoute, method: string, types: AnswerTypes): Operation {
  const readsQuery = method === 'GET' || method === 'DELETE'
  const inPath = pathParameters(route.pattern)
  const parameters = [
    ...inPath,
    ...(route.input && readsQuery
      ? queryParameters(route.input, new Set(inPath.map((parameter) => parameter.name)))
      : []),
  ]
  const security =
    route.access === 'signed-in' || route.access === 'admin'
      ? route.guards.map((guard) => ({ [SECURITY_BY_GUARD[guard] ?? guard]: [] }))
      : []
  return {
    operationId: route.methods.length > 1 ? `${route.name}.${method.toLowerCase()}` : route.name,
    tags: [tagOf(route.pattern)],
    summary: summaryOf(route.name),
    description: [ACCESS_TEXT[route.access], route.description].filter(Boolean).join('\n\n'),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.input && !readsQuery
      ? {
          requestBody: {
            // a lenient listing answers an empty body too (the old client sends none at times)
            required: !route.lenientInput,
            content: { 'application/json': { schema: route.input } },
          },
        }
      : {}),
    security,
    responses: responsesOf(route, types),
  }
}

const refusalSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
  },
}

const fieldErrorSchema = {
  type: 'object',
  required: ['field', 'message'],
  properties: {
    field: { type: 'string' },
    message: { type: 'string' },
    rule: { type: 'string' },
  },
}

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
})

/** The OpenAPI 3.1 document for the given routes, in their order. */
export function openApiDocument(routes: ReferenceRoute[], info: DocumentInfo, types: AnswerTypes) {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const path = openApiPath(route.pattern)
    paths[path] ??= {}
    for (const method of route.methods) {
      paths[path][method.toLowerCase()] = operationOf(route, method, types)
    }
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.pattern)))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }))

  if (!info.sessionCookie) throw new Error('The OpenAPI document needs the session cookie’s name')
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: INTRODUCTION },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: info.sessionCookie },
        accessToken: { type: 'http', scheme: 'bearer' },
      },
      schemas: { ...types.components, Refusal: refusalSchema, FieldError: fieldErrorSchema },
      responses: {
        InvalidInput: refused('A field is missing or not valid; `errors` names each one'),
        NotSignedIn: refused('Not signed in'),
        NotAllowed: refused('Signed in, but not as an Admin'),
        NotFound: refused('Nothing by that id or path (or nothing the caller may know of)'),
        Refused: refused('Refused; `message` says why'),
      },
    },
  }
}
