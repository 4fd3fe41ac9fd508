import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@blueprintjs/core'
import { Menu as MenuIcon } from '@blueprintjs/icons'
import { useMediaQuery, useOpenedOnce } from '@pathshala/ui'
import { AccountArea } from './AccountArea.tsx'
import { BrandLink } from './BrandLink.tsx'
import { NavLinks } from './NavLinks.tsx'
import { TopBarThemeToggle } from './TopBarThemeToggle.tsx'

// Loaded on first use: the drawer and its overlay code are not needed to show the page.
const MobileMenu = lazy(() => import('./MobileMenu.tsx'))
const loadMobileMenu = () => void import('./MobileMenu.tsx')

const MOBILE_MENU_ID = 'mobile-menu'
// The mobile breakpoint (docs/screens/learner.md#layout): below 768 px the links move into the
// side menu.
const WIDE_SCREEN = '(min-width: 768px)'

/** The sticky top bar of every /home screen. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuUsed = useOpenedOnce(menuOpen)
  const wide = useMediaQuery(WIDE_SCREEN)

  // Turning a phone to landscape or widening the window past the breakpoint puts the links
  // back in the bar, so a side menu left open would only hide the page.
  useEffect(() => {
    if (wide) setMenuOpen(false)
  }, [wide])

  return (
    <header className="top-bar">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="top-bar__inner">
        <BrandLink />
        <nav aria-label="Main" className="top-bar__nav">
          <NavLinks layout="row" />
        </nav>
        <div className="top-bar__actions">
          <TopBarThemeToggle />
          <div className="top-bar__account">
            <AccountArea />
          </div>
          <Button
            variant="minimal"
            className="top-bar__menu-button"
            icon={<MenuIcon />}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} isOpen={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}
