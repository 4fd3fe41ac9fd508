import { useState } from 'react'
import { Card } from '@blueprintjs/core'
import { NewPasswordForm } from './NewPasswordForm.tsx'
import { ResetLinkInvalid } from './ResetLinkInvalid.tsx'
import { ResetPasswordDone } from './ResetPasswordDone.tsx'

/** The reset page's three states: the form, the success screen, or a link without a token. */
export function ResetPasswordCard({ token }: { token: string | null }) {
  const [done, setDone] = useState(false)
  return (
    <Card className="auth-card" elevation={2}>
      {token === null ? (
        <ResetLinkInvalid />
      ) : done ? (
        <ResetPasswordDone />
      ) : (
        <NewPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </Card>
  )
}
