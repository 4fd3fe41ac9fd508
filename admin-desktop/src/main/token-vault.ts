import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** The parts of Electron's safeStorage the vault uses (a fake in tests). */
export interface SafeStoragePort {
  /**
   * Electron marks it deprecated for the async one, but on Linux it is what selects the
   * backend: before it runs, getSelectedStorageBackend() can answer 'unknown'.
   */
  isEncryptionAvailable(): boolean
  isAsyncEncryptionAvailable(): Promise<boolean>
  encryptStringAsync(plainText: string): Promise<Buffer>
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>
  getSelectedStorageBackend?(): string
}

/** Where the encrypted token lives between runs. */
export interface SecretFile {
  read(): Promise<Buffer | null>
  write(data: Buffer): Promise<void>
  remove(): Promise<void>
}

export interface TokenVault {
  /** The token of this run, held in the main process's memory only. */
  current(): string | null
  /** Reads the token saved by an earlier run, if any and still readable. */
  restore(): Promise<string | null>
  /** Keeps the token; resolves true when it was also saved (encrypted) for the next start. */
  keep(token: string): Promise<boolean>
  forget(): Promise<void>
  /** Whether tokens survive a restart on this system. */
  canRemember(): Promise<boolean>
}

/**
 * Linux backends that protect nothing: `basic_text` is a key hard-coded in Chromium, and
 * `unknown` means no keychain was chosen, so neither may hold the token.
 */
const UNPROTECTED_LINUX_BACKENDS = new Set(['basic_text', 'unknown'])

/**
 * The access token, never given to the renderer. On disk it is only ever written encrypted by
 * the operating system's keychain (safeStorage). On Linux without a keyring safeStorage falls
 * back to `basic_text`, a key hard-coded in Chromium, which is no protection: there the token
 * is kept in memory for this run only and the admin signs in again next time.
 */
export function createTokenVault(
  safeStorage: SafeStoragePort,
  file: SecretFile,
  platform: NodeJS.Platform
): TokenVault {
  let token: string | null = null

  async function canRemember() {
    // first, so that the Linux backend below has been chosen when it is read
    if (!safeStorage.isEncryptionAvailable()) return false
    if (platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown'
      if (UNPROTECTED_LINUX_BACKENDS.has(backend)) return false
    }
    return safeStorage.isAsyncEncryptionAvailable()
  }

  return {
    current: () => token,

    async restore() {
      if (token !== null) return token
      if (!(await canRemember())) return null
      const saved = await file.read()
      if (saved === null || saved.length === 0) return null
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(saved)
        token = result
        if (shouldReEncrypt) await file.write(await safeStorage.encryptStringAsync(result))
        return token
      } catch {
        // another user's or another machine's file, or a keychain that was reset
        await file.remove()
        return null
      }
    },

    async keep(newToken) {
      token = newToken
      if (!(await canRemember())) {
        await file.remove()
        return false
      }
      await file.write(await safeStorage.encryptStringAsync(newToken))
      return true
    },

    async forget() {
      token = null
      await file.remove()
    },

    canRemember,
  }
}

/** A file only the signed-in OS user can read, replaced atomically. */
export function secretFile(path: string): SecretFile {
  return {
    async read() {
      try {
        return await readFile(path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async write(data) {
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${process.pid}.tmp`
      await writeFile(temporary, data, { mode: 0o600 })
      await rename(temporary, path)
    },
    async remove() {
      await rm(path, { force: true })
    },
  }
}
