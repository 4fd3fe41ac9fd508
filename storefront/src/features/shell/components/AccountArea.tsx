import { lazy, Suspense } from 'react'
import { useCurrentUser } from '../../auth/index.ts'
import { SignInButton } from './SignInButton.tsx'

// The menu brings Blueprint's popover machinery with it: visitors, the larger part of the
// landing page's audience, never download it.
const ProfileMenu = lazy(() => import('./ProfileMenu.tsx'))

const placeholder = <span className="account-area__placeholder bp6-skeleton" />

/** Sign In for visitors, the profile menu for a signed-in user; a fixed-size slot while unknown. */
export function AccountArea() {
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return placeholder
  if (!user) return <SignInButton />
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu user={user} />
    </Suspense>
  )
}
