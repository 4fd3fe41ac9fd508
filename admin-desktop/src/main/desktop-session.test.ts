import { afterEach, describe, expect, test, vi } from 'vitest'
import { NO_ANSWER_MESSAGE } from './answer-timeout.ts'
import {
  createDesktopSession,
  NOT_AN_ADMIN_MESSAGE,
  type KnownAdmin,
  type KnownAdminStore,
} from './desktop-session.ts'
import { adminUser, fakeApi, json } from './testing/fake-api.ts'
import type { TokenVault } from './token-vault.ts'

const SERVER = 'http://127.0.0.1:3333'

function memoryVault(remember = true, initial: string | null = null) {
  let token = initial
  const vault: TokenVault = {
    current: () => token,
    restore: vi.fn(async () => token),
    keep: vi.fn(async (value: string) => {
      token = value
      return remember
    }),
    forget: vi.fn(async () => {
      token = null
    }),
    canRemember: async () => remember,
  }
  return vault
}

function api(accountType = 'Admin') {
  return fakeApi({
    'POST /api/v1/auth/tokens': (call) => {
      const { email, password } = JSON.parse(call.body!)
      if (password !== 'Admin@12345')
        return json(401, { success: false, message: 'Invalid email or password' })
      return json(201, {
        success: true,
        message: 'Signed in',
        token: `oat_${email}`,
        user: adminUser({ accountType, email }),
      })
    },
    'DELETE /api/v1/auth/tokens/current': () => json(200, { success: true, message: 'Signed out' }),
    'POST /api/v1/auth/validate': (call) =>
      call.headers['authorization'] === 'Bearer oat_valid'
        ? json(200, { success: true, user: adminUser({ accountType }) })
        : json(401, { success: false, message: 'Unauthorized access' }),
  })
}

