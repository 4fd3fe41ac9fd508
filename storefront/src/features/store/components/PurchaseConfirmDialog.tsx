import { useId, useState } from 'react'
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { LogIn } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import type { StoreItem } from '../api/store-types.ts'
import { bookTypeLabel, isFreeBook } from './book-presentation.ts'
import { BookThumbnail } from './BookThumbnail.tsx'
import { BuyerStateField } from '../../checkout/index.ts'
import { CouponEntry, type CouponQuote } from '../../coupons/index.ts'
import { gstNote, payableWithGst, useGstTerms } from '../../auth/index.ts'

interface Props {
  book: StoreItem | null
  signedIn: boolean
  /** The server can take payments (free items work either way). */
  paymentsEnabled: boolean
  busy: boolean
  /** The learner's profile has no state: a paid item asks for it (GST invoice). */
  askState?: boolean
  onClose: () => void
  /** `state`: the one chosen here, when it was asked; `couponCode`: the coupon applied */
  onConfirm: (book: StoreItem, state?: string, couponCode?: string) => void
}

/**
 * 'Confirm Purchase' for a paid item, 'Get Free Content' for a free one
 * (docs/screens/learner.md#store): what is being bought, for how much, and what happens next. A
 * visitor is offered the sign-in instead.
 */
export function PurchaseConfirmDialog(props: Props) {
  const { book, signedIn, paymentsEnabled, busy, askState = false, onClose, onConfirm } = props
  const free = book ? isFreeBook(book) : false
  const stateFieldId = useId()
  const [buyerState, setBuyerState] = useState('')
  const [coupon, setCoupon] = useState<CouponQuote | null>(null)
  // a coupon applies to the item it was checked for only
  const applied = coupon && book && coupon.itemId === book._id ? coupon : null
  const askingState = askState && signedIn && !free
  const gst = useGstTerms()
  // prices before GST: the listed price with '+ 18% GST', and what checkout charges below it
  const withGst = gst.exclusive && !free
  const shownPaise = applied && !withGst ? applied.pricePaise : (book?.pricePaise ?? 0)
  const price = book ? formatRupees(shownPaise) : ''
  const payablePaise = applied ? applied.payablePaise : payableWithGst(book?.pricePaise ?? 0, gst)
  const blocked = !free && signedIn && !paymentsEnabled

  let confirmText = free ? 'Get it free' : `Pay ${formatRupees(payablePaise)}`
  if (applied && applied.payablePaise === 0) confirmText = 'Get it free with the coupon'
  if (!signedIn) confirmText = 'Sign in to continue'

  return (
    <Dialog
      isOpen={book !== null}
      onClose={busy ? undefined : onClose}
      title={free ? 'Get Free Content' : 'Confirm Purchase'}
      className="store-dialog purchase-confirm"
    >
      {book && (
        <>
          <DialogBody>
            <div className="purchase-summary">
              <div className="purchase-summary__cover">
                <BookThumbnail book={book} />
              </div>
              <div className="purchase-summary__text">
                <h3 className="purchase-summary__title">{book.title}</h3>
                <div className="purchase-summary__line">by {book.author}</div>
                <div className="purchase-summary__line">{bookTypeLabel(book.type)} · PDF</div>
                <div className="purchase-summary__price">
                  {free ? 'Free' : price}
                  {withGst && <span className="purchase-summary__gst">{gstNote(gst)}</span>}
                  {applied && !withGst && (
                    <s className="purchase-summary__was">{formatRupees(applied.listPricePaise)}</s>
                  )}
                </div>
                {withGst && (
                  <div className="purchase-summary__total">
                    You pay <strong>{formatRupees(payablePaise)}</strong> incl. GST
                  </div>
                )}
              </div>
            </div>
            <p className="purchase-summary__next">
              {free
                ? 'It is added to your library at no cost, ready to download at once.'
                : 'You pay securely through Razorpay. The PDF is yours to download as soon as ' +
                  'the payment is confirmed, and a receipt is emailed to you.'}
            </p>
            {signedIn && !free && (
              <CouponEntry
                target={{ storeItemId: book._id }}
                applied={applied}
                onApplied={setCoupon}
                disabled={busy}
              />
            )}
            {askingState && (
              <BuyerStateField
                id={stateFieldId}
                value={buyerState}
                onChange={setBuyerState}
                disabled={busy}
              />
            )}
            {!signedIn && (
              <Callout intent="primary" icon={<LogIn />} compact>
                Please sign in first. You will come back to the store afterwards.
              </Callout>
            )}
            {blocked && (
              <Callout intent="warning" compact>
                Payments are not available right now. Please try again later.
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" disabled={busy} onClick={onClose} />
                <Button
                  intent="primary"
                  text={confirmText}
                  loading={busy}
                  disabled={blocked}
                  onClick={() =>
                    onConfirm(
                      book,
                      askingState && buyerState ? buyerState : undefined,
                      applied?.code
                    )
                  }
                />
              </>
            }
          />
        </>
      )}
    </Dialog>
  )
}
