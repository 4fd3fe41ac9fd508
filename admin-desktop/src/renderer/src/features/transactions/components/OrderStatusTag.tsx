import { Tag } from '@blueprintjs/core'
import type { OrderStatus } from '@pathshala/shared'
import { ORDER_STATUS_INTENTS, ORDER_STATUS_LABELS } from '../lib/order-labels.ts'

/** An order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag minimal round intent={ORDER_STATUS_INTENTS[status]}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  )
}
