import { useEffect, useState, type ReactNode } from 'react'
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core'
import { isApiError, MESSAGES } from '@pathshala/shared'
import { usePlatform } from '../platform/index.ts'
import { ServerSetupPage } from '../features/server-setup/index.ts'
import { SignInPage, useCurrentUser } from '../features/session/index.ts'

function Loading() {
  return (
    <div className="entry-page">
      <Spinner aria-label="Loading" />
    </div>
  )
}

/** The web admin's answer to anyone but an Admin: the storefront's home, as a full page load. */
function LeaveForStorefront() {
  const platform = usePlatform()
  useEffect(() => platform.links.leaveFor('/home'), [platform])
  return <Loading />
}

/**
 * Only a signed-in Admin gets past. The desktop app first asks for its server (first run),
 * then for a sign-in; the web admin sends visitors and learners to /home.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const platform = usePlatform()
  const [changingServer, setChangingServer] = useState(false)
  const needsServer = platform.server !== null && platform.server.address === null
  const currentUser = useCurrentUser({ enabled: !needsServer })
  const { refetch } = currentUser
  // opened offline with a kept sign-in: once the server answers again, it judges the sign-in
  useEffect(
    () =>
      platform.connectivity.subscribe((online) => {
        if (online && !needsServer) void refetch()
      }),
    [platform, needsServer, refetch]
  )

  if (needsServer || (changingServer && platform.server)) {
    return (
      <ServerSetupPage
        currentAddress={platform.server?.address ?? null}
        onCancel={needsServer ? undefined : () => setChangingServer(false)}
      />
    )
  }
  if (currentUser.isPending) return <Loading />
  if (currentUser.isError) {
    return (
      <main className="entry-page">
        <Callout intent={Intent.DANGER} title="Could not reach the server" className="entry-card">
          <p>
            {isApiError(currentUser.error) ? currentUser.error.message : MESSAGES.requestFailed}
          </p>
          <div className="form-actions">
            <Button
              text="Try again"
              intent={Intent.PRIMARY}
              onClick={() => void currentUser.refetch()}
            />
            {platform.server && (
              <Button text="Change server" onClick={() => setChangingServer(true)} />
            )}
          </div>
        </Callout>
      </main>
    )
  }
  const user = currentUser.data
  if (user === null || user.accountType !== 'Admin') {
    if (platform.signIn === null) return <LeaveForStorefront />
    return (
      <SignInPage
        serverAddress={platform.server?.address ?? null}
        onChangeServer={platform.server ? () => setChangingServer(true) : undefined}
      />
    )
  }
  return children
}
