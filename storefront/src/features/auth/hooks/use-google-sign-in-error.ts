import { useSearchParams } from 'react-router'

/** Why the Google callback sent the learner back to /login (`/login?error=...`). */
export const GOOGLE_SIGN_IN_ERRORS: Record<string, string> = {
  google_unavailable:
    'Google sign-in is not available on this server. Please sign in with your email and password.',
  google_cancelled: 'Google sign-in was cancelled. You can try again or use your email instead.',
  google_failed: 'We could not sign you in with Google. Please try again in a moment.',
  google_unverified:
    'Your Google account has no verified email address. Verify it with Google, or register ' +
    'with your email instead.',
}

export function googleSignInError(code: string | null): string | null {
  if (!code) return null
  return Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code) ? GOOGLE_SIGN_IN_ERRORS[code] : null
}

export function useGoogleSignInError(): string | null {
  const [searchParams] = useSearchParams()
  return googleSignInError(searchParams.get('error'))
}
