import type { Intent } from '@blueprintjs/core'
import type { OrderItemKind, OrderStatus } from '@pathshala/shared'

export const ORDER_STATUSES = [
  'created',
  'paid',
  'fulfilled',
  'failed',
] as const satisfies readonly OrderStatus[]
export const ORDER_KINDS = ['course', 'store_item'] as const satisfies readonly OrderItemKind[]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  failed: 'Failed',
}

export const ORDER_STATUS_INTENTS: Record<OrderStatus, Intent> = {
  created: 'none',
  paid: 'primary',
  fulfilled: 'success',
  failed: 'danger',
}

export const ORDER_KIND_LABELS: Record<OrderItemKind, string> = {
  course: 'Course',
  store_item: 'Store item',
}
