import { HTMLTable, Tag } from '@blueprintjs/core'
import type { AdminUserRow } from '../api/user-types.ts'
import { UserAvatar } from '@pathshala/ui'
import { Link } from 'react-router'
import { EmailAddress } from '../../../components/EmailAddress.tsx'
import { formatDate } from '../../transactions/index.ts'

/**
 * One page of accounts; the name opens the account's detail. In a narrow space the join date
 * shows under the address and names wrap (app/layout/tables.css).
 */
export function UsersTable({ users }: { users: AdminUserRow[] }) {
  return (
    <div
      className="users-table-scroll admin-table-frame"
      role="region"
      aria-label="Users list"
      tabIndex={0}
    >
      <HTMLTable striped className="users-table">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Account</th>
            <th scope="col" className="numeric">
              Enrolments
            </th>
            <th scope="col" className="numeric">
              Purchases
            </th>
            <th scope="col" className="admin-table-secondary">
              Joined
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td className="admin-table-wrap">
                <div className="users-identity">
                  <UserAvatar name={user.name || user.email} image={user.image} size={32} />
                  <div className="users-identity-text">
                    <Link to={`/users/${encodeURIComponent(user._id)}`} className="cell-main">
                      {user.name}
                    </Link>
                    <EmailAddress className="cell-sub" address={user.email} />
                    <span className="cell-sub admin-table-narrow-only">
                      Joined {formatDate(user.createdAt)}
                    </span>
                  </div>
                </div>
              </td>
              <td className="admin-table-status">
                <Tag minimal round intent={user.accountType === 'Admin' ? 'warning' : 'none'}>
                  {user.accountType}
                </Tag>
              </td>
              <td className="numeric">{user.enrolmentCount.toLocaleString('en-IN')}</td>
              <td className="numeric">{user.purchaseCount.toLocaleString('en-IN')}</td>
              <td className="nowrap admin-table-secondary">{formatDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
