import ApiException from '#exceptions/api_exception'
import { throttles } from '#services/throttles'

/**
 * Spends one mail from the per-address and per-IP allowances, refusing with
 * 429 when any is used up. Checked before consuming so a refused call does not
 * eat into the other allowances.
 */
export async function spendMailAllowance(purpose: string, email: string, ip: string) {
  const checks = [
    { limiter: throttles.mailPerAddressBurst(), key: `${purpose}:${email}` },
    { limiter: throttles.mailPerAddressHourly(), key: `${purpose}:${email}` },
    { limiter: throttles.mailPerIp(), key: `mail:${ip}` },
  ]
  for (const { limiter, key } of checks) {
    if ((await limiter.remaining(key)) <= 0) {
      const seconds = Math.max(1, await limiter.availableIn(key))
      throw new ApiException(
        `Too many requests. Please wait ${seconds} seconds before asking again.`,
        { status: 429, code: 'E_TOO_MANY_REQUESTS_MAIL' }
      )
    }
  }
  for (const { limiter, key } of checks) await limiter.increment(key)
}
