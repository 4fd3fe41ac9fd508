import { Button, Callout, Card, H2, H3, Intent } from '@blueprintjs/core'
import { LogOut } from '@blueprintjs/icons'
import { usePlatform } from '../../../platform/index.ts'
import { ServerAddressForm } from '../../server-setup/index.ts'
import { useCurrentUser, useSignOut } from '../../session/index.ts'

/** The app's settings: the server it works with (desktop) and the signed-in account. */
export default function SettingsPage() {
  const platform = usePlatform()
  const { data: user } = useCurrentUser()
  const signOut = useSignOut()

  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <H2 id="settings-heading">Settings</H2>

      <Card className="settings-card">
        <H3>Server</H3>
        {platform.server ? (
          <>
            <p>
              Working with <strong>{platform.server.address}</strong>. Changing the server signs you
              out of this one.
            </p>
            <ServerAddressForm
              initialAddress={platform.server.address ?? ''}
              submitText="Save and restart"
            />
          </>
        ) : (
          <p>
            This admin is served by <strong>{platform.links.storefront('')}</strong> and always
            works with it.
          </p>
        )}
      </Card>

      <Card className="settings-card">
        <H3>Account</H3>
        {user && (
          <p>
            Signed in as <strong>{user.name}</strong> ({user.email})
          </p>
        )}
        {signOut.isError && (
          <Callout intent={Intent.WARNING} compact>
            The server could not be told; you are signed out here.
          </Callout>
        )}
        <Button
          icon={<LogOut />}
          text="Sign out"
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        />
      </Card>
    </section>
  )
}
