import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'

/**
 * The git-ignored folder for everything the running product writes: the
 * embedded database, uploaded files and the development app key. STORAGE_DIR
 * moves it (a second copy of the product on one machine, end-to-end tests).
 */
export function storagePath(...segments: string[]) {
  const root = process.env.STORAGE_DIR
    ? resolve(process.env.STORAGE_DIR)
    : fileURLToPath(new URL('../../storage/', import.meta.url))
  return join(root, ...segments)
}
