import limiter from '@adonisjs/limiter/services/main'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'

/**
 * One named rate limit. The database store keeps the counters of every limit
 * in one table under one key prefix, so two limits counting the same key
 * (the 30-second and the hourly mail limit of an address) would share one
 * row, and the shorter window would reset the longer one. Each limit
 * therefore prefixes its keys with its own name.
 */
export class Throttle {
  constructor(
    readonly name: string,
    private options: LimiterConsumptionOptions
  ) {}

  /** The underlying limiter (cached by the limiter manager per options). */
  private get limiter() {
    // `use` rewrites the durations of the object it is given: hand it a copy
    return limiter.use({ ...this.options })
  }

  private key(key: string) {
    return `${this.name}:${key}`
  }

  get requests() {
    return this.limiter.requests
  }

  get(key: string) {
    return this.limiter.get(this.key(key))
  }

  remaining(key: string) {
    return this.limiter.remaining(this.key(key))
  }

  availableIn(key: string) {
    return this.limiter.availableIn(this.key(key))
  }

  isBlocked(key: string) {
    return this.limiter.isBlocked(this.key(key))
  }

  increment(key: string, amount?: number) {
    return this.limiter.increment(this.key(key), amount)
  }

  decrement(key: string, amount?: number) {
    return this.limiter.decrement(this.key(key), amount)
  }

  set(key: string, requests: number, duration?: string | number) {
    return this.limiter.set(this.key(key), requests, duration)
  }

  delete(key: string) {
    return this.limiter.delete(this.key(key))
  }
}

const LOGIN_PER_ACCOUNT = new Throttle('login-account', { requests: 10, duration: '15 mins' })
const LOGIN_PER_IP = new Throttle('login-ip', { requests: 100, duration: '15 mins' })
const MAIL_PER_ADDRESS_BURST = new Throttle('mail-burst', { requests: 1, duration: '30 secs' })
const MAIL_PER_ADDRESS_HOURLY = new Throttle('mail-hourly', { requests: 5, duration: '1 hour' })
const MAIL_PER_IP = new Throttle('mail-ip', { requests: 50, duration: '1 hour' })
const CONTACT_PER_IP = new Throttle('contact-ip', { requests: 10, duration: '1 hour' })
const COUPON_QUOTES_PER_CALLER = new Throttle('coupon-quotes', {
  requests: 30,
  duration: '10 mins',
})
const PAYMENT_ORDERS_PER_USER = new Throttle('payment-orders', {
  requests: 20,
  duration: '10 mins',
})

/**
 * Every rate limit of the accounts area in one place.
 */
export const throttles = {
  /** Failed sign-ins for one address from one IP in 15 minutes: tight. */
  loginPerAccount: () => LOGIN_PER_ACCOUNT,
  /** Failed sign-ins from one IP across addresses in 15 minutes: loose. */
  loginPerIp: () => LOGIN_PER_IP,
  /** Mails with a code or link to one address: one per 30 s… */
  mailPerAddressBurst: () => MAIL_PER_ADDRESS_BURST,
  /** …and five per hour. */
  mailPerAddressHourly: () => MAIL_PER_ADDRESS_HOURLY,
  /** Code and link mails from one IP. */
  mailPerIp: () => MAIL_PER_IP,
  /** Contact form posts from one IP. */
  contactPerIp: () => CONTACT_PER_IP,
  /** Coupon quotes one learner (or, signed out, one IP) may ask for in 10 minutes: no guessing. */
  couponQuotesPerCaller: () => COUPON_QUOTES_PER_CALLER,
  /** Payment orders one learner may have created at the gateway in 10 minutes. */
  paymentOrdersPerUser: () => PAYMENT_ORDERS_PER_USER,
}

export interface Allowance {
  throttle: Throttle
  key: string
}

/**
 * Takes one from each allowance in turn, each with an atomic increment, so
 * parallel calls cannot get past a limit. When one is used up, everything this
 * call took is given back and `refused` holds that limit's answer (with
 * `availableIn`). Taking them in turn, in the order given (the tightest first), keeps calls
 * that the first limit holds back from crowding the later ones. `giveBack`
 * returns what a call took, for calls that should not count after all.
 */
export async function reserve(allowances: Allowance[]) {
  const taken: Allowance[] = []
  const giveBack = async () => {
    await Promise.all(taken.map(({ throttle, key }) => throttle.decrement(key)))
  }
  for (const allowance of allowances) {
    const response = await allowance.throttle.increment(allowance.key)
    taken.push(allowance)
    if (response.consumed > response.limit) {
      await giveBack()
      return { refused: response, giveBack: async () => {} }
    }
  }
  return { refused: null, giveBack }
}
