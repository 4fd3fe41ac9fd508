import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core'
import { CaretDown, Dashboard, LogOut, User as UserIcon } from '@blueprintjs/icons'
import type { User } from '../../auth/index.ts'
import { useNavigate } from 'react-router'
import { useSignOut } from '../hooks/use-sign-out.ts'
import { displayNameOf } from '../lib/display-name.ts'
import { UserAvatar } from '@pathshala/ui'

/** The signed-in user's menu: who they are, Profile, Admin Panel (admins only) and Logout. */
export default function ProfileMenu({ user }: { user: User }) {
  const navigate = useNavigate()
  const { signOut, isSigningOut } = useSignOut()
  const name = displayNameOf(user)

  const menu = (
    <Menu aria-label="Account" className="profile-menu">
      <li className="profile-menu__who">
        <UserAvatar name={name} image={user.image} size={40} />
        <span className="profile-menu__identity">
          <strong className="profile-menu__name">{name}</strong>
          <span className="profile-menu__email">{user.email}</span>
        </span>
      </li>
      <MenuDivider />
      <MenuItem icon={<UserIcon />} text="Profile" onClick={() => navigate('/home/user')} />
      {user.accountType === 'Admin' && (
        // A full page load: the admin app is a separate bundle served at /admin.
        <MenuItem icon={<Dashboard />} text="Admin Panel" href="/admin" />
      )}
      <MenuDivider />
      <MenuItem
        icon={<LogOut />}
        text="Logout"
        intent="danger"
        disabled={isSigningOut}
        onClick={signOut}
      />
    </Menu>
  )

  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        className="profile-menu__target"
        aria-label={`Account menu for ${name}`}
        endIcon={<CaretDown />}
      >
        <UserAvatar name={name} image={user.image} size={28} />
        <span className="profile-menu__target-name">{name}</span>
      </Button>
    </PopoverNext>
  )
}
