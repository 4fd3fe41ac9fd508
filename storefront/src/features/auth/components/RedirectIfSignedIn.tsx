import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useCurrentUser } from '../api/session.ts'
import { useRedirectTarget } from '../hooks/use-redirect-target.ts'

/**
 * /login sends a signed-in user on (docs/screens/learner.md#routes): to /home, or back to the page
 * that sent them to sign in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const target = useRedirectTarget()
  return user ? <Navigate to={target} replace /> : children
}
