import { useState } from 'react'
import { Button, Callout, Intent } from '@blueprintjs/core'
import { Offline } from '@blueprintjs/icons'
import { usePlatform } from '../../platform/index.ts'
import { useOnline } from './use-online.ts'

/**
 * Shown the moment the server stops answering: work goes on against local drafts, and Retry
 * asks the server again (any answer clears the banner).
 */
export function OfflineBanner() {
  const online = useOnline()
  const { api } = usePlatform()
  const [retrying, setRetrying] = useState(false)
  if (online) return null

  const retry = () => {
    setRetrying(true)
    // the call's outcome updates connectivity by itself; failing again just keeps the banner
    void api
      .get('/health')
      .catch(() => undefined)
      .finally(() => setRetrying(false))
  }

  return (
    <Callout
      role="status"
      intent={Intent.WARNING}
      icon={<Offline />}
      className="admin-offline-banner"
      title="Offline: the server cannot be reached"
    >
      <div className="admin-offline-banner__body">
        <span>Your changes are kept on this computer and sent when the server answers again.</span>
        <Button size="small" intent={Intent.WARNING} loading={retrying} onClick={retry}>
          Retry
        </Button>
      </div>
    </Callout>
  )
}
