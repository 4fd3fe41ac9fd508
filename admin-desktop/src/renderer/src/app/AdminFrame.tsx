import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core'
import { Cog, LogOut } from '@blueprintjs/icons'
import { useAtom } from 'jotai'
import { sessionNotRememberedAtom, useCurrentUser, useSignOut } from '../features/session/index.ts'

/**
 * The frame every admin screen renders in. The full admin layout (sidebar, top bar,
 * breadcrumbs) takes this place; screens only ever see the Outlet.
 */
export function AdminFrame() {
  const { data: user } = useCurrentUser()
  const signOut = useSignOut()
  const [notRemembered, setNotRemembered] = useAtom(sessionNotRememberedAtom)
  return (
    <div className="admin-frame">
      <header className="admin-frame-header">
        <Link to="/" className="admin-frame-brand">
          Pathshala Admin
        </Link>
        <span className="admin-frame-user">{user?.name}</span>
        <Link to="/settings" className="bp6-button bp6-minimal">
          <Cog />
          <span>Settings</span>
        </Link>
        <Button
          variant="minimal"
          icon={<LogOut />}
          text="Sign out"
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        />
      </header>
      {notRemembered && (
        <Callout intent={Intent.WARNING} className="admin-frame-notice">
          <p>
            This computer has no secure place to keep your sign-in, so it ends when you close the
            app.
          </p>
          <Button text="Dismiss" size="small" onClick={() => setNotRemembered(false)} />
        </Callout>
      )}
      <main className="admin-frame-content">
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
