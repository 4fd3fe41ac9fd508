import { useState } from 'react'
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { serverMessageOf, showToast } from '@pathshala/ui'
import type { Coupon } from '../api/coupon-types.ts'
import { useDeleteCoupon } from '../api/use-coupons.ts'

/** Asks before a coupon goes: it stops applying at once; orders that used it keep it. */
export function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const deletion = useDeleteCoupon()
  const [failure, setFailure] = useState<unknown>(null)
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Delete coupon ${coupon.code}?`}
      canOutsideClickClose={!deletion.isPending}
    >
      <DialogBody>
        <p>
          Learners can no longer use <strong>{coupon.code}</strong>, and its code becomes free for a
          new coupon. The {coupon.usesCount === 1 ? 'order' : 'orders'} that used it keep their
          discount.
        </p>
        {coupon.usesCount > 0 && (
          <p>
            It has been used {coupon.usesCount.toLocaleString('en-IN')}{' '}
            {coupon.usesCount === 1 ? 'time' : 'times'}.
          </p>
        )}
        {failure !== null && (
          <Callout intent="danger" title="The coupon could not be deleted" role="alert">
            {serverMessageOf(failure)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={deletion.isPending}>
              Cancel
            </Button>
            <Button
              intent="danger"
              loading={deletion.isPending}
              onClick={() =>
                deletion.mutate(coupon._id, {
                  onSuccess: () => {
                    void showToast('success', `Coupon ${coupon.code} deleted`)
                    onClose()
                  },
                  onError: setFailure,
                })
              }
            >
              Delete coupon
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
