import { useId, useState, type FormEvent } from 'react'
import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { TickCircle } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { serverMessageOr } from '@pathshala/ui'
import { payableWithGst, useGstTerms } from '../../auth/index.ts'
import { useCouponQuote, type CouponQuote, type CouponTarget } from '../api/coupon-quote.ts'
import './coupon-entry.css'

const CODE_MAX_LENGTH = 50

interface Props {
  target: CouponTarget
  /** The coupon applied (null: none), with the server's price */
  applied: CouponQuote | null
  onApplied: (quote: CouponQuote | null) => void
  disabled?: boolean
}

/**
 * "Have a coupon?" (docs/coupons.md): the code is checked by the server, which answers the price
 * with it or says in words why it does not apply; the checkout then sends the code and the
 * server charges that price.
 */
export function CouponEntry({ target, applied, onApplied, disabled }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const quote = useCouponQuote()
  const gst = useGstTerms()

  if (applied) {
    return (
      <div className="coupon-entry coupon-entry--applied" role="status">
        <TickCircle aria-hidden className="coupon-entry__tick" />
        <div className="coupon-entry__text">
          <strong>
            {applied.code.toUpperCase()} applied: {applied.description}
          </strong>
          {gst.exclusive ? (
            <GstInclusiveTotals
              quote={applied}
              without={payableWithGst(applied.listPricePaise, gst)}
            />
          ) : (
            <span>
              You pay <strong>{formatRupees(applied.pricePaise)}</strong> instead of{' '}
              <s>{formatRupees(applied.listPricePaise)}</s> (you save{' '}
              {formatRupees(applied.discountPaise)})
            </span>
          )}
        </div>
        <Button
          variant="minimal"
          size="small"
          text="Remove"
          aria-label={`Remove the coupon ${applied.code}`}
          disabled={disabled}
          onClick={() => {
            onApplied(null)
            setCode('')
          }}
        />
      </div>
    )
  }

  if (!open) {
    return (
      <Button
        className="coupon-entry__open"
        variant="minimal"
        size="small"
        intent="primary"
        text="Have a coupon?"
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
    )
  }

  function apply(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim()
    if (!typed) {
      setRefusal('Enter a coupon code')
      return
    }
    setRefusal(null)
    quote.mutate(
      { code: typed, target },
      {
        onSuccess: (answer) => onApplied(answer),
        onError: (error) =>
          setRefusal(serverMessageOr(error, 'The coupon could not be checked. Please try again.')),
      }
    )
  }

  return (
    <form className="coupon-entry" onSubmit={apply} noValidate>
      <FormGroup
        label="Coupon code"
        labelFor={id}
        intent={refusal ? 'danger' : 'none'}
        helperText={
          refusal ? (
            <span id={`${id}-error`} role="alert">
              {refusal}
            </span>
          ) : undefined
        }
      >
        <InputGroup
          id={id}
          value={code}
          maxLength={CODE_MAX_LENGTH}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. DIWALI20"
          intent={refusal ? 'danger' : 'none'}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? `${id}-error` : undefined}
          disabled={disabled}
          onValueChange={(value) => {
            setCode(value)
            if (refusal) setRefusal(null)
          }}
          rightElement={
            <Button type="submit" text="Apply" loading={quote.isPending} disabled={disabled} />
          }
        />
      </FormGroup>
    </form>
  )
}

/**
 * Prices before GST: the amounts paid with GST, what checkout charges with the coupon
 * (payablePaise) against what it charges without it (`without`), as they are what the learner
 * is asked for.
 */
function GstInclusiveTotals({ quote, without }: { quote: CouponQuote; without: number }) {
  return (
    <span>
      You pay <strong>{formatRupees(quote.payablePaise)}</strong> incl. GST instead of{' '}
      <s>{formatRupees(without)}</s> (you save{' '}
      {formatRupees(Math.max(0, without - quote.payablePaise))})
    </span>
  )
}
