import { useState } from 'react'
import { Button, FormGroup, H2, HTMLSelect } from '@blueprintjs/core'
import { Add, Search, Tag as TagIcon } from '@blueprintjs/icons'
import { SearchBox, serverMessageOf, showToast } from '@pathshala/ui'
import { useSearchParams } from 'react-router'
import { PagedResults } from '../../../components/PagedResults.tsx'
import type { Coupon, CouponListRequest } from '../api/coupon-types.ts'
import { useCoupons, useUpdateCoupon } from '../api/use-coupons.ts'
import { CouponFormDialog } from './CouponFormDialog.tsx'
import { CouponsTable } from './CouponsTable.tsx'
import { DeleteCouponDialog } from './DeleteCouponDialog.tsx'
import './coupons.css'

type Status = NonNullable<CouponListRequest['status']>

type Editing = { coupon: Coupon | null; code?: string } | null

/**
 * /admin/coupons: every coupon with its uses so far and the discount given; create, edit, pause
 * or resume, delete; a coupon's code opens its orders. `?new=CODE` opens a new coupon with that
 * code (the course wizard's offer).
 */
export default function CouponsPage() {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<Status>('all')
  const [search, setSearch] = useState('')
  const newCode = params.get('new')
  const [editing, setEditing] = useState<Editing>(() =>
    newCode !== null ? { coupon: null, code: newCode } : null
  )
  const [deleting, setDeleting] = useState<Coupon | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const { data, error, isPending, isFetching, refetch } = useCoupons({
    page,
    limit: 20,
    status,
    search: search || null,
  })
  const update = useUpdateCoupon()

  function togglePause(coupon: Coupon) {
    setBusyId(coupon._id)
    update.mutate(
      { id: coupon._id, body: { paused: !coupon.paused } },
      {
        onSuccess: () =>
          void showToast(
            'success',
            coupon.paused ? `Coupon ${coupon.code} resumed` : `Coupon ${coupon.code} paused`
          ),
        onError: (failure) =>
          void showToast('error', serverMessageOf(failure) ?? 'The coupon could not be changed'),
        onSettled: () => setBusyId(null),
      }
    )
  }

  function closeForm() {
    setEditing(null)
    if (newCode !== null) setParams({}, { replace: true })
  }

  const coupons = data?.data
  const meta = data?.meta
  const filtered = status !== 'all' || search !== ''
  return (
    <section aria-labelledby="coupons-heading" className="coupons">
      <div className="coupons-header">
        <div>
          <H2 id="coupons-heading">Coupons</H2>
          <p className="coupons-count" aria-live="polite">
            {meta
              ? `${meta.totalItems.toLocaleString('en-IN')} ${meta.totalItems === 1 ? 'coupon' : 'coupons'}${filtered ? ' match' : ''}`
              : '\u00a0'}
          </p>
        </div>
        <Button intent="primary" icon={<Add />} onClick={() => setEditing({ coupon: null })}>
          New coupon
        </Button>
      </div>

      <div className="coupons-filters">
        <div className="coupons-search">
          <SearchBox
            id="coupons-search"
            label="Search coupons by code"
            placeholder="Code"
            value={search}
            maxLength={50}
            onCommit={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
        </div>
        <FormGroup label="State" labelFor="coupons-status" inline className="coupons-filter">
          <HTMLSelect
            id="coupons-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as Status)
              setPage(1)
            }}
          >
            <option value="all">All coupons</option>
            <option value="active">Active</option>
            <option value="paused">Paused</option>
            <option value="scheduled">Scheduled</option>
            <option value="expired">Expired</option>
          </HTMLSelect>
        </FormGroup>
      </div>

      <PagedResults
        noun="coupons"
        error={error}
        hasData={Boolean(data)}
        isPending={isPending}
        isFetching={isFetching}
        count={coupons?.length}
        filtered={filtered}
        noMatch={{
          icon: <Search />,
          title: 'No coupons match',
          description: 'No coupon matches this search or state.',
          action: (
            <Button
              onClick={() => {
                setSearch('')
                setStatus('all')
              }}
            >
              Clear filters
            </Button>
          ),
        }}
        empty={{
          icon: <TagIcon />,
          title: 'No coupons yet',
          description: 'Make a coupon to give learners a discount on courses and store items.',
          action: (
            <Button intent="primary" onClick={() => setEditing({ coupon: null })}>
              New coupon
            </Button>
          ),
        }}
        onRetry={() => void refetch()}
        meta={meta}
        onPageChange={setPage}
        className="coupons-results"
        pagesLabel="Coupons pages"
      >
        {coupons && (
          <CouponsTable
            coupons={coupons}
            busyId={busyId}
            onEdit={(coupon) => setEditing({ coupon })}
            onTogglePause={togglePause}
            onDelete={setDeleting}
          />
        )}
      </PagedResults>

      {editing && (
        <CouponFormDialog
          key={editing.coupon?._id ?? 'new'}
          coupon={editing.coupon}
          initialCode={editing.code}
          onClose={closeForm}
        />
      )}
      {deleting && (
        <DeleteCouponDialog
          key={deleting._id}
          coupon={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  )
}
