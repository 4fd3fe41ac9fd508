import { useState } from 'react'
import { AnchorButton, Button, Card, Spinner, Tag } from '@blueprintjs/core'
import { Download, Refresh, Search, ShoppingCart, WarningSign } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { ButtonLink, EmptyState, Pagination } from '@pathshala/ui'
import { creditNoteUrl, invoiceUrl, useOrders, type LearnerOrder } from '../api/orders.ts'
import { documentFilename, orderDate, orderStatus } from '../lib/order-format.ts'
import './orders.css'

/** The profile's "My orders" tab: every order with its amounts, status and invoice. */
export function OrdersList({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const orders = useOrders(userId, page)
  if (orders.isError) {
    return (
      <EmptyState
        icon={<WarningSign />}
        title="Failed to fetch your orders"
        description="Please try again later or contact support."
        action={
          <Button
            icon={<Refresh />}
            text="Try again"
            loading={orders.isFetching}
            onClick={() => void orders.refetch()}
          />
        }
      />
    )
  }
  if (!orders.data) {
    return (
      <div className="orders-loading">
        <Spinner size={24} aria-label="Loading orders" />
      </div>
    )
  }
  if (orders.data.orders.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<ShoppingCart />}
        title="No orders yet"
        description="Courses and study material you buy appear here, each with its invoice."
        action={
          <ButtonLink to="/home/explore" intent="primary" icon={<Search />}>
            Browse Courses
          </ButtonLink>
        }
      />
    )
  }
  const { meta } = orders.data
  return (
    <div className="orders">
      <ul className="order-list" aria-label="Orders">
        {orders.data.orders.map((order) => (
          <OrderItem key={order._id} order={order} />
        ))}
      </ul>
      <Pagination
        page={meta.currentPage}
        totalPages={meta.totalPages}
        hasPrevPage={meta.hasPrevPage}
        hasNextPage={meta.hasNextPage}
        onPageChange={setPage}
        label="Orders pages"
      />
    </div>
  )
}

function OrderItem({ order }: { order: LearnerOrder }) {
  const status = orderStatus(order.status)
  const title = order.items.map((item) => item.title ?? 'Removed item').join(', ')
  return (
    <li>
      <Card className="order-card">
        <div className="order-card-head">
          <div>
            <h3 className="order-card-title">{title}</h3>
            <p className="order-card-meta bp6-text-muted">
              Order <span className="order-number">{order.number}</span> ·{' '}
              {orderDate(order.paidAt ?? order.createdAt)}
            </p>
          </div>
          <Tag minimal intent={status.intent} className="order-status">
            {status.label}
          </Tag>
        </div>
        <dl className="order-amounts">
          <div>
            <dt>Price</dt>
            <dd>{formatRupees(order.pricePaise)}</dd>
          </div>
          {order.discountPaise > 0 && (
            <div>
              <dt>Discount</dt>
              <dd>−{formatRupees(order.discountPaise)}</dd>
            </div>
          )}
          {order.taxPaise !== null && order.taxPaise > 0 && (
            <div>
              <dt>GST included</dt>
              <dd>{formatRupees(order.taxPaise)}</dd>
            </div>
          )}
          <div className="order-total">
            <dt>{order.status === 'fulfilled' || order.status === 'paid' ? 'Paid' : 'Total'}</dt>
            <dd>{formatRupees(order.amountPaise)}</dd>
          </div>
        </dl>
        {(order.invoice || order.creditNotes.length > 0) && (
          <div className="order-documents">
            {order.invoice && (
              <AnchorButton
                intent="primary"
                variant="outlined"
                icon={<Download />}
                href={invoiceUrl(order._id)}
                download={documentFilename(order.invoice.number)}
                aria-label={`Download ${order.invoice.kind === 'receipt' ? 'receipt' : 'invoice'} ${order.invoice.number}`}
                text={`${order.invoice.kind === 'receipt' ? 'Receipt' : 'Invoice'} ${order.invoice.number}`}
              />
            )}
            {order.creditNotes.map((note) => (
              <AnchorButton
                key={note._id}
                variant="minimal"
                icon={<Download />}
                href={creditNoteUrl(order._id, note._id)}
                download={documentFilename(note.number)}
                aria-label={`Download credit note ${note.number}`}
                text={`Credit note ${note.number} (${formatRupees(note.totalPaise)} refunded)`}
              />
            ))}
          </div>
        )}
      </Card>
    </li>
  )
}
