import { Card, Classes, H3, HTMLTable } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import type { AdminOrder } from '../../transactions/index.ts'
import { Link } from 'react-router'
import { EmailAddress } from '../../../components/EmailAddress.tsx'
import { formatDateTime, OrderStatusTag, transactionsPath } from '../../transactions/index.ts'

/** The latest paid orders, each opening its detail in the transactions screen. */
export function RecentOrders({ orders }: { orders: AdminOrder[] | undefined }) {
  return (
    <Card className="dashboard-panel dashboard-recent" aria-labelledby="recent-orders-heading">
      <div className="dashboard-panel-head">
        <H3 id="recent-orders-heading" className="dashboard-panel-title">
          Recent orders
        </H3>
        <Link to={transactionsPath()}>All transactions</Link>
      </div>
      {orders === undefined ? (
        <div className={`dashboard-table-skeleton ${Classes.SKELETON}`} />
      ) : orders.length === 0 ? (
        <p className="dashboard-empty">No paid orders yet.</p>
      ) : (
        <div className="admin-table-frame">
          <HTMLTable compact className="dashboard-table" aria-labelledby="recent-orders-heading">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Learner</th>
                <th scope="col">Item</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col" className="admin-table-secondary">
                  Paid
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td>
                    <Link
                      to={transactionsPath({ order: order._id })}
                      aria-label={`Order ${order.receipt}`}
                    >
                      {order.receipt}
                    </Link>
                    <span className="dashboard-paid-at admin-table-narrow-only">
                      {formatDateTime(order.paidAt)}
                    </span>
                  </td>
                  <td className="admin-table-wrap">
                    {order.learner.email ? (
                      <EmailAddress address={order.learner.email} />
                    ) : (
                      'Deleted account'
                    )}
                  </td>
                  <td className="admin-table-wrap">{order.item.title ?? 'Deleted item'}</td>
                  <td className="numeric">{formatRupees(order.amountPaise)}</td>
                  <td className="nowrap admin-table-secondary">{formatDateTime(order.paidAt)}</td>
                  <td className="admin-table-status">
                    <OrderStatusTag status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  )
}
