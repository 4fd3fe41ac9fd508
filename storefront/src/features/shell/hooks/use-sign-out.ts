import { useNavigate } from 'react-router'
import { useLogout } from '../../auth/index.ts'

/** Ends the session and returns to the landing page, whatever the server answered. */
export function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  return {
    signOut: () => logout.mutate(undefined, { onSettled: () => navigate('/home') }),
    isSigningOut: logout.isPending,
  }
}
