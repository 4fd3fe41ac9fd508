import { useState } from 'react'
import { Button } from '@blueprintjs/core'
import { Menu, MenuClosed, MenuOpen } from '@blueprintjs/icons'
import { BRAND_TAGLINE, BrandMark, ThemeToggle } from '@pathshala/ui'
import { MobileMenu } from './MobileMenu.tsx'
import { SIDEBAR_ID } from './Sidebar.tsx'
import { StorefrontLinks } from './storefront-links.tsx'

export const ADMIN_TITLE = 'Pathshala Admin'

interface TopBarProps {
  isMobile: boolean
  /** Whether the sidebar (or on a phone, its drawer) shows its labels. */
  sidebarShown: boolean
  onToggleSidebar: () => void
}

/** Title and tagline, the storefront's pages, the theme switch; a menu on a narrow window. */
export function TopBar({ isMobile, sidebarShown, onToggleSidebar }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleLabel = sidebarShown ? 'Collapse sidebar' : 'Expand sidebar'
  return (
    <header className="admin-topbar">
      <Button
        variant="minimal"
        icon={sidebarShown ? <MenuClosed /> : <MenuOpen />}
        aria-label={isMobile ? 'Open sidebar' : toggleLabel}
        aria-expanded={sidebarShown}
        aria-controls={isMobile ? undefined : SIDEBAR_ID}
        aria-keyshortcuts="Control+B Meta+B"
        title={`${isMobile ? 'Open sidebar' : toggleLabel} (Ctrl+B)`}
        onClick={onToggleSidebar}
      />
      <div className="admin-topbar__brand">
        <BrandMark size={32} />
        <span className="admin-topbar__brand-text">
          <span className="admin-topbar__title">{ADMIN_TITLE}</span>
          <span className="admin-topbar__tagline">{BRAND_TAGLINE}</span>
        </span>
      </div>
      {isMobile ? (
        <>
          <Button
            variant="minimal"
            icon={<Menu />}
            aria-label="Open menu"
            aria-haspopup="dialog"
            className="admin-topbar__end"
            onClick={() => setMenuOpen(true)}
          />
          <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpen(false)} />
        </>
      ) : (
        <>
          <nav aria-label="Storefront" className="admin-topbar__links admin-topbar__end">
            <StorefrontLinks />
          </nav>
          <ThemeToggle />
        </>
      )}
    </header>
  )
}
