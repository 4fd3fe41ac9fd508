import { Button, Card, H1 } from '@blueprintjs/core'
import { DEFAULT_SERVER_ADDRESS } from '../../../../../shared/ipc-contract.ts'
import { ServerAddressForm } from './ServerAddressForm.tsx'

interface ServerSetupPageProps {
  /** The address in use, when the admin came here to change it. */
  currentAddress: string | null
  /** Back to the sign-in form without changing anything. */
  onCancel?: () => void
}

/** First run on the desktop: which Pathshala server to work with. */
export function ServerSetupPage({ currentAddress, onCancel }: ServerSetupPageProps) {
  return (
    <main className="entry-page">
      <Card className="entry-card" elevation={2}>
        <H1 className="entry-heading">Connect to your Pathshala server</H1>
        <p className="entry-text">
          Pathshala Admin works with the server that runs your storefront. Enter its address; the
          app checks that the server answers before you sign in.
        </p>
        <ServerAddressForm
          initialAddress={currentAddress ?? DEFAULT_SERVER_ADDRESS}
          submitText="Connect"
        />
        {onCancel && (
          <Button
            variant="minimal"
            className="entry-secondary"
            text="Back to sign in"
            onClick={onCancel}
          />
        )}
      </Card>
    </main>
  )
}
