import { NavLink, type NavLinkProps } from 'react-router'
import { Button, Classes } from '@blueprintjs/core'
import { Cog, LogOut } from '@blueprintjs/icons'
import { useSignOut } from '../../features/session/index.ts'
import { HintTooltip } from './HintTooltip.tsx'
import type { SidebarEntry } from './sidebar-entries.ts'

export const SIDEBAR_ID = 'admin-sidebar'

interface SidebarContentProps {
  entries: readonly SidebarEntry[]
  /** Icons only, each with its name as a hint. */
  collapsed: boolean
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void
}

interface SidebarLinkProps extends Omit<NavLinkProps, 'className'> {
  /** Added by the hint's wrapper, which clones its child with a class of its own. */
  className?: string
  /** Set by the hint's wrapper on its child; a link has no such state. */
  disabled?: boolean
}

/** A section's link, dressed as a minimal Blueprint button, marked while its screen shows. */
function SidebarLink({ className, disabled: _disabled, ...linkProps }: SidebarLinkProps) {
  return (
    <NavLink
      {...linkProps}
      className={({ isActive }) =>
        [
          Classes.BUTTON,
          Classes.MINIMAL,
          Classes.FILL,
          'admin-sidebar__link',
          isActive && Classes.ACTIVE,
          className,
        ]
          .filter(Boolean)
          .join(' ')
      }
    />
  )
}

/** The admin's sections, then Settings and Logout at the bottom. */
export function SidebarContent({ entries, collapsed, onNavigate }: SidebarContentProps) {
  const signOut = useSignOut()
  return (
    <>
      <nav aria-label="Admin sections" className="admin-sidebar__nav">
        <ul className="admin-sidebar__list">
          {entries.map(({ label, path, icon: Icon }) => (
            <li key={label}>
              <HintTooltip content={label} disabled={!collapsed}>
                <SidebarLink to={`/${path}`} end={path === ''} onClick={onNavigate}>
                  <Icon aria-hidden />
                  <span className="admin-sidebar__label">{label}</span>
                </SidebarLink>
              </HintTooltip>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-sidebar__footer">
        <HintTooltip content="Settings" disabled={!collapsed}>
          <SidebarLink to="/settings" onClick={onNavigate}>
            <Cog aria-hidden />
            <span className="admin-sidebar__label">Settings</span>
          </SidebarLink>
        </HintTooltip>
        <HintTooltip content="Logout" disabled={!collapsed}>
          <Button
            variant="minimal"
            fill
            alignText="start"
            className="admin-sidebar__link"
            icon={<LogOut aria-hidden />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <span className="admin-sidebar__label">Logout</span>
          </Button>
        </HintTooltip>
      </div>
    </>
  )
}
