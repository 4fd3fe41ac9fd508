import { createContractClient, isApiError, MESSAGES } from '@pathshala/shared'
import type { ApiRegistry, User } from '../shared/api-contract.ts'
import type {
  BridgeFailure,
  Credentials,
  CurrentUserResult,
  SignInResult,
} from '../shared/ipc-contract.ts'
import {
  isNoAnswer,
  NO_ANSWER_MESSAGE,
  SESSION_TIMEOUT_MS,
  withAnswerTimeout,
} from './answer-timeout.ts'
import type { TokenVault } from './token-vault.ts'

export const NOT_AN_ADMIN_MESSAGE =
  'This app is for Pathshala administrators. Your account is not an Admin account.'

function failure(error: unknown): BridgeFailure {
  if (isNoAnswer(error)) return { ok: false, status: 0, message: NO_ANSWER_MESSAGE, errors: [] }
  if (isApiError(error)) {
    return { ok: false, status: error.status, message: error.message, errors: error.errors }
  }
  return { ok: false, status: 0, message: MESSAGES.requestFailed, errors: [] }
}

/** The Admin last signed in on this computer, and the server that said so. */
export interface KnownAdmin {
  origin: string
  user: User
}

/** Where the known Admin is kept between runs (the settings file in the app). */
export interface KnownAdminStore {
  read(): KnownAdmin | null
  write(admin: KnownAdmin | null): void
}

function inMemory(): KnownAdminStore {
  let admin: KnownAdmin | null = null
  return { read: () => admin, write: (value) => (admin = value) }
}

/**
 * Signing in and out with access tokens, done by the main process so the token never reaches
 * the renderer. Only Admin accounts may keep a token: anyone else is refused at sign-in and the
 * token the server just issued is revoked at once. Every call gives up after `timeoutMs`.
 *
 * Started without the server (offline, or it does not answer), a kept sign-in still opens the
 * app as the Admin it last belonged to, marked offline: local drafts stay reachable, and the
 * server judges the token again when it answers.
 */
export function createDesktopSession(options: {
  serverOrigin: () => string | null
  vault: TokenVault
  send: typeof fetch
  knownAdmin?: KnownAdminStore
  timeoutMs?: number
}) {
  const { vault } = options
  const send = withAnswerTimeout(options.send, options.timeoutMs ?? SESSION_TIMEOUT_MS)
  const knownAdmin = options.knownAdmin ?? inMemory()

  function clientFor(origin: string, token: string | null) {
    return createContractClient<ApiRegistry>({
      baseUrl: `${origin}/api/v1`,
      auth: { kind: 'token', getToken: () => token },
      fetch: (url, init) => send(url, { ...init, credentials: 'omit', redirect: 'manual' }),
    })
  }

  async function revoke(origin: string, token: string) {
    try {
      await clientFor(origin, token).delete('/auth/tokens/current')
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
        const { body } = await clientFor(origin, null).post('/auth/tokens', {
          body: credentials,
        })
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
      knownAdmin.write({ origin, user })
      return { ok: true, user, remembered }
    },

    /** Revokes the token on the server (when it answers) and forgets it here in any case. */
    async signOut(): Promise<void> {
      const origin = options.serverOrigin()
      const token = vault.current() ?? (await vault.restore())
      if (origin !== null && token !== null) await revoke(origin, token)
      await vault.forget()
      knownAdmin.write(null)
    },

    /**
     * The signed-in Admin, or null when there is no token or the server refuses it (it is then
     * forgotten). An account demoted since it signed in is signed out. No answer from the
     * server: the Admin this token last belonged to, marked `offline`.
     */
    async currentUser(): Promise<CurrentUserResult> {
      const signedOut = { ok: true, user: null } as const
      const origin = options.serverOrigin()
      if (origin === null) return signedOut
      const token = await vault.restore()
      if (token === null) return signedOut
      let user: User
      try {
        const { body } = await clientFor(origin, token).post('/auth/validate', { body: {} })
        user = body.user
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          await vault.forget()
          knownAdmin.write(null)
          return signedOut
        }
        const problem = failure(error)
        const known = knownAdmin.read()
        if (problem.status === 0 && known !== null && known.origin === origin) {
          return { ok: true, user: known.user, offline: true }
        }
        return problem
      }
      if (user.accountType !== 'Admin') {
        await revoke(origin, token)
        await vault.forget()
        knownAdmin.write(null)
        return signedOut
      }
      knownAdmin.write({ origin, user })
      return { ok: true, user }
    },
  }
}

export type DesktopSession = ReturnType<typeof createDesktopSession>
