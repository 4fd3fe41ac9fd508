import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '@blueprintjs/core'
import { useCurrentUser } from '../api/session.ts'

/** /home/enrolled and /home/user need a session; others go to /login and come back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  const location = useLocation()
  if (isPending) return <Spinner aria-label="Loading" />
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  return children
}
