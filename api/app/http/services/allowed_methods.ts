import router from '@adonisjs/core/services/router'

/**
 * Which methods a path takes, for a 405's `Allow` header: looked up in a tree
 * of the router's routes, one segment at a time, built once on first use
 * (the routes are committed before the server takes requests), so the answer
 * costs the path's length, not the route table's size.
 *
 * The catch-alls are not routes of their own: `/api/*` only answers "not
 * found", and `/*` hands every other GET to the storefront. A path no other
 * route takes is unknown (404).
 */

/** matchit's token types, as in a route's `tokens`. */
const STATIC = 0
const PARAM = 1
const WILDCARD = 2
const OPTIONAL_PARAM = 3

interface RouteToken {
  type: number
  val: string
  /** The param's matcher (`.where()`), as the router keeps it in the token. */
  matcher?: RegExp
}

interface TableRoute {
  name?: string
  pattern: string
  methods: string[]
  tokens: RouteToken[]
}

interface Node {
  /** Methods of the routes that end here. */
  methods: Set<string>
  statics: Map<string, Node>
  params: { match?: RegExp; node: Node }[]
  /** Methods of the routes whose wildcard starts here (takes one segment or more). */
  wildcard: Set<string>
}

const CATCH_ALL_PATTERNS = new Set(['/api/*', '/*'])

/** The order methods are listed in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

function newNode(): Node {
  return { methods: new Set(), statics: new Map(), params: [], wildcard: new Set() }
}

function paramChild(node: Node, match: RegExp | undefined) {
  const key = match ? String(match) : undefined
  let found = node.params.find((param) => (param.match ? String(param.match) : undefined) === key)
  if (!found) node.params.push((found = { match, node: newNode() }))
  return found.node
}

/** Adds a route's tokens below `node`; an optional param adds the path with and without it. */
function insert(node: Node, tokens: RouteToken[], methods: string[]) {
  if (tokens.length === 0) {
    for (const method of methods) node.methods.add(method)
    return
  }
  const [token, ...rest] = tokens
  if (token.type === STATIC) {
    let child = node.statics.get(token.val)
    if (!child) node.statics.set(token.val, (child = newNode()))
    insert(child, rest, methods)
  } else if (token.type === WILDCARD) {
    for (const method of methods) node.wildcard.add(method)
  } else if (token.type === PARAM || token.type === OPTIONAL_PARAM) {
    insert(paramChild(node, token.matcher), rest, methods)
    if (token.type === OPTIONAL_PARAM) insert(node, rest, methods)
  }
}

function collect(node: Node, segments: string[], index: number, into: Set<string>) {
  if (index === segments.length) {
    for (const method of node.methods) into.add(method)
    return
  }
  const segment = segments[index]
  for (const method of node.wildcard) into.add(method)
  const child = node.statics.get(segment)
  if (child) collect(child, segments, index + 1, into)
  for (const param of node.params) {
    if (!param.match || param.match.test(segment)) collect(param.node, segments, index + 1, into)
  }
}

let tree: Node | undefined

function routeTree() {
  if (tree) return tree
  const root = newNode()
  const routes = Object.values(router.toJSON()).flat() as unknown as TableRoute[]
  for (const route of routes) {
    if (CATCH_ALL_PATTERNS.has(route.pattern)) continue
    insert(root, route.tokens, route.methods)
  }
  return (tree = root)
}

/** The path's segments as the router splits them: one leading and one trailing slash dropped. */
function segmentsOf(path: string) {
  if (path === '/') return ['/']
  const stripped = path.replace(/^\//, '').replace(/\/$/, '')
  return stripped === '/' ? ['/'] : stripped.split('/')
}

/** The methods the path takes, in the usual order; empty when no route takes it. */
export function allowedMethods(path: string): string[] {
  const found = new Set<string>()
  collect(routeTree(), segmentsOf(path), 0, found)
  return METHOD_ORDER.filter((method) => found.has(method))
}
