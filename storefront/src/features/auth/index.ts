/*
| The auth feature's public entry: what other features may use (the signed-in user, the public
| configuration, signing out). Its screens are loaded lazily by the router (app/App.tsx).
*/
export { authKeys } from './api/auth-keys.ts'
export type { User } from './api/auth-types.ts'
export {
  fetchPublicConfig,
  prefetchForViewer,
  prefetchSession,
  sessionUser,
  useCurrentUser,
  useLogout,
  usePublicConfig,
  useViewer,
} from './api/session.ts'
export { useGstTerms } from './hooks/use-gst-terms.ts'
export { gstNote, payableWithGst, type GstTerms } from './lib/gst-terms.ts'
