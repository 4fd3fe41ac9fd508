/*
| Reading and writing a screen's filters in the address bar, so a refresh or a shared link shows
| the same list. Every reader forgives: anything missing or invalid gives the default.
*/

/** The page number: a whole number of at least 1, else 1 ('abc', '0', '-2', '2.5' all read 1). */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const text = params.get(key)?.trim() ?? ''
  const page = /^\d+$/.test(text) ? Number(text) : Number.NaN
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** Typed text, trimmed with its runs of spaces made one, cut at `maxLength` as the server does. */
export function readText(params: URLSearchParams, key: string, maxLength: number): string {
  return (params.get(key) ?? '').trim().replace(/\s+/g, ' ').slice(0, maxLength)
}

/**
 * One of a fixed set of values (a sort, an order, a page size), compared as text; `ignoreCase`
 * for values people type by hand ('notes' for 'Notes'). Anything else gives `fallback`.
 */
export function readChoice<T extends string | number, Fallback = T>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: Fallback,
  { ignoreCase = false }: { ignoreCase?: boolean } = {}
): T | Fallback {
  const raw = params.get(key)?.trim()
  if (raw === undefined) return fallback
  const wanted = ignoreCase ? raw.toLowerCase() : raw
  const found = choices.find((choice) => {
    const text = String(choice)
    return (ignoreCase ? text.toLowerCase() : text) === wanted
  })
  return found ?? fallback
}

/** A value to write, with the default it takes when it is left out of the address. */
export type ParamEntry = readonly [key: string, value: string | number | null, fallback: unknown]

/**
 * The query string of the filters, in the order given, leaving out every value equal to its
 * default and every empty one: a plain listing link stays plain, a shared one carries only what
 * was chosen.
 */
export function writeParams(entries: readonly ParamEntry[]): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value, fallback] of entries) {
    if (value === null || value === '' || value === fallback) continue
    params.set(key, String(value))
  }
  return params
}
