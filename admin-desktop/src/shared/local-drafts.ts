/**
 * Rules both local draft stores follow (the desktop's file, the browser's IndexedDB), so a
 * screen sees the same behaviour on either: values are kept as JSON text, at most 5 MB each.
 */

export const DRAFT_VALUE_MAX_BYTES = 5 * 1024 * 1024
export const DRAFT_KEY_MAX_LENGTH = 500

export const DRAFT_TOO_LARGE_MESSAGE =
  'This draft is too large to keep on this device (the limit is 5 MB)'
export const DRAFT_NOT_JSON_MESSAGE = 'A draft must be plain data (JSON)'
export const DRAFT_BAD_KEY_MESSAGE = `A draft key is 1-${DRAFT_KEY_MAX_LENGTH} characters`

/** A write the store refused; its message is meant for the admin. */
export class DraftRefusedError extends Error {
  override name = 'DraftRefusedError'
}

export type DraftWriteResult = { ok: true } | { ok: false; message: string }

export function isDraftKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= DRAFT_KEY_MAX_LENGTH
}

/** The key, or a DraftRefusedError when it is not one. */
export function checkDraftKey(key: unknown): string {
  if (!isDraftKey(key)) throw new DraftRefusedError(DRAFT_BAD_KEY_MESSAGE)
  return key
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}

/** Checks a JSON text against the size limit: the refusal's message, or null when it fits. */
export function draftTextProblem(json: string): string | null {
  // a UTF-8 character takes at most 4 bytes: most texts need no encoding to be measured
  if (json.length * 4 <= DRAFT_VALUE_MAX_BYTES) return null
  return utf8Length(json) > DRAFT_VALUE_MAX_BYTES ? DRAFT_TOO_LARGE_MESSAGE : null
}

/**
 * The value as the JSON text a store keeps, or a DraftRefusedError: too large, or not JSON
 * (undefined, a function, a cycle, a BigInt).
 */
export function serialiseDraft(key: string, value: unknown): string {
  checkDraftKey(key)
  let json: string | undefined
  try {
    json = JSON.stringify(value)
  } catch {
    throw new DraftRefusedError(DRAFT_NOT_JSON_MESSAGE)
  }
  if (json === undefined) throw new DraftRefusedError(DRAFT_NOT_JSON_MESSAGE)
  const problem = draftTextProblem(json)
  if (problem !== null) throw new DraftRefusedError(problem)
  return json
}

/** Keys in a stable order, narrowed to a prefix. */
export function keysWithPrefix(keys: Iterable<string>, prefix = ''): string[] {
  return [...keys].filter((key) => key.startsWith(prefix)).sort()
}
