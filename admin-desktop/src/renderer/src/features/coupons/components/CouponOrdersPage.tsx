import { useState } from 'react'
import { H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import { Percentage } from '@blueprintjs/icons'
import { EmptyState, Pagination } from '@pathshala/ui'
import { Link, useParams } from 'react-router'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { OrderStatusTag, formatDateTime } from '../../transactions/index.ts'
import { useCoupon, useCouponOrders } from '../api/use-coupons.ts'
import { discountLabel, usesLabel } from '../lib/coupon-form.ts'
import './coupons.css'

const USE_LABELS = {
  reserved: 'Checkout in progress',
  kept: 'Used',
  released: 'Released (not paid)',
} as const

const USE_INTENTS = { reserved: 'warning', kept: 'success', released: 'none' } as const

/** /admin/coupons/:id: a coupon's figures and its orders, newest first. */
export default function CouponOrdersPage() {
  const { id = '' } = useParams()
  const [page, setPage] = useState(1)
  const coupon = useCoupon(id)
  const orders = useCouponOrders(id, page)

  if (coupon.error && !coupon.data) {
    return (
      <LoadFailure
        title="The coupon could not be loaded"
        error={coupon.error}
        onRetry={() => void coupon.refetch()}
      />
    )
  }
  if (!coupon.data) return <NonIdealState icon={<Spinner />} title="Loading the coupon…" />
  const data = coupon.data
  const rows = orders.data?.data
  const meta = orders.data?.meta
  return (
    <section aria-labelledby="coupon-orders-heading" className="coupons">
      <div>
        <H2 id="coupon-orders-heading">Coupon {data.code}</H2>
        <p className="coupons-count">
          {discountLabel(data)} · {usesLabel(data)} uses · {formatRupees(data.discountGivenPaise)}{' '}
          discount given · <Link to="/coupons">All coupons</Link>
        </p>
      </div>
      {orders.error && !orders.data ? (
        <LoadFailure
          title="The orders could not be loaded"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : !rows ? (
        <NonIdealState icon={<Spinner />} title="Loading orders…" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Percentage />}
          title="No orders yet"
          description="Orders made with this coupon appear here."
        />
      ) : (
        <div className="coupons-results" aria-busy={orders.isFetching}>
          <div
            className="coupons-table-scroll admin-table-frame"
            role="region"
            aria-label="Orders with this coupon"
            tabIndex={0}
          >
            <HTMLTable striped className="coupons-table">
              <thead>
                <tr>
                  <th scope="col">Learner</th>
                  <th scope="col">Item</th>
                  <th scope="col" className="numeric">
                    Price
                  </th>
                  <th scope="col" className="numeric">
                    Discount
                  </th>
                  <th scope="col" className="numeric">
                    Paid
                  </th>
                  <th scope="col">Use</th>
                  <th scope="col" className="admin-table-secondary">
                    Order
                  </th>
                  <th scope="col" className="admin-table-secondary">
                    Date
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row._id}>
                    <td className="admin-table-wrap">
                      <Link
                        to={`/users/${encodeURIComponent(row.learner._id)}`}
                        className="cell-main"
                      >
                        {row.learner.name || row.learner.email}
                      </Link>
                      <span className="cell-sub">{row.learner.email}</span>
                    </td>
                    <td className="admin-table-wrap">
                      {row.item.title ?? 'Deleted item'}
                      <span className="cell-sub">
                        {row.item.kind === 'course' ? 'Course' : 'Store item'}
                      </span>
                    </td>
                    <td className="numeric">{formatRupees(row.listPricePaise)}</td>
                    <td className="numeric">−{formatRupees(row.discountPaise)}</td>
                    <td className="numeric">{formatRupees(row.pricePaise)}</td>
                    <td>
                      <Tag minimal round intent={USE_INTENTS[row.status]}>
                        {USE_LABELS[row.status]}
                      </Tag>
                    </td>
                    <td className="admin-table-secondary">
                      {row.order ? (
                        <>
                          <span className="cell-main">{row.order.receipt}</span>{' '}
                          <OrderStatusTag status={row.order.status as never} />
                        </>
                      ) : (
                        'Free with the coupon'
                      )}
                    </td>
                    <td className="admin-table-secondary nowrap">
                      {formatDateTime(row.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {meta && (
            <Pagination
              page={meta.currentPage}
              totalPages={meta.totalPages}
              hasPrevPage={meta.hasPrevPage}
              hasNextPage={meta.hasNextPage}
              onPageChange={setPage}
              label="Coupon orders pages"
            />
          )}
        </div>
      )}
    </section>
  )
}
