import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ApiResponse } from '@japa/api-client'
import { API_REFERENCE_FILE } from '#http/api_reference/generate_api_reference'
import { isDescribedPath } from '#http/api_reference/described_paths'

type Responses = Record<string, ResponseObject | { $ref: string }>
type ResponseObject = { description: string; content?: Record<string, { schema?: object }> }
type Operation = { operationId: string; responses: Responses }
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>
  components: { responses: Record<string, ResponseObject> }
}

/** What one answer looked like, as the test client received it. */
export type ReceivedAnswer = {
  method: string
  url: string
  status: number
  contentType?: string
  allow?: string
  /** Set on a CORS preflight's answer, which CORS describes rather than the document. */
  preflight?: boolean
  body: unknown
}

type LocatedAnswer = ReceivedAnswer & { path: string }

const DOCUMENT_ID = 'openapi.json'

/** JSON pointer segment, written so that it survives inside a URI fragment. */
const pointerSegment = (segment: string) =>
  encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))

/** `/api/v1/store/books/{id}` as a pattern; `{path}` (a route's `*`) spans slashes. */
function templatePattern(template: string) {
  const source = template
    .split('/')
    .map((segment) => {
      if (segment === '{path}') return '.+'
      if (/^\{[^}]+\}$/.test(segment)) return '[^/]+'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

/** Fewer parameters first, a `{path}` wildcard last: the router prefers the literal route. */
function specificity(template: string) {
  const parameters = template.match(/\{[^}]+\}/g)?.length ?? 0
  return parameters + (template.includes('{path}') ? 100 : 0)
}

function mediaTypeMatches(documented: string, received: string) {
  if (documented === received) return true
  if (documented.endsWith('/*')) return received.startsWith(documented.slice(0, -1))
  return false
}

/**
 * Checks answers against an OpenAPI document: the path and method are documented (an
 * unknown path is refused with 404, a documented path called with another method with
 * 405 and `Allow`), the status is one the operation declares (or its `default`), the
 * content type is one it declares for that status, and a JSON body fits its schema.
 */
export function createAnswerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats.default(ajv)
  ajv.addSchema(document, DOCUMENT_ID)
  const templates = Object.keys(document.paths)
    .sort((a, b) => specificity(a) - specificity(b))
    .map((template) => ({ template, pattern: templatePattern(template) }))

  function resolved(response: ResponseObject | { $ref: string }) {
    if (!('$ref' in response)) return response
    const name = response.$ref.replace('#/components/responses/', '')
    return document.components.responses[name]
  }

  function validateBody(pointer: string[], body: unknown) {
    const id = `${DOCUMENT_ID}#/${pointer.map(pointerSegment).join('/')}`
    const validate = ajv.getSchema(id) ?? ajv.compile({ $ref: id })
    if (validate(body)) return undefined
    return ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' })
  }

  function refusalProblem(answer: LocatedAnswer, status: number) {
    if (answer.status !== status) return `expected ${status}`
    return validateBody(['components', 'schemas', 'Refusal'], answer.body)
  }

  /** Why the answer is not what the document says, or undefined when it is. */
  function problemOf(answer: LocatedAnswer): string | undefined {
    const found = templates.find(({ pattern }) => pattern.test(answer.path))
    if (!found) return refusalProblem(answer, 404)
    const operations = document.paths[found.template]
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase()
    const operation = operations[method]
    if (!operation) {
      const allowed = Object.keys(operations).map((name) => name.toUpperCase())
      const allow = (answer.allow ?? '').split(',').map((name) => name.trim())
      if (!allowed.every((name) => allow.includes(name))) {
        return `Allow is "${answer.allow ?? ''}", not ${allowed.join(', ')}`
      }
      return refusalProblem(answer, 405)
    }
    const status = String(answer.status)
    const key = status in operation.responses ? status : 'default'
    const documented = operation.responses[key]
    if (!documented) return `${operation.operationId} does not document status ${status}`
    const response = resolved(documented)
    if (!response.content) return undefined
    const mediaType = answer.contentType?.split(';')[0].trim().toLowerCase() ?? ''
    const documentedType = Object.keys(response.content).find((type) =>
      mediaTypeMatches(type, mediaType)
    )
    if (!documentedType) {
      const types = Object.keys(response.content).join(', ')
      return `${operation.operationId} answers ${status} as ${types}, not "${mediaType}"`
    }
    if (answer.method === 'HEAD' || documentedType !== 'application/json') return undefined
    const pointer = ['paths', found.template, method, 'responses', key]
    const target =
      '$ref' in documented
        ? ['components', 'responses', documented.$ref.replace('#/components/responses/', '')]
        : pointer
    const problem = validateBody([...target, 'content', documentedType, 'schema'], answer.body)
    return problem ? `${operation.operationId} (${status}): ${problem}` : undefined
  }

  return {
    /** Compiles every answer's JSON schema (an invalid one throws); how many there are. */
    compileEverySchema() {
      let count = 0
      for (const [template, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          for (const [status, response] of Object.entries(operation.responses)) {
            if ('$ref' in response) continue
            for (const type of Object.keys(response.content ?? {})) {
              const pointer = ['paths', template, method, 'responses', status, 'content', type]
              const id = `${DOCUMENT_ID}#/${[...pointer, 'schema'].map(pointerSegment).join('/')}`
              ajv.getSchema(id) ?? ajv.compile({ $ref: id })
              count++
            }
          }
        }
      }
      return count
    },

    /** Throws when the answer differs from the document. */
    check(answer: ReceivedAnswer) {
      const path = new URL(answer.url, 'http://api.test').pathname
      if (!isDescribedPath(path) || answer.preflight) return
      const problem = problemOf({ ...answer, path })
      if (!problem) return
      throw new Error(
        `${answer.method} ${path} answered ${answer.status}, not as the OpenAPI document says: ${problem}`
      )
    },
  }
}

/** What the test client received, in the checker's terms. */
export function receivedAnswer(response: ApiResponse): ReceivedAnswer {
  const { method, endpoint, baseUrl } = response.request.config
  const type = response.header('content-type')
  return {
    method: method.toUpperCase(),
    url: new URL(endpoint, baseUrl ?? 'http://api.test').href,
    status: response.status(),
    contentType: type,
    allow: response.header('allow'),
    preflight:
      method.toUpperCase() === 'OPTIONS' &&
      Boolean(response.header('access-control-allow-methods')),
    body: type?.includes('json') ? response.body() : response.text(),
  }
}

let committed: ReturnType<typeof createAnswerChecker> | undefined

/**
 * The test client's teardown hook (tests/bootstrap.ts): every answer a test receives
 * through it is checked against the committed document (app/http/api_reference/openapi.json).
 */
export function checkAnswerAgainstDocument(response: ApiResponse) {
  committed ??= createAnswerChecker(JSON.parse(readFileSync(API_REFERENCE_FILE, 'utf8')))
  committed.check(receivedAnswer(response))
}
