import { describe, expect, test, vi } from 'vitest'
import { createDesktopSession, NOT_AN_ADMIN_MESSAGE } from './desktop-session.ts'
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
})
