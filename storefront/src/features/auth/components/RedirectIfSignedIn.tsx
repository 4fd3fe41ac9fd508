import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useCurrentUser } from '../api/session.ts'

/** /login sends a signed-in user to /home (spec route table). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  return user ? <Navigate to="/home" replace /> : children
}
