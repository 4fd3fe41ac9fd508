import limiter from '@adonisjs/limiter/services/main'

/**
 * Every rate limit of the accounts area in one place. Keys are namespaced by
 * the limiter's own options, so one key string can be reused across limits.
 */
export const throttles = {
  /** Failed sign-ins for one address from one IP: tight. */
  loginPerAccount: () =>
    limiter.use({ requests: 10, duration: '15 mins', blockDuration: '15 mins' }),
  /** Failed sign-ins from one IP across addresses: loose. */
  loginPerIp: () => limiter.use({ requests: 100, duration: '15 mins', blockDuration: '15 mins' }),
  /** Mails with a code or link to one address: one per 30 s… */
  mailPerAddressBurst: () => limiter.use({ requests: 1, duration: '30 secs' }),
  /** …and five per hour. */
  mailPerAddressHourly: () => limiter.use({ requests: 5, duration: '1 hour' }),
  /** Code and link mails from one IP. */
  mailPerIp: () => limiter.use({ requests: 50, duration: '1 hour' }),
  /** Contact form posts from one IP. */
  contactPerIp: () => limiter.use({ requests: 10, duration: '1 hour' }),
}
