export { sessionKeys } from './api/session-keys.ts'
export { useCurrentUser, useSignIn, useSignOut } from './api/use-session.ts'
export { sessionNotRememberedAtom } from './atoms/session-not-remembered.ts'
export { SignInPage } from './components/SignInPage.tsx'
