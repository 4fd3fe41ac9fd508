import { useState, type FormEvent } from 'react'
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import { serverMessageOr, showToast } from '@pathshala/ui'
import type { AdminOrder } from '../api/transaction-types.ts'
import { useRefundOrder } from '../api/use-refunds.ts'
import {
  checkRefundForm,
  REASON_MAX,
  type RefundFormValues,
  type RefundScope,
} from '../lib/refund-form.ts'

interface RefundDialogProps {
  order: AdminOrder
  /** What may still be refunded (paise) */
  refundablePaise: number
  /** Whether an earlier refund of this order already took the access away */
  accessAlreadyRevoked: boolean
  isOpen: boolean
  onClose: () => void
}

/**
 * Refunds an order in full or in part, with a reason, in two steps: the form, then a
 * confirmation that says the amount, the learner and that access ends (docs/decisions.md#refunds).
 */
export function RefundDialog({
  order,
  refundablePaise,
  accessAlreadyRevoked,
  isOpen,
  onClose,
}: RefundDialogProps) {
  const refund = useRefundOrder(order._id)
  const working = refund.isPending
  return (
    <Dialog
      isOpen={isOpen}
      onClose={working ? undefined : onClose}
      title={`Refund order ${order.receipt}`}
      canOutsideClickClose={!working}
      canEscapeKeyClose={!working}
      className="refund-dialog"
    >
      {isOpen && (
        <RefundForm
          order={order}
          refundablePaise={refundablePaise}
          accessAlreadyRevoked={accessAlreadyRevoked}
          working={working}
          onCancel={onClose}
          onConfirm={(amountPaise, reason, full) => {
            refund.mutate(
              { amountPaise: full ? null : amountPaise, reason },
              {
                onSuccess: (answer) => {
                  void showToast(
                    'success',
                    answer.data.status === 'processed'
                      ? `Refunded ${formatRupees(answer.data.amountPaise)}`
                      : `Refund of ${formatRupees(answer.data.amountPaise)} sent to Razorpay`
                  )
                  onClose()
                },
              }
            )
          }}
          error={
            refund.error
              ? serverMessageOr(refund.error, 'The refund could not be made. Try again.')
              : null
          }
          onEdit={() => refund.reset()}
        />
      )}
    </Dialog>
  )
}

interface RefundFormProps {
  order: AdminOrder
  refundablePaise: number
  accessAlreadyRevoked: boolean
  working: boolean
  error: string | null
  onCancel: () => void
  onEdit: () => void
  onConfirm: (amountPaise: number, reason: string, full: boolean) => void
}

function RefundForm({
  order,
  refundablePaise,
  accessAlreadyRevoked,
  working,
  error,
  onCancel,
  onEdit,
  onConfirm,
}: RefundFormProps) {
  const [values, setValues] = useState<RefundFormValues>({
    scope: 'full',
    rupees: '',
    reason: '',
  })
  const [shown, setShown] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const checked = checkRefundForm(values, refundablePaise)
  const errors = shown ? checked.errors : {}
  const partOfTotal = refundablePaise < order.amountPaise
  const what = order.item.kind === 'course' ? 'course' : 'item'
  const learner = order.learner.name ?? order.learner.email ?? 'the learner'

  function change(next: Partial<RefundFormValues>) {
    setValues((current) => ({ ...current, ...next }))
    onEdit()
  }

  function review(event: FormEvent) {
    event.preventDefault()
    setShown(true)
    if (checked.errors.rupees || checked.errors.reason) return
    setConfirming(true)
  }

  if (confirming) {
    return (
      <>
        <DialogBody>
          <p className="refund-confirm-amount">
            Refund <strong>{formatRupees(checked.amountPaise)}</strong> to {learner}?
          </p>
          <dl className="refund-confirm-fields">
            <dt>Order</dt>
            <dd>
              {order.receipt} · {order.item.title ?? 'Deleted item'}
            </dd>
            <dt>Reason</dt>
            <dd>{values.reason.trim()}</dd>
          </dl>
          {accessAlreadyRevoked ? (
            <Callout intent="primary">
              The {what} was already taken away by an earlier refund: this one only gives money
              back.
            </Callout>
          ) : (
            <Callout intent="warning" title={`The learner loses the ${what}`}>
              When Razorpay has processed the refund,{' '}
              {order.item.kind === 'course'
                ? 'the course leaves the learner’s enrolled courses and its certificate is withdrawn'
                : 'the item and its download leave the learner’s materials'}
              , also for a partial refund. The learner is told by mail.
            </Callout>
          )}
          {error && (
            <Callout intent="danger" className="refund-error" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setConfirming(false)} disabled={working}>
                Back
              </Button>
              <Button
                intent="danger"
                loading={working}
                onClick={() =>
                  onConfirm(checked.amountPaise, values.reason.trim(), values.scope === 'full')
                }
              >
                {`Refund ${formatRupees(checked.amountPaise)}`}
              </Button>
            </>
          }
        />
      </>
    )
  }

  return (
    <form onSubmit={review} noValidate>
      <DialogBody>
        <p className="refund-summary">
          Paid {formatRupees(order.amountPaise)}
          {partOfTotal ? `; ${formatRupees(refundablePaise)} can still be refunded` : ''}.
        </p>
        <RadioGroup
          label="Amount"
          name="refund-scope"
          selectedValue={values.scope}
          onChange={(event) => change({ scope: event.currentTarget.value as RefundScope })}
        >
          <Radio
            value="full"
            label={`${partOfTotal ? 'All that remains' : 'Full refund'} (${formatRupees(refundablePaise)})`}
          />
          <Radio value="partial" label="Part of it" />
        </RadioGroup>
        {values.scope === 'partial' && (
          <FormGroup
            label="Amount to refund (₹)"
            labelFor="refund-rupees"
            helperText={errors.rupees ?? `Up to ${formatRupees(refundablePaise)}`}
            intent={errors.rupees ? 'danger' : 'none'}
          >
            <InputGroup
              id="refund-rupees"
              inputMode="decimal"
              leftElement={<span className="refund-rupee-sign">₹</span>}
              placeholder="250.00"
              value={values.rupees}
              autoFocus
              intent={errors.rupees ? 'danger' : 'none'}
              onValueChange={(rupees) => change({ rupees })}
            />
          </FormGroup>
        )}
        <FormGroup
          label="Reason"
          labelFor="refund-reason"
          helperText={errors.reason ?? 'Kept with the refund; admins see it in the order.'}
          intent={errors.reason ? 'danger' : 'none'}
        >
          <TextArea
            id="refund-reason"
            fill
            rows={3}
            maxLength={REASON_MAX}
            value={values.reason}
            intent={errors.reason ? 'danger' : 'none'}
            onChange={(event) => change({ reason: event.currentTarget.value })}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="submit" intent="primary">
              Review refund
            </Button>
          </>
        }
      />
    </form>
  )
}
