import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { API } from '#tests/functional/payments/helpers'

export { API }

/** A JSON call as `user` with a bearer token (what the desktop app sends; no CSRF). */
export function callAs(
  client: ApiClient,
  user: User,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  body?: object
) {
  const request = client[method](`${API}${path}`).withGuard('api').loginAs(user)
  return body ? request.json(body) : request
}

/** A coupon's uses by status. */
export async function usesOf(couponId: string) {
  const rows = await db
    .from('coupon_redemptions')
    .where('coupon_id', couponId)
    .groupBy('status')
    .select('status')
    .count('* as n')
  const counts = { reserved: 0, kept: 0, released: 0 }
  for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n)
  return counts
}

/** Makes an order and its coupon reservation look `minutes` old (an abandoned checkout). */
export async function ageCheckout(gatewayOrderId: string, minutes: number) {
  const when = new Date(Date.now() - minutes * 60_000)
  const order = await db.from('orders').where('gateway_order_id', gatewayOrderId).first()
  await db.from('orders').where('id', order.id).update({ created_at: when })
  await db.from('coupon_redemptions').where('order_id', order.id).update({ created_at: when })
}

/** Awaits a call and checks its status; answers the response. */
export async function expectStatus<R extends { assertStatus(status: number): void }>(
  request: PromiseLike<R>,
  status: number
) {
  const response = await request
  response.assertStatus(status)
  return response
}
