import { Link, useLocation } from 'react-router'
import { isNavItemActive, NAV_ITEMS } from '../lib/nav-items.ts'

interface NavLinksProps {
  layout: 'row' | 'column'
  onNavigate?: () => void
}

/** The five section links; the current one carries aria-current and the active style. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation()
  return (
    <ul className={`nav-links nav-links--${layout}`}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname)
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              className={active ? 'nav-link nav-link--active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
