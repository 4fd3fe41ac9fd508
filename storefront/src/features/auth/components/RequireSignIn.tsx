import { useRef, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '@blueprintjs/core'
import { useAtomValue } from 'jotai'
import { useCurrentUser } from '../api/session.ts'
import { signedOutByChoiceAtom } from '../atoms/signed-out-by-choice.ts'

/** /home/enrolled and /home/user need a session; others go to /login and come back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  const location = useLocation()
  const signedOutByChoice = useAtomValue(signedOutByChoiceAtom)
  // Whether this page was shown to a signed-in user: Logout pressed here goes home.
  const wasSignedIn = useRef(false)
  if (isPending) return <Spinner aria-label="Loading" />
  if (!user) {
    if (wasSignedIn.current && signedOutByChoice) return <Navigate to="/home" replace />
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  wasSignedIn.current = true
  return children
}
