import { Button, Card, H1 } from '@blueprintjs/core'
import { SignInForm } from './SignInForm.tsx'

interface SignInPageProps {
  /** The server the app signs in to (desktop). */
  serverAddress: string | null
  onChangeServer?: () => void
}

/** The desktop app's sign-in: Admin accounts only. */
export function SignInPage({ serverAddress, onChangeServer }: SignInPageProps) {
  return (
    <main className="entry-page">
      <Card className="entry-card" elevation={2}>
        <H1 className="entry-heading">Sign in to Pathshala Admin</H1>
        <p className="entry-text">Use the email and password of an Admin account.</p>
        <SignInForm />
        {serverAddress && (
          <p className="entry-server">
            <span>
              Server: <strong>{serverAddress}</strong>
            </span>
            {onChangeServer && (
              <Button variant="minimal" size="small" text="Change" onClick={onChangeServer} />
            )}
          </p>
        )}
      </Card>
    </main>
  )
}
