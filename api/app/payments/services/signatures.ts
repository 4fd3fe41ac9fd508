import { createHmac, timingSafeEqual } from 'node:crypto'

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/** HMAC-SHA256 of `data` with `secret`, as lowercase hex (how Razorpay signs). */
export function hmacHex(data: string | Buffer, secret: string) {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: unknown) {
  if (typeof received !== 'string' || !HEX_SHA256.test(received)) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'))
}

/**
 * The checkout's answer (razorpay_signature) for an order and payment:
 * HMAC-SHA256 of `order_id|payment_id` with the key secret.
 */
export function paymentSignatureValid(
  gatewayOrderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string
) {
  return signatureMatches(hmacHex(`${gatewayOrderId}|${paymentId}`, keySecret), signature)
}

/** A webhook delivery (X-Razorpay-Signature): HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignatureValid(rawBody: string, signature: unknown, webhookSecret: string) {
  return signatureMatches(hmacHex(Buffer.from(rawBody, 'utf8'), webhookSecret), signature)
}
