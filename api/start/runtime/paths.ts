import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

/**
 * The git-ignored folder for everything the running product writes: the
 * embedded database, uploaded files and the development app key.
 */
export function storagePath(...segments: string[]) {
  return join(fileURLToPath(new URL('../../storage/', import.meta.url)), ...segments)
}
