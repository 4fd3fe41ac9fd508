import { H1 } from '@blueprintjs/core'
import { useCurrentUser, usePublicConfig } from '../../auth/api/session.ts'

export default function HomePage() {
  const { data: config } = usePublicConfig()
  const { data: user } = useCurrentUser()
  return (
    <main className="page">
      <H1>{config?.appName ?? 'Pathshala'}</H1>
      <p>Video courses and study material for civil-services and competitive exams.</p>
      {user && (
        <p>
          Signed in as {user.name} ({user.email})
        </p>
      )}
    </main>
  )
}