describe('desktop session', () => {
  test('an Admin signs in: the token is kept by main and never returned', async () => {
    const server = api()
    const vault = memoryVault()
    const session = createDesktopSession({ serverOrigin: () => SERVER, vault, send: server.send })
    const result = await session.signIn({ email: 'admin@pathshala.local', password: 'Admin@12345' })
    expect(result).toMatchObject({ ok: true, remembered: true, user: { accountType: 'Admin' } })
    expect(JSON.stringify(result)).not.toContain('oat_')
    expect(vault.current()).toBe('oat_admin@pathshala.local')
    expect(server.calls[0]).toMatchObject({ url: `${SERVER}/api/v1/auth/tokens`, method: 'POST' })
  })

  test('a learner is refused with a clear message and the token just issued is revoked', async () => {
    const server = api('Student')
    const vault = memoryVault()
    const session = createDesktopSession({ serverOrigin: () => SERVER, vault, send: server.send })
    const result = await session.signIn({
      email: 'learner@pathshala.local',
      password: 'Admin@12345',
    })
    expect(result).toEqual({ ok: false, status: 403, message: NOT_AN_ADMIN_MESSAGE, errors: [] })
    expect(vault.keep).not.toHaveBeenCalled()
    expect(server.calls[1]).toMatchObject({
      url: `${SERVER}/api/v1/auth/tokens/current`,
      method: 'DELETE',
      headers: { authorization: 'Bearer oat_learner@pathshala.local' },
    })
  })

  test("wrong credentials come back with the API's own message", async () => {
    const session = createDesktopSession({
      serverOrigin: () => SERVER,
      vault: memoryVault(),
      send: api().send,
    })
    expect(await session.signIn({ email: 'admin@pathshala.local', password: 'nope' })).toEqual({
      ok: false,
      status: 401,
      message: 'Invalid email or password',
      errors: [],
    })
  })

  test('a sign-in that cannot be stored safely says so', async () => {
    const session = createDesktopSession({
      serverOrigin: () => SERVER,
      vault: memoryVault(false),
      send: api().send,
    })
    expect(
      await session.signIn({ email: 'admin@pathshala.local', password: 'Admin@12345' })
    ).toMatchObject({
      ok: true,
      remembered: false,
    })
  })

  test('sign out revokes the token on the server and forgets it', async () => {
    const server = api()
    const vault = memoryVault(true, 'oat_valid')
    const session = createDesktopSession({ serverOrigin: () => SERVER, vault, send: server.send })
    await session.signOut()
    expect(server.calls[0]).toMatchObject({
      method: 'DELETE',
      headers: { authorization: 'Bearer oat_valid' },
    })
    expect(vault.current()).toBeNull()
  })

  test('sign out still forgets the token when the server is unreachable', async () => {
    const vault = memoryVault(true, 'oat_valid')
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await createDesktopSession({ serverOrigin: () => SERVER, vault, send: down }).signOut()
    expect(vault.current()).toBeNull()
  })

  test('the current user: none without a token, forgotten when the server refuses it', async () => {
    const server = api()
    expect(
      await createDesktopSession({
        serverOrigin: () => SERVER,
        vault: memoryVault(),
        send: server.send,
      }).currentUser()
    ).toEqual({ ok: true, user: null })

    const valid = createDesktopSession({
      serverOrigin: () => SERVER,
      vault: memoryVault(true, 'oat_valid'),
      send: server.send,
    })
    expect(await valid.currentUser()).toMatchObject({
      ok: true,
      user: { email: 'admin@pathshala.local' },
    })

    const revokedVault = memoryVault(true, 'oat_revoked')
    const revoked = createDesktopSession({
      serverOrigin: () => SERVER,
      vault: revokedVault,
      send: server.send,
    })
    expect(await revoked.currentUser()).toEqual({ ok: true, user: null })
    expect(revokedVault.current()).toBeNull()
  })

  test('an account demoted since its sign-in is signed out', async () => {
    const server = api('Student')
    const vault = memoryVault(true, 'oat_valid')
    const session = createDesktopSession({ serverOrigin: () => SERVER, vault, send: server.send })
    expect(await session.currentUser()).toEqual({ ok: true, user: null })
    expect(vault.current()).toBeNull()
    expect(server.calls.at(-1)).toMatchObject({ method: 'DELETE' })
  })

  test('an unreachable server is an error, not a sign-out', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    const vault = memoryVault(true, 'oat_valid')
    const result = await createDesktopSession({
      serverOrigin: () => SERVER,
      vault,
      send: down,
    }).currentUser()
    expect(result).toMatchObject({ ok: false, status: 0 })
    expect(vault.current()).toBe('oat_valid')
  })

  describe('a server that does not answer', () => {
    afterEach(() => vi.useRealTimers())

    const silent = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch

    function keptAdmin(admin: KnownAdmin | null = null) {
      let kept = admin
      const store: KnownAdminStore = { read: () => kept, write: (value) => (kept = value) }
      return { store, kept: () => kept }
    }

    test('a sign-in gives up after 15 s and says the server did not answer', async () => {
      vi.useFakeTimers()
      const vault = memoryVault()
      const signingIn = createDesktopSession({
        serverOrigin: () => SERVER,
        vault,
        send: silent,
      }).signIn({ email: 'admin@pathshala.local', password: 'Admin@12345' })
      await vi.advanceTimersByTimeAsync(15_000)
      expect(await signingIn).toEqual({
        ok: false,
        status: 0,
        message: NO_ANSWER_MESSAGE,
        errors: [],
      })
      expect(vault.keep).not.toHaveBeenCalled()
    })

    test('at start, a kept sign-in opens the app offline as the Admin it belonged to', async () => {
      // signed in earlier, while the server answered
      const known = keptAdmin()
      const vault = memoryVault()
      await createDesktopSession({
        serverOrigin: () => SERVER,
        vault,
        send: api().send,
        knownAdmin: known.store,
      }).signIn({ email: 'admin@pathshala.local', password: 'Admin@12345' })
      expect(known.kept()).toMatchObject({ origin: SERVER, user: { accountType: 'Admin' } })

      vi.useFakeTimers()
      const checking = createDesktopSession({
        serverOrigin: () => SERVER,
        vault,
        send: silent,
        knownAdmin: known.store,
      }).currentUser()
      await vi.advanceTimersByTimeAsync(15_000)
      expect(await checking).toMatchObject({
        ok: true,
        offline: true,
        user: { email: 'admin@pathshala.local', accountType: 'Admin' },
      })
      expect(vault.current()).toBe('oat_admin@pathshala.local')
    })

    test('without a known Admin (or for another server) the check fails with the clear message', async () => {
      vi.useFakeTimers()
      const elsewhere = keptAdmin({ origin: 'https://other.example', user: {} as never })
      const checking = createDesktopSession({
        serverOrigin: () => SERVER,
        vault: memoryVault(true, 'oat_valid'),
        send: silent,
        knownAdmin: elsewhere.store,
      }).currentUser()
      await vi.advanceTimersByTimeAsync(15_000)
      expect(await checking).toEqual({
        ok: false,
        status: 0,
        message: NO_ANSWER_MESSAGE,
        errors: [],
      })
    })

    test('signing out, or a token the server refuses, forgets the known Admin', async () => {
      const known = keptAdmin()
      const session = createDesktopSession({
        serverOrigin: () => SERVER,
        vault: memoryVault(true, 'oat_valid'),
        send: api().send,
        knownAdmin: known.store,
      })
      await session.currentUser()
      expect(known.kept()).not.toBeNull()
      await session.signOut()
      expect(known.kept()).toBeNull()

      const refused = keptAdmin({ origin: SERVER, user: {} as never })
      await createDesktopSession({
        serverOrigin: () => SERVER,
        vault: memoryVault(true, 'oat_revoked'),
        send: api().send,
        knownAdmin: refused.store,
      }).currentUser()
      expect(refused.kept()).toBeNull()
    })
  })
})
