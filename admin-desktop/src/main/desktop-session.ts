import { createApiClient, isApiError, MESSAGES, type User } from '@pathshala/shared'
import type {
  BridgeFailure,
  Credentials,
  CurrentUserResult,
  SignInResult,
} from '../shared/ipc-contract.ts'
import type { TokenVault } from './token-vault.ts'

export const NOT_AN_ADMIN_MESSAGE =
  'This app is for Pathshala administrators. Your account is not an Admin account.'

function failure(error: unknown): BridgeFailure {
  if (isApiError(error)) {
    return { ok: false, status: error.status, message: error.message, errors: error.errors }
  }
  return { ok: false, status: 0, message: MESSAGES.requestFailed, errors: [] }
}

/**
 * Signing in and out with access tokens, done by the main process so the token never reaches
 * the renderer. Only Admin accounts may keep a token: anyone else is refused at sign-in and the
 * token the server just issued is revoked at once.
 */
export function createDesktopSession(options: {
  serverOrigin: () => string | null
  vault: TokenVault
  send: typeof fetch
}) {
  const { vault, send } = options

  function clientFor(origin: string, token: string | null) {
    return createApiClient({
      baseUrl: `${origin}/api/v1`,
      auth: { kind: 'token', getToken: () => token },
      fetch: (url, init) => send(url, { ...init, credentials: 'omit', redirect: 'manual' }),
    })
  }

  async function revoke(origin: string, token: string) {
    try {
      await clientFor(origin, token).auth.revokeToken()
    } catch {
      // already gone, or the server is unreachable: the token is dropped here either way
    }
  }

  return {
    async signIn(credentials: Credentials): Promise<SignInResult> {
      const origin = options.serverOrigin()
      if (origin === null)
        return { ok: false, status: 400, message: 'Set up the server first', errors: [] }
      let token: string
      let user: User
      try {
        const { body } = await clientFor(origin, null).auth.createToken(credentials)
        token = body.token
        user = body.user
      } catch (error) {
        return failure(error)
      }
      if (user.accountType !== 'Admin') {
        await revoke(origin, token)
        return { ok: false, status: 403, message: NOT_AN_ADMIN_MESSAGE, errors: [] }
      }
      const previous = vault.current()
      if (previous !== null && previous !== token) await revoke(origin, previous)
      const remembered = await vault.keep(token)
      return { ok: true, user, remembered }
    },

    /** Revokes the token on the server (when it answers) and forgets it here in any case. */
    async signOut(): Promise<void> {
      const origin = options.serverOrigin()
      const token = vault.current() ?? (await vault.restore())
      if (origin !== null && token !== null) await revoke(origin, token)
      await vault.forget()
    },

    /**
     * The signed-in Admin, or null when there is no token or the server refuses it (it is then
     * forgotten). An account demoted since it signed in is signed out.
     */
    async currentUser(): Promise<CurrentUserResult> {
      const signedOut = { ok: true, user: null } as const
      const origin = options.serverOrigin()
      if (origin === null) return signedOut
      const token = await vault.restore()
      if (token === null) return signedOut
      let user: User
      try {
        const { body } = await clientFor(origin, token).auth.validate()
        user = body.user
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          await vault.forget()
          return signedOut
        }
        return failure(error)
      }
      if (user.accountType !== 'Admin') {
        await revoke(origin, token)
        await vault.forget()
        return signedOut
      }
      return { ok: true, user }
    },
  }
}

export type DesktopSession = ReturnType<typeof createDesktopSession>
