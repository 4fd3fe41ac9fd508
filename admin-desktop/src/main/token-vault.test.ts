import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTokenVault, secretFile, type SafeStoragePort } from './token-vault.ts'

const TOKEN = 'oat_MQ.c2VjcmV0LXRva2VuLXZhbHVl'

/** A stand-in keychain: reversible, but the stored bytes never contain the token. */
function fakeSafeStorage(
  options: { backend?: string; available?: boolean; syncAvailable?: boolean } = {}
) {
  // like Electron on Linux: the backend reads 'unknown' until isEncryptionAvailable has run
  let asked = false
  const storage = {
    isEncryptionAvailable: vi.fn(() => {
      asked = true
      return options.syncAvailable ?? true
    }),
    isAsyncEncryptionAvailable: vi.fn(async () => options.available ?? true),
    encryptStringAsync: vi.fn(async (text: string) =>
      Buffer.concat([Buffer.from('enc:'), Buffer.from(text).reverse()])
    ),
    decryptStringAsync: vi.fn(async (data: Buffer) => {
      if (!data.subarray(0, 4).equals(Buffer.from('enc:')))
        throw new Error('Error while decrypting')
      return { result: Buffer.from(data.subarray(4)).reverse().toString(), shouldReEncrypt: false }
    }),
    getSelectedStorageBackend: vi.fn(() =>
      asked ? (options.backend ?? 'gnome_libsecret') : 'unknown'
    ),
  }
  return storage satisfies SafeStoragePort
}

let folder: string
let path: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'token-vault-'))
  path = join(folder, 'access-token.bin')
})
afterEach(() => rm(folder, { recursive: true, force: true }))

describe('token vault', () => {
  test('keeps the token encrypted on disk and restores it', async () => {
    const safeStorage = fakeSafeStorage()
    const vault = createTokenVault(safeStorage, secretFile(path), 'linux')
    expect(await vault.keep(TOKEN)).toBe(true)
    expect(vault.current()).toBe(TOKEN)

    const onDisk = await readFile(path)
    expect(onDisk.toString()).not.toContain(TOKEN)

    const nextRun = createTokenVault(safeStorage, secretFile(path), 'linux')
    expect(nextRun.current()).toBeNull()
    expect(await nextRun.restore()).toBe(TOKEN)
    expect(nextRun.current()).toBe(TOKEN)
  })

  // Windows has no POSIX file modes (stat reports 0o666, or 0o444 for a read-only file, whatever
  // mode was asked for): there the user's own profile folder keeps the file from other users
  test.skipIf(process.platform === 'win32')(
    'the saved file is readable only by its owner',
    async () => {
      await createTokenVault(fakeSafeStorage(), secretFile(path), 'linux').keep(TOKEN)
      const { mode } = await stat(path)
      expect(mode & 0o777).toBe(0o600)
    }
  )

  test("Linux's basic_text fallback is no protection: the token stays in memory only", async () => {
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' })
    const vault = createTokenVault(safeStorage, secretFile(path), 'linux')
    expect(await vault.canRemember()).toBe(false)
    expect(await vault.keep(TOKEN)).toBe(false)
    expect(vault.current()).toBe(TOKEN)
    await expect(stat(path)).rejects.toThrow()
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled()
    expect(await createTokenVault(safeStorage, secretFile(path), 'linux').restore()).toBeNull()
  })

  test('the Linux backend is not consulted elsewhere; no encryption at all means memory only', async () => {
    const windows = createTokenVault(
      fakeSafeStorage({ backend: 'basic_text' }),
      secretFile(path),
      'win32'
    )
    expect(await windows.keep(TOKEN)).toBe(true)

    await rm(path)
    const noKeychain = createTokenVault(
      fakeSafeStorage({ available: false }),
      secretFile(path),
      'darwin'
    )
    expect(await noKeychain.keep(TOKEN)).toBe(false)
    await expect(stat(path)).rejects.toThrow()
  })

  test('asks isEncryptionAvailable before reading the Linux backend, which is unknown until then', async () => {
    const safeStorage = fakeSafeStorage()
    const vault = createTokenVault(safeStorage, secretFile(path), 'linux')
    expect(await vault.canRemember()).toBe(true)
    const [asked] = safeStorage.isEncryptionAvailable.mock.invocationCallOrder
    const [read] = safeStorage.getSelectedStorageBackend.mock.invocationCallOrder
    const [asyncAsked] = safeStorage.isAsyncEncryptionAvailable.mock.invocationCallOrder
    expect(asked).toBeLessThan(read!)
    expect(read).toBeLessThan(asyncAsked!)
    expect(await vault.keep(TOKEN)).toBe(true)
  })

  test("a Linux backend still 'unknown' is no keychain: memory only", async () => {
    const safeStorage = fakeSafeStorage({ backend: 'unknown' })
    const vault = createTokenVault(safeStorage, secretFile(path), 'linux')
    expect(await vault.keep(TOKEN)).toBe(false)
    await expect(stat(path)).rejects.toThrow()
    expect(safeStorage.isAsyncEncryptionAvailable).not.toHaveBeenCalled()
  })

  test('no encryption by the synchronous answer means memory only, on every system', async () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const safeStorage = fakeSafeStorage({ syncAvailable: false })
      const vault = createTokenVault(safeStorage, secretFile(path), platform)
      expect(await vault.keep(TOKEN), platform).toBe(false)
      await expect(stat(path)).rejects.toThrow()
      expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled()
      expect(safeStorage.isAsyncEncryptionAvailable).not.toHaveBeenCalled()
    }
  })

  test('an unreadable file (another machine, a reset keychain) is dropped, not trusted', async () => {
    await writeFile(path, 'garbage')
    const vault = createTokenVault(fakeSafeStorage(), secretFile(path), 'darwin')
    expect(await vault.restore()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
  })

  test('forget clears memory and disk', async () => {
    const vault = createTokenVault(fakeSafeStorage(), secretFile(path), 'darwin')
    await vault.keep(TOKEN)
    await vault.forget()
    expect(vault.current()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
    expect(await vault.restore()).toBeNull()
  })

  test('a rotated keychain key re-encrypts the saved token', async () => {
    const safeStorage = fakeSafeStorage()
    await createTokenVault(safeStorage, secretFile(path), 'darwin').keep(TOKEN)
    safeStorage.decryptStringAsync.mockResolvedValueOnce({ result: TOKEN, shouldReEncrypt: true })
    safeStorage.encryptStringAsync.mockClear()
    expect(await createTokenVault(safeStorage, secretFile(path), 'darwin').restore()).toBe(TOKEN)
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith(TOKEN)
  })
})
