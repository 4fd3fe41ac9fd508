import { HTMLTable } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import { EmailAddress } from '../../../components/EmailAddress.tsx'
import type { AdminOrder } from '../api/transaction-types.ts'
import { formatDateTime } from '../lib/date-time.ts'
import { ORDER_KIND_LABELS } from '../lib/order-labels.ts'
import { OrderStatusTag } from './OrderStatusTag.tsx'

interface TransactionsTableProps {
  orders: AdminOrder[]
  onOpen: (orderId: string) => void
}

/**
 * One page of orders; the receipt opens the order's detail. In a narrow space the date shows
 * under the receipt and names wrap (app/layout/tables.css), addresses only before an @ or a dot.
 */
export function TransactionsTable({ orders, onOpen }: TransactionsTableProps) {
  return (
    <div
      className="transactions-table-scroll admin-table-frame"
      role="region"
      aria-label="Transactions list"
      tabIndex={0}
    >
      <HTMLTable striped interactive className="transactions-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col" className="admin-table-secondary">
              Created
            </th>
            <th scope="col">Learner</th>
            <th scope="col">Item</th>
            <th scope="col" className="numeric">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} onClick={() => onOpen(order._id)}>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={(event) => {
                    event.stopPropagation()
                    onOpen(order._id)
                  }}
                  aria-label={`Open order ${order.receipt}`}
                >
                  {order.receipt}
                </button>
                <span className="cell-sub admin-table-narrow-only">
                  {formatDateTime(order.createdAt)}
                </span>
              </td>
              <td className="nowrap admin-table-secondary">{formatDateTime(order.createdAt)}</td>
              <td className="admin-table-wrap">
                <span className="cell-main">{order.learner.name ?? 'Deleted account'}</span>
                {order.learner.email && (
                  <EmailAddress className="cell-sub" address={order.learner.email} />
                )}
              </td>
              <td className="admin-table-wrap">
                <span className="cell-main">{order.item.title ?? 'Deleted item'}</span>
                <span className="cell-sub">
                  {ORDER_KIND_LABELS[order.item.kind]}
                  {order.item.type ? ` · ${order.item.type}` : ''}
                </span>
              </td>
              <td className="numeric">
                {formatRupees(order.amountPaise)}
                {order.refundedPaise > 0 && (
                  <span className="cell-sub transactions-refunded">
                    {`Refunded ${formatRupees(order.refundedPaise)}`}
                  </span>
                )}
              </td>
              <td className="admin-table-status">
                <OrderStatusTag status={order.status} />
                {order.lastRefundStatus === 'failed' && (
                  <span className="cell-sub transactions-refund-failed">Refund failed</span>
                )}
                {order.lastRefundStatus === 'pending' && (
                  <span className="cell-sub">Refund pending</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
