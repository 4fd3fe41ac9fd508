import { randomInt } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * A Razorpay-shaped id: the entity's prefix and 14 random base62 characters
 * (about 83 bits), e.g. 'order_KkLcVj5Q2mXyZa'. An order id is also what lets
 * the checkout settle that order, so it must be unguessable.
 */
export function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'card' | 'rfnd') {
  let tail = ''
  for (let index = 0; index < 14; index++) tail += BASE62[randomInt(BASE62.length)]
  return `${prefix}_${tail}`
}

/** Whether `value` looks like an id `razorpayId(prefix)` made. */
export function isRazorpayId(value: unknown, prefix: 'order' | 'pay' | 'rfnd'): value is string {
  return typeof value === 'string' && new RegExp(`^${prefix}_[0-9A-Za-z]{14}$`).test(value)
}
