/**
 * Query keys of the auth feature: who is signed in and the server's public settings. Each is a
 * root of its own: a first visit's rendered state (src/prerender/render-first-visit.tsx) carries
 * the session's under `['current-user']`, which the browser adopts as it is.
 */
export const authKeys = {
  currentUser: () => ['current-user'] as const,
  publicConfig: () => ['public-config'] as const,
}
