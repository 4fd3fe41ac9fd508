import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import { Link } from 'react-router'
import { formatDateTime } from '../../transactions/index.ts'
import type { Coupon } from '../api/coupon-types.ts'
import { STATE_LABELS, discountLabel, scopeLabel, usesLabel } from '../lib/coupon-form.ts'

const STATE_INTENTS = {
  active: 'success',
  paused: 'warning',
  expired: 'none',
  scheduled: 'primary',
} as const

function validityText(coupon: Coupon) {
  if (!coupon.validFrom && !coupon.validUntil) return 'Always'
  if (!coupon.validUntil) return `From ${formatDateTime(coupon.validFrom!)}`
  if (!coupon.validFrom) return `Until ${formatDateTime(coupon.validUntil)}`
  return `${formatDateTime(coupon.validFrom)} – ${formatDateTime(coupon.validUntil)}`
}

interface CouponsTableProps {
  coupons: Coupon[]
  onEdit: (coupon: Coupon) => void
  onTogglePause: (coupon: Coupon) => void
  onDelete: (coupon: Coupon) => void
  /** The coupon being paused or resumed */
  busyId: string | null
}

/** One page of coupons: code, discount, scope, dates, uses, discount given, state, actions. */
export function CouponsTable({
  coupons,
  onEdit,
  onTogglePause,
  onDelete,
  busyId,
}: CouponsTableProps) {
  return (
    <div
      className="coupons-table-scroll admin-table-frame"
      role="region"
      aria-label="Coupons list"
      tabIndex={0}
    >
      <HTMLTable striped className="coupons-table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col" className="admin-table-secondary">
              Applies to
            </th>
            <th scope="col" className="admin-table-secondary">
              Valid
            </th>
            <th scope="col" className="numeric">
              Uses
            </th>
            <th scope="col" className="numeric">
              Discount given
            </th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="bp6-text-muted">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon._id}>
              <td>
                <Link
                  to={`/coupons/${encodeURIComponent(coupon._id)}`}
                  className="cell-main coupon-code"
                  aria-label={`${coupon.code}: its orders`}
                >
                  {coupon.code}
                </Link>
                {coupon.minOrderPaise > 0 && (
                  <span className="cell-sub">Min. order {formatRupees(coupon.minOrderPaise)}</span>
                )}
              </td>
              <td>{discountLabel(coupon)}</td>
              <td className="admin-table-secondary admin-table-wrap">{scopeLabel(coupon)}</td>
              <td className="admin-table-secondary">{validityText(coupon)}</td>
              <td className="numeric">
                {usesLabel(coupon)}
                {coupon.usesPerLearner !== null && (
                  <span className="cell-sub">{coupon.usesPerLearner} per learner</span>
                )}
              </td>
              <td className="numeric">{formatRupees(coupon.discountGivenPaise)}</td>
              <td>
                <Tag minimal round intent={STATE_INTENTS[coupon.state]}>
                  {STATE_LABELS[coupon.state]}
                </Tag>
              </td>
              <td>
                <ButtonGroup variant="minimal" className="coupon-actions">
                  <Button
                    size="small"
                    onClick={() => onEdit(coupon)}
                    aria-label={`Edit ${coupon.code}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    loading={busyId === coupon._id}
                    onClick={() => onTogglePause(coupon)}
                    aria-label={`${coupon.paused ? 'Resume' : 'Pause'} ${coupon.code}`}
                  >
                    {coupon.paused ? 'Resume' : 'Pause'}
                  </Button>
                  <Button
                    size="small"
                    intent="danger"
                    onClick={() => onDelete(coupon)}
                    aria-label={`Delete ${coupon.code}`}
                  >
                    Delete
                  </Button>
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
