export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

/**
 * Turns filters into `?a=1&b=2`, skipping null, undefined and '' so that unset filters are not sent
 * (the store list's filters travel so: docs/api-contract.md#store). Arrays repeat the key. Empty
 * result gives ''.
 */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue]
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue
      params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}
