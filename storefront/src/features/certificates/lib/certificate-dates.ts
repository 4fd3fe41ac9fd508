const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' })

/** "29 November 2026": a certificate's dates as it prints them (UTC). */
export function certificateDate(iso: string) {
  return DATE.format(new Date(iso))
}

/** The storefront's verification page of a certificate (served by the API, not the app). */
export function verifyPath(id: string) {
  return `/verify/${encodeURIComponent(id)}`
}
