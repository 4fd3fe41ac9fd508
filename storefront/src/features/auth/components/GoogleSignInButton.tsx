import { Button } from '@blueprintjs/core'
import { api } from '../../../app/api.ts'
import { usePublicConfig } from '../api/session.ts'
import { GoogleMark } from './GoogleMark.tsx'

const UNAVAILABLE =
  'Google sign-in is not set up on this server yet. Please use your email and password.'

/**
 * Google sign-in is a full-page navigation to the API (it comes back to /home). Disabled, with
 * the reason beside it, when the server has no Google keys.
 */
export function GoogleSignInButton() {
  const { data: config, isPending } = usePublicConfig()
  const available = config?.googleSignIn === true
  return (
    <div className="google-sign-in">
      <Button
        size="large"
        fill
        variant="outlined"
        icon={<GoogleMark />}
        text="Sign in with Google"
        disabled={!available}
        aria-describedby={available ? undefined : 'google-sign-in-note'}
        onClick={() => window.location.assign(api.url('/auth/google'))}
      />
      {!available && (
        // Kept in the layout (hidden) while the config loads, so nothing moves when it arrives.
        <p
          id="google-sign-in-note"
          className="auth-note"
          style={isPending ? { visibility: 'hidden' } : undefined}
        >
          {UNAVAILABLE}
        </p>
      )}
    </div>
  )
}
