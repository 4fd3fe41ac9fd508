import { Button, Callout, Classes, Drawer, H2, Spinner } from '@blueprintjs/core'
import { SmallCross } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { EmailAddress } from '../../../components/EmailAddress.tsx'
import type { AdminOrder } from '../api/transaction-types.ts'
import { serverMessageOr } from '@pathshala/ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTransaction } from '../api/use-transactions.ts'
import { formatDateTime } from '../lib/date-time.ts'
import { ORDER_KIND_LABELS } from '../lib/order-labels.ts'
import { transactionsPath } from '../lib/transaction-filters.ts'
import { CopyableId } from './CopyableId.tsx'
import { OrderStatusTag } from './OrderStatusTag.tsx'
import { OrderRefunds } from './OrderRefunds.tsx'

interface TransactionDrawerProps {
  /** The open order's id, '' when closed */
  orderId: string
  /** The order as the list showed it, shown until the detail arrives */
  listed: AdminOrder | undefined
  onClose: () => void
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

function OrderDetail({ order }: { order: AdminOrder }) {
  return (
    <>
      <section aria-labelledby="order-summary-heading" className="order-detail-section">
        <h3 id="order-summary-heading" className="order-detail-heading">
          Order
        </h3>
        <dl className="order-detail-fields">
          <Field label="Status">
            <OrderStatusTag status={order.status} />
          </Field>
          <Field label="Amount">{formatRupees(order.amountPaise)}</Field>
          <Field label="Receipt">{order.receipt}</Field>
          <Field label="Created">{formatDateTime(order.createdAt)}</Field>
          <Field label="Paid">{formatDateTime(order.paidAt)}</Field>
          <Field label="Fulfilled">{formatDateTime(order.fulfilledAt)}</Field>
          {order.failureReason && <Field label="Failure">{order.failureReason}</Field>}
          {order.refundedPaise > 0 && (
            <Field label="Refunded">{formatRupees(order.refundedPaise)}</Field>
          )}
        </dl>
      </section>

      <OrderRefunds order={order} />

      <section aria-labelledby="order-gateway-heading" className="order-detail-section">
        <h3 id="order-gateway-heading" className="order-detail-heading">
          Razorpay
        </h3>
        <dl className="order-detail-fields">
          <Field label="Order id">
            <CopyableId label="Razorpay order id" value={order.gatewayOrderId} />
          </Field>
          <Field label="Payment id">
            <CopyableId
              label="Razorpay payment id"
              value={order.gatewayPaymentId}
              missingText="No payment attempted"
            />
          </Field>
          <Field label="Our id">
            <CopyableId label="order id" value={order._id} />
          </Field>
        </dl>
      </section>

      <section aria-labelledby="order-learner-heading" className="order-detail-section">
        <h3 id="order-learner-heading" className="order-detail-heading">
          Learner
        </h3>
        <dl className="order-detail-fields">
          <Field label="Name">{order.learner.name ?? 'Deleted account'}</Field>
          <Field label="Email">
            {order.learner.email ? <EmailAddress address={order.learner.email} /> : '—'}
          </Field>
        </dl>
        {order.learner.email && (
          <p className="order-detail-links">
            <Link to={`/users/${encodeURIComponent(order.learner._id)}`}>Open the learner</Link>
            <Link to={transactionsPath({ search: order.learner.email })}>
              Every order of this learner
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="order-item-heading" className="order-detail-section">
        <h3 id="order-item-heading" className="order-detail-heading">
          Item
        </h3>
        <dl className="order-detail-fields">
          <Field label="Title">{order.item.title ?? 'Deleted item'}</Field>
          <Field label="Kind">
            {ORDER_KIND_LABELS[order.item.kind]}
            {order.item.type ? ` (${order.item.type})` : ''}
          </Field>
        </dl>
      </section>
    </>
  )
}

/** One order's detail beside the list, with the gateway ids to look it up at Razorpay. */
export function TransactionDrawer({ orderId, listed, onClose }: TransactionDrawerProps) {
  const { data, error, isPending } = useTransaction(orderId)
  const order = data ?? listed
  return (
    <Drawer
      isOpen={orderId !== ''}
      onClose={onClose}
      size="min(480px, 100vw)"
      className="transaction-drawer"
    >
      {/* Blueprint's drawer has no dialog role of its own: this wrapper gives it one, named by its title */}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="transaction-drawer-title"
        className="transaction-drawer-dialog"
      >
        <div className={Classes.DRAWER_HEADER}>
          <H2 id="transaction-drawer-title" className="transaction-drawer-title">
            {order ? `Order ${order.receipt}` : 'Order'}
          </H2>
          <Button
            variant="minimal"
            icon={<SmallCross size={20} />}
            aria-label="Close"
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} transaction-drawer-body`}>
          {order ? (
            <OrderDetail order={order} />
          ) : error ? (
            <Callout intent="danger" title="This order could not be loaded">
              {serverMessageOr(error, 'Check the connection to the server and try again.')}
            </Callout>
          ) : isPending ? (
            <Spinner aria-label="Loading the order" />
          ) : null}
        </div>
      </div>
    </Drawer>
  )
}
