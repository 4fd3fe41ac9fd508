import { Card, H2 } from '@blueprintjs/core'
import { usePlatform } from '../../../platform/index.ts'
import { useCurrentUser } from '../../session/index.ts'

/** The signed-in admin's landing page: who is signed in, where, and where to go next. */
export default function OverviewPage() {
  const platform = usePlatform()
  const { data: user } = useCurrentUser()
  return (
    <section aria-labelledby="overview-heading">
      <H2 id="overview-heading">{user ? `Welcome, ${user.firstName}` : 'Welcome'}</H2>
      <Card>
        <p>
          Signed in as <strong>{user?.email}</strong> on{' '}
          <strong>{platform.links.storefront('') || 'this server'}</strong>.
        </p>
        <p>
          <a
            href={platform.links.storefront('/home')}
            onClick={(event) => {
              event.preventDefault()
              platform.links.openExternal(platform.links.storefront('/home'))
            }}
          >
            Open the storefront
          </a>
        </p>
      </Card>
    </section>
  )
}
