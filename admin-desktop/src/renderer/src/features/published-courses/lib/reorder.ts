/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveId(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step
  const next = [...ids]
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

/** Comma-separated text as a list: trimmed, empty entries dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}
