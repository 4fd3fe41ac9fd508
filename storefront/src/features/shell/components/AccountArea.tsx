import { useCurrentUser } from '../../auth/api/session.ts'
import { ProfileMenu } from './ProfileMenu.tsx'
import { SignInButton } from './SignInButton.tsx'

/** Sign In for visitors, the profile menu for a signed-in user; a fixed-size slot while unknown. */
export function AccountArea() {
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <span className="account-area__placeholder bp6-skeleton" />
  return user ? <ProfileMenu user={user} /> : <SignInButton />
}
