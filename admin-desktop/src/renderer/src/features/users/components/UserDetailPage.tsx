import { Button, Card, Classes, H2, H3, HTMLTable, Tag } from '@blueprintjs/core'
import { ArrowLeft, Person } from '@blueprintjs/icons'
import { formatRupees, isApiError } from '@pathshala/shared'
import type { AdminUserDetail } from '../api/user-types.ts'
import { EmptyState, StatCard, UserAvatar } from '@pathshala/ui'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { EmailAddress } from '../../../components/EmailAddress.tsx'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import {
  formatDate,
  formatDateTime,
  ORDER_KIND_LABELS,
  OrderStatusTag,
  transactionsPath,
} from '../../transactions/index.ts'
import { useUser } from '../api/use-users.ts'
import { PROVIDER_LABELS, sourceLabel } from '../lib/labels.ts'
import './users.css'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="user-detail-panel" aria-labelledby={id}>
      <H3 id={id} className="user-detail-panel-title">
        {title}
      </H3>
      {children}
    </Card>
  )
}

function Profile({ user }: { user: AdminUserDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Email', <EmailAddress address={user.email} />],
    ['Signs in with', PROVIDER_LABELS[user.provider]],
    ['Joined', formatDateTime(user.createdAt)],
    ['Phone', user.contactNumber ?? '—'],
    ['Date of birth', user.dateOfBirth ?? '—'],
    ['Gender', user.gender ?? '—'],
  ]
  return (
    <Card className="user-detail-profile">
      <UserAvatar name={user.name || user.email} image={user.image} size={64} />
      <div className="user-detail-profile-text">
        <H2 id="user-heading" className="user-detail-name">
          {user.name}{' '}
          <Tag minimal round intent={user.accountType === 'Admin' ? 'warning' : 'none'}>
            {user.accountType}
          </Tag>
        </H2>
        <dl className="user-detail-fields">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {user.about && <p className="user-detail-about">{user.about}</p>}
      </div>
    </Card>
  )
}

function Details({ user }: { user: AdminUserDetail }) {
  return (
    <>
      <Profile user={user} />

      <div className="user-detail-figures">
        <StatCard label="Enrolments" value={user.enrolmentCount.toLocaleString('en-IN')} />
        <StatCard label="Purchases" value={user.purchaseCount.toLocaleString('en-IN')} />
        <StatCard label="Orders" value={user.orderCount.toLocaleString('en-IN')} />
        <StatCard label="Spent" value={formatRupees(user.spentPaise)} />
      </div>

      <Section id="user-courses-heading" title="Courses">
        {user.enrolments.length === 0 ? (
          <p className="user-detail-empty">Not enrolled in any course.</p>
        ) : (
          <div className="users-table-scroll admin-table-frame">
            <HTMLTable compact className="user-detail-table" aria-labelledby="user-courses-heading">
              <thead>
                <tr>
                  <th scope="col">Course</th>
                  <th scope="col">How</th>
                  <th scope="col">Enrolled</th>
                </tr>
              </thead>
              <tbody>
                {user.enrolments.map((enrolment) => (
                  <tr key={enrolment.course._id}>
                    <td className="admin-table-wrap">{enrolment.course.courseName}</td>
                    <td>{sourceLabel(enrolment.source)}</td>
                    <td className="nowrap">{formatDate(enrolment.enrolledAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </Section>

      <Section id="user-items-heading" title="Store items">
        {user.storeItems.length === 0 ? (
          <p className="user-detail-empty">No store items in the library.</p>
        ) : (
          <div className="users-table-scroll admin-table-frame">
            <HTMLTable compact className="user-detail-table" aria-labelledby="user-items-heading">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Type</th>
                  <th scope="col">How</th>
                  <th scope="col" className="numeric">
                    Paid
                  </th>
                  <th scope="col" className="admin-table-secondary">
                    Added
                  </th>
                </tr>
              </thead>
              <tbody>
                {user.storeItems.map((owned) => (
                  <tr key={owned.item._id}>
                    <td className="admin-table-wrap">{owned.item.title}</td>
                    <td>{owned.item.type}</td>
                    <td>{sourceLabel(owned.source)}</td>
                    <td className="numeric">{formatRupees(owned.amountPaise)}</td>
                    <td className="nowrap admin-table-secondary">{formatDate(owned.acquiredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </Section>

      <Section id="user-orders-heading" title="Orders">
        {user.orders.length === 0 ? (
          <p className="user-detail-empty">No orders.</p>
        ) : (
          <>
            <div className="users-table-scroll admin-table-frame">
              <HTMLTable
                compact
                className="user-detail-table"
                aria-labelledby="user-orders-heading"
              >
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Item</th>
                    <th scope="col" className="numeric">
                      Amount
                    </th>
                    <th scope="col" className="admin-table-secondary">
                      Created
                    </th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {user.orders.map((order) => (
                    <tr key={order._id}>
                      <td>
                        <Link to={transactionsPath({ order: order._id })}>{order.receipt}</Link>
                        <span className="cell-sub admin-table-narrow-only">
                          {formatDateTime(order.createdAt)}
                        </span>
                      </td>
                      <td className="admin-table-wrap">
                        {order.item.title ?? 'Deleted item'}
                        <span className="cell-sub">{ORDER_KIND_LABELS[order.item.kind]}</span>
                      </td>
                      <td className="numeric">{formatRupees(order.amountPaise)}</td>
                      <td className="nowrap admin-table-secondary">
                        {formatDateTime(order.createdAt)}
                      </td>
                      <td className="admin-table-status">
                        <OrderStatusTag status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            {user.orderCount > user.orders.length && (
              <p className="user-detail-more">
                <Link to={transactionsPath({ search: user.email })}>
                  {`All ${user.orderCount.toLocaleString('en-IN')} orders in Transactions`}
                </Link>
              </p>
            )}
          </>
        )}
      </Section>
    </>
  )
}

/** /admin/users/:id: one account, what it owns and what it ordered. */
export default function UserDetailPage() {
  const { id = '' } = useParams()
  const { data: user, error, isPending, refetch } = useUser(id)

  return (
    <section aria-labelledby="user-heading" className="user-detail" aria-busy={isPending}>
      <Link to="/users" className="user-detail-back">
        <ArrowLeft aria-hidden /> All users
      </Link>
      {user ? (
        <Details user={user} />
      ) : error ? (
        isApiError(error) && error.status === 404 ? (
          <EmptyState
            icon={<Person />}
            title="No such user"
            description="This account does not exist, or was deleted."
          />
        ) : (
          <>
            <H2 id="user-heading" className="visually-hidden">
              User
            </H2>
            <LoadFailure
              title="This user could not be loaded"
              error={error}
              onRetry={() => void refetch()}
            />
          </>
        )
      ) : (
        <>
          <H2 id="user-heading" className="visually-hidden">
            Loading the user
          </H2>
          <div className={`user-detail-skeleton ${Classes.SKELETON}`} />
        </>
      )}
    </section>
  )
}
