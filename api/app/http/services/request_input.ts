/// <reference lib="es2024.string" />
/**
 * Checks on request input as a whole, before any handler sees it (see
 * InputSanityMiddleware):
 *
 * - PostgreSQL text cannot hold the NUL character (U+0000): a query that
 *   binds one fails inside the driver. No field of this product has a use
 *   for it, so input carrying one is refused instead of patching every query.
 * - A string with a lone UTF-16 surrogate (`"\ud800"` in JSON) is not text:
 *   it cannot be stored as sent, and validators that URI-encode (the email
 *   rule) throw on it.
 * - No call takes input nested more than a few levels, while the framework's
 *   own deep copies and merges (request.all(), sessions) recurse: thousands
 *   of levels of `{"a":{"a":...}}` overflow the call stack there.
 */

/** Deeper than any body or query string of this API (an array of objects is 2). */
export const MAX_INPUT_DEPTH = 32

/** A `%00` in a URL: a NUL in a path segment or query value once decoded. */
export function urlHasNul(url: string) {
  return /%00/i.test(url) || url.includes('\u0000')
}

export type InputProblem = { kind: 'nul' | 'unicode' | 'depth'; field: string }

const shown = (path: string) => path.replaceAll('\u0000', '\\u0000')

/**
 * The first problem in `input` (a parsed body, query string or route params)
 * with its field path (`tags.2`, `profile.name`), or null. Object keys are
 * checked too. Walks with its own stack, so it cannot overflow itself.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: [unknown, string, number][] = [[input, '', 0]]
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', field: shown(path) || 'body' }
      if (!value.isWellFormed()) return { kind: 'unicode', field: shown(path) || 'body' }
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', field: shown(path) || 'body' }
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key
      if (key.includes('\u0000')) return { kind: 'nul', field: shown(childPath) }
      if (!key.isWellFormed()) return { kind: 'unicode', field: shown(childPath) }
      stack.push([child, childPath, depth + 1])
    }
  }
  return null
}
