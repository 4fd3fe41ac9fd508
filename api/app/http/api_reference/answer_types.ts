import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type ts from 'typescript'
import type { JsonSchema } from './reference_route.js'
import { createSchemaWriter } from './type_to_schema.js'

/** One success answer of a route, as the contract client's registry types it. */
export type TypedAnswer = { status: number; schema: JsonSchema }

/** A route and the controller method that answers it (as the routes scanner finds them). */
export type AnsweringRoute = { name: string; controller?: { path: string; method: string } }

/** Where `node ace codegen` writes the contract client's registry (what the front ends read). */
const REGISTRY_FILE = join('.adonisjs', 'client', 'registry', 'schema.d.ts')

/** The name of a synthetic module that names each route's answer type, resolved from the app root. */
const ANSWERS_MODULE = '__api_reference_answers__.ts'

/**
 * Each route's controller return type exactly as the registry writes it inside
 * `ExtractResponse<...>`: the registry's `response` type keeps only the body, and the
 * status a controller declares (`__status`, see core/transformers/envelope.ts) is read
 * from the unwrapped type.
 */
export function registryAnswerTypes(registrySource: string) {
  const answers = new Map<string, string>()
  const entry = /^ {2}'([^']+)': \{$/gm
  const starts = [...registrySource.matchAll(entry)]
  starts.forEach((match, index) => {
    const end = starts[index + 1]?.index ?? registrySource.length
    const block = registrySource.slice(match.index, end)
    const response = /^\s+response: ExtractResponse<(.*)>$/m.exec(block)
    if (response) answers.set(match[1], response[1])
  })
  return answers
}

/** The success members of a controller's return type: `{ __status, __response }` or a plain body. */
function successAnswers(typescript: typeof ts, checker: ts.TypeChecker, type: ts.Type) {
  const members = type.isUnion() ? type.types : [type]
  const byStatus = new Map<number, ts.Type[]>()
  for (const member of members) {
    // `return response.notFound(...)` adds void: the refusal's body is not the route's answer
    if (
      member.flags &
      (typescript.TypeFlags.Void | typescript.TypeFlags.Undefined | typescript.TypeFlags.Never)
    )
      continue
    const status = member.getProperty('__status')
    const body = member.getProperty('__response')
    let code = 200
    let bodyType = member
    if (status && body) {
      const statusType = checker.getTypeOfSymbol(status)
      if (!statusType.isNumberLiteral()) continue
      code = statusType.value
      bodyType = checker.getTypeOfSymbol(body)
    }
    if (code < 200 || code > 299) continue
    byStatus.set(code, [...(byStatus.get(code) ?? []), bodyType])
  }
  return byStatus
}

/**
 * The JSON Schema of every route's success answers, computed by TypeScript from the same
 * registry the contract client is typed by: a transformer's change reaches both. Development
 * only (TypeScript is a dev dependency, imported on demand).
 */
export async function answerSchemas(appRoot: string, routes: AnsweringRoute[]) {
  const { default: typescript } = await import('typescript')
  const registry = await readFile(join(appRoot, REGISTRY_FILE), 'utf8')
  const answers = registryAnswerTypes(registry)
  // the few routes the contract client leaves out (media files, the webhook, this document)
  // are typed the way the registry types the others: by their controller method's return type
  for (const route of routes) {
    if (answers.has(route.name) || !route.controller) continue
    const module = `./${relative(appRoot, route.controller.path).replaceAll('\\', '/')}`
    const specifier = module.replace(/\.ts$/, '.js')
    const method = JSON.stringify(route.controller.method)
    answers.set(route.name, `Awaited<ReturnType<import('${specifier}').default[${method}]>>`)
  }
  const names = [...answers.keys()]
  const source = names.map((name, index) => `export type Answer${index} = ${answers.get(name)}`)

  const configFile = typescript.findConfigFile(appRoot, typescript.sys.fileExists)!
  const { config } = typescript.readConfigFile(configFile, typescript.sys.readFile)
  const { options, fileNames } = typescript.parseJsonConfigFileContent(
    config,
    typescript.sys,
    appRoot
  )
  const answersFile = join(appRoot, ANSWERS_MODULE)
  const host = typescript.createCompilerHost(options)
  const readFileOf = host.readFile.bind(host)
  const fileExistsOf = host.fileExists.bind(host)
  host.readFile = (file) => (file === answersFile ? source.join('\n') : readFileOf(file))
  host.fileExists = (file) => file === answersFile || fileExistsOf(file)
  // every file of the app, as `tsc` sees it: the module augmentations that type `serialize`
  // live in them
  const roots = [...fileNames, answersFile]
  const program = typescript.createProgram(roots, { ...options, noEmit: true }, host)
  const checker = program.getTypeChecker()
  const file = program.getSourceFile(answersFile)!
  const moduleSymbol = checker.getSymbolAtLocation(file)!
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]))

  const writer = createSchemaWriter(typescript, checker, appRoot)
  const schemas = new Map<string, TypedAnswer[]>()
  names.forEach((name, index) => {
    const symbol = exported.get(`Answer${index}`)!
    const type = checker.getDeclaredTypeOfSymbol(symbol)
    const found: TypedAnswer[] = []
    for (const [status, bodies] of successAnswers(typescript, checker, type)) {
      const schema = writer.schemaOf(bodies, `${name} (${status})`)
      found.push({ status, schema })
    }
    schemas.set(name, found)
  })
  return { answers: schemas, components: writer.components }
}
