import { Button, Card, Classes, Tag } from '@blueprintjs/core'
import { Calendar, Edit, Envelope, LogOut } from '@blueprintjs/icons'
import type { User } from '../../auth/index.ts'
import { joinedLabel } from '../lib/joined-date.ts'
import { personName, UserAvatar } from '@pathshala/ui'

interface ProfileHeaderProps {
  user: User
  /** undefined while the enrolled courses load */
  courseCount: number | undefined
  materialCount: number
  onEdit(): void
  onLogout(): void
}

/** Photo, name, account type, email, joined date, the two counts, Edit Profile and Logout. */
export function ProfileHeader({
  user,
  courseCount,
  materialCount,
  onEdit,
  onLogout,
}: ProfileHeaderProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.name
  const joined = joinedLabel(user.createdAt)
  return (
    <Card className="profile-header">
      <UserAvatar
        name={personName(user)}
        image={user.image}
        size={104}
        label={`${personName(user)}'s profile photo`}
        initialsLabel={`${personName(user)}'s initials`}
        className="profile-avatar"
      />
      <div className="profile-identity">
        <div className="profile-name-row">
          <h1 className="profile-name">{fullName}</h1>
          <Tag round intent={user.accountType === 'Admin' ? 'warning' : 'primary'}>
            {user.accountType}
          </Tag>
        </div>
        <p className="profile-line">
          <Envelope />
          <span className="profile-email">{user.email}</span>
        </p>
        {joined && (
          <p className="profile-line">
            <Calendar />
            <span>{joined}</span>
          </p>
        )}
      </div>
      <dl className="profile-stats">
        <div className="profile-stat">
          <dt>Courses enrolled</dt>
          <dd>
            {courseCount === undefined ? (
              <span className={`${Classes.SKELETON} stat-skeleton`}>0</span>
            ) : (
              courseCount
            )}
          </dd>
        </div>
        <div className="profile-stat">
          <dt>Materials purchased</dt>
          <dd>{materialCount}</dd>
        </div>
      </dl>
      <div className="profile-actions">
        <Button intent="primary" icon={<Edit />} text="Edit Profile" onClick={onEdit} />
        <Button
          variant="outlined"
          intent="danger"
          icon={<LogOut />}
          text="Logout"
          onClick={onLogout}
        />
      </div>
    </Card>
  )
}
