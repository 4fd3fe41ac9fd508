import ApiException from '#core/exceptions/api_exception'
import { reserve, throttles } from '#core/services/throttles'

/**
 * Spends one mail from the per-address and per-IP allowances, refusing with
 * 429 when any is used up. A refused call gives back what it took, so it does
 * not eat into the other allowances.
 */
export async function spendMailAllowance(purpose: string, email: string, ip: string) {
  const { refused } = await reserve([
    { throttle: throttles.mailPerAddressBurst(), key: `${purpose}:${email}` },
    { throttle: throttles.mailPerAddressHourly(), key: `${purpose}:${email}` },
    { throttle: throttles.mailPerIp(), key: `mail:${ip}` },
  ])
  if (refused) {
    const seconds = Math.max(1, refused.availableIn)
    throw new ApiException(
      `Too many requests. Please wait ${seconds} seconds before asking again.`,
      { status: 429, code: 'E_TOO_MANY_REQUESTS_MAIL', retryAfter: seconds }
    )
  }
}
