import { Button, Drawer, Menu, MenuItem } from '@blueprintjs/core'
import { Cross, Dashboard, LogOut, User as UserIcon } from '@blueprintjs/icons'
import { useNavigate } from 'react-router'
import { useCurrentUser } from '../../auth/index.ts'
import { useSignOut } from '../hooks/use-sign-out.ts'
import { displayNameOf } from '../lib/display-name.ts'
import { BrandLink } from './BrandLink.tsx'
import { NavLinks } from './NavLinks.tsx'
import { SignInButton } from './SignInButton.tsx'
import { ThemeToggle, UserAvatar } from '@pathshala/ui'

interface MobileMenuProps {
  id: string
  isOpen: boolean
  onClose: () => void
}

/** The side menu under 768 px: the same links and account actions as the top bar. */
export default function MobileMenu({ id, isOpen, onClose }: MobileMenuProps) {
  const { data: user } = useCurrentUser()
  const { signOut, isSigningOut } = useSignOut()
  const navigate = useNavigate()
  const name = user ? displayNameOf(user) : ''

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size="min(320px, 85vw)"
      className="mobile-menu"
    >
      <div id={id} className="mobile-menu__body" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="mobile-menu__header">
          <BrandLink onNavigate={onClose} />
          <Button variant="minimal" icon={<Cross />} aria-label="Close menu" onClick={onClose} />
        </div>
        <nav aria-label="Main">
          <NavLinks layout="column" onNavigate={onClose} />
        </nav>
        <div className="mobile-menu__section">
          <ThemeToggle withText />
        </div>
        <div className="mobile-menu__section">
          {user ? (
            <>
              <div className="mobile-menu__who">
                <UserAvatar name={name} image={user.image} size={40} />
                <span className="profile-menu__identity">
                  <strong className="profile-menu__name">{name}</strong>
                  <span className="profile-menu__email">{user.email}</span>
                </span>
              </div>
              <Menu aria-label="Account" className="mobile-menu__account">
                <MenuItem
                  icon={<UserIcon />}
                  text="Profile"
                  onClick={() => {
                    onClose()
                    navigate('/home/user')
                  }}
                />
                {user.accountType === 'Admin' && (
                  <MenuItem icon={<Dashboard />} text="Admin Panel" href="/admin" />
                )}
                <MenuItem
                  icon={<LogOut />}
                  text="Logout"
                  intent="danger"
                  disabled={isSigningOut}
                  onClick={() => {
                    onClose()
                    signOut()
                  }}
                />
              </Menu>
            </>
          ) : (
            <SignInButton fill onNavigate={onClose} />
          )}
        </div>
      </div>
    </Drawer>
  )
}
