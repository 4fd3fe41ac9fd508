import { useState } from 'react'
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core'
import { Undo } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { serverMessageOr } from '@pathshala/ui'
import type { AdminOrder } from '../api/transaction-types.ts'
import { useOrderRefunds } from '../api/use-refunds.ts'
import { formatDateTime } from '../lib/date-time.ts'
import { REFUND_STATUS_INTENTS, REFUND_STATUS_LABELS } from '../lib/refund-form.ts'
import { RefundDialog } from './RefundDialog.tsx'

const REFUNDABLE = new Set(['paid', 'fulfilled'])

/**
 * The order's refunds in the transactions drawer: what was refunded, each refund with its
 * status (a failure with its reason), and the Refund action while money remains refundable.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const paid = REFUNDABLE.has(order.status) && order.gatewayPaymentId !== null
  const { data, error, isPending } = useOrderRefunds(order._id, paid)
  const [open, setOpen] = useState(false)
  if (!paid) return null

  const refunds = data?.data ?? []
  const totals = data?.totals
  const refundable = totals?.refundablePaise ?? 0
  return (
    <section aria-labelledby="order-refunds-heading" className="order-detail-section">
      <div className="order-refunds-head">
        <h3 id="order-refunds-heading" className="order-detail-heading">
          Refunds
        </h3>
        <Button
          icon={<Undo />}
          intent="danger"
          variant="outlined"
          size="small"
          disabled={!totals || refundable <= 0}
          onClick={() => setOpen(true)}
        >
          Refund
        </Button>
      </div>
      {error ? (
        <Callout intent="danger">
          {serverMessageOr(error, 'The refunds could not be loaded.')}
        </Callout>
      ) : isPending ? (
        <Spinner size={20} aria-label="Loading the refunds" />
      ) : (
        <>
          {totals && (
            <p className="order-refunds-totals">
              {totals.refundedPaise > 0
                ? `Refunded ${formatRupees(totals.refundedPaise)} of ${formatRupees(totals.orderAmountPaise)}`
                : 'Nothing refunded'}
              {totals.pendingPaise > 0 ? `; ${formatRupees(totals.pendingPaise)} pending` : ''}
              {refundable <= 0 && totals.refundedPaise + totals.pendingPaise > 0
                ? '. Fully refunded.'
                : '.'}
            </p>
          )}
          {refunds.length > 0 && (
            <ul className="order-refunds-list" aria-label="Refunds of this order">
              {refunds.map((refund) => (
                <li key={refund._id} className="order-refund">
                  <div className="order-refund-line">
                    <span className="order-refund-amount">{formatRupees(refund.amountPaise)}</span>
                    <Tag minimal intent={REFUND_STATUS_INTENTS[refund.status]}>
                      {REFUND_STATUS_LABELS[refund.status]}
                    </Tag>
                    <span className="order-refund-date">
                      {formatDateTime(refund.processedAt ?? refund.failedAt ?? refund.createdAt)}
                    </span>
                  </div>
                  <p className="order-refund-reason">{refund.reason}</p>
                  {refund.status === 'failed' && refund.failureReason && (
                    <p className="order-refund-failure" role="note">
                      Failed: {refund.failureReason}. Access was kept.
                    </p>
                  )}
                  {refund.revokedAccess && (
                    <p className="order-refund-note">
                      {order.item.kind === 'course'
                        ? 'The course was taken away.'
                        : 'The item was taken away.'}
                    </p>
                  )}
                  {refund.gatewayRefundId && (
                    <p className="order-refund-note">Razorpay refund {refund.gatewayRefundId}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {totals && (
        <RefundDialog
          order={order}
          refundablePaise={refundable}
          accessAlreadyRevoked={refunds.some((refund) => refund.revokedAccess)}
          isOpen={open}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  )
}
