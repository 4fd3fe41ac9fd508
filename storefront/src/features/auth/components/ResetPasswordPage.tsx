import { AuthTopBar } from './AuthTopBar.tsx'
import { ResetPasswordCard } from './ResetPasswordCard.tsx'
import { useResetToken } from '../hooks/use-reset-token.ts'
import './auth.css'

/** /reset-password?token=... and /reset-password/{token}: choose a new password. */
export default function ResetPasswordPage() {
  const token = useResetToken()
  return (
    <div className="auth-screen">
      <AuthTopBar />
      <main className="auth-single">
        <ResetPasswordCard token={token} />
      </main>
    </div>
  )
}
