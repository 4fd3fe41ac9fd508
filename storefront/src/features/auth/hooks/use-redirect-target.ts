import { useLocation } from 'react-router'

const DEFAULT_TARGET = '/home'

/**
 * Where to go after signing in: the page the guard or the course page sent the learner from
 * (`location.state.from`), else /home. Only paths inside this site are followed, and never /login.
 */
export function redirectTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined
  if (typeof from !== 'string') return DEFAULT_TARGET
  const isLocalPath = from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
  if (!isLocalPath || from.startsWith('/login')) return DEFAULT_TARGET
  return from
}

export function useRedirectTarget(): string {
  return redirectTarget(useLocation().state)
}
