/*
| A coaching centre behind one NAT: many learners signing in at the same
| moment from one address, the way a browser does it (GET /config for the
| XSRF cookie, then POST /auth/login echoing it). Correct passwords must all
| get in; wrong ones may be limited (429); nothing may be a 5xx.
*/
import { browserSession } from './identities.mjs'

/** Runs `count` sign-ins at once; answers the count of each status ('error' for no answer). */
export async function parallelLogins(origin, credentials, count) {
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      browserSession(origin, credentials).then(
        (session) => session.status,
        () => 'error'
      )
    )
  )
  const byStatus = {}
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1
  return { byStatus, seconds: (performance.now() - started) / 1000 }
}
