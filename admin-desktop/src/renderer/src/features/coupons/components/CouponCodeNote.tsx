import './coupons.css'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useCouponByCode } from '../api/use-coupons.ts'
import { discountLabel } from '../lib/coupon-form.ts'

/** How long typing pauses before the code is looked up. */
const LOOKUP_DELAY_MS = 400

/**
 * Under the course wizard's coupon code: whether a coupon has that code. Saving the course links
 * that coupon to it (docs/coupons.md); none is made when there is none, and the note offers the
 * Coupons screen to create it.
 */
export function CouponCodeNote({ code }: { code: string }) {
  const [settled, setSettled] = useState(code.trim())
  useEffect(() => {
    const timer = setTimeout(() => setSettled(code.trim()), LOOKUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [code])
  const lookup = useCouponByCode(settled)
  if (!settled || lookup.isPending || lookup.isError) return null
  const coupon = lookup.data
  if (!coupon) {
    return (
      <p className="coupon-code-note" role="status">
        No coupon has the code {settled.toUpperCase()} yet, so this course has no discount.{' '}
        <Link to={`/coupons?new=${encodeURIComponent(settled)}`}>Create it in Coupons</Link>
      </p>
    )
  }
  const scope =
    coupon.appliesTo === 'all'
      ? 'It applies to every course already.'
      : coupon.appliesTo === 'courses'
        ? 'Saving links it to this course.'
        : 'It is for store items only, so it will not apply to this course.'
  return (
    <p className="coupon-code-note" role="status">
      Coupon {coupon.code}: {discountLabel(coupon)}
      {coupon.state === 'active' ? '' : ` (${coupon.state})`}. {scope}
    </p>
  )
}
