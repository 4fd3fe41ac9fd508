import ApiException from '#core/exceptions/api_exception'
import { reserve, throttles, type Allowance } from '#core/services/throttles'

/** The allowances a mail of `purpose` to `email` from `ip` spends, the tightest first. */
function mailAllowances(purpose: string, email: string, ip?: string): Allowance[] {
  const allowances = [
    { throttle: throttles.mailPerAddressBurst(), key: `${purpose}:${email}` },
    { throttle: throttles.mailPerAddressHourly(), key: `${purpose}:${email}` },
  ]
  return ip ? [...allowances, { throttle: throttles.mailPerIp(), key: `mail:${ip}` }] : allowances
}

/**
 * Spends one mail from the per-address and per-IP allowances, refusing with
 * 429 when any is used up. A refused call gives back what it took, so it does
 * not eat into the other allowances.
 */
export async function spendMailAllowance(purpose: string, email: string, ip: string) {
  const { refused } = await reserve(mailAllowances(purpose, email, ip))
  if (refused) {
    const seconds = Math.max(1, refused.availableIn)
    throw new ApiException(
      `Too many requests. Please wait ${seconds} seconds before asking again.`,
      { status: 429, code: 'E_TOO_MANY_REQUESTS_MAIL', retryAfter: seconds }
    )
  }
}

/**
 * Seconds until spendMailAllowance would let a mail of `purpose` to `email`
 * through, 0 when it would now: the longest wait of the allowances used up.
 * Reads the counters without spending anything.
 */
export async function mailAllowanceWait(purpose: string, email: string, ip?: string) {
  const waits = await Promise.all(
    mailAllowances(purpose, email, ip).map(async ({ throttle, key }) => {
      const used = await throttle.get(key)
      return used && used.consumed >= used.limit ? Math.max(1, Math.ceil(used.availableIn)) : 0
    })
  )
  return Math.max(0, ...waits)
}
