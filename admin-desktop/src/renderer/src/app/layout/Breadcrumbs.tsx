import { Link, useLocation, useMatches } from 'react-router'
import { Classes } from '@blueprintjs/core'
import { breadcrumbsOf } from './breadcrumbs.ts'

/** A route may name its segment: `handle: { crumb: 'Order 42' }`. */
function namedCrumbs(matches: ReturnType<typeof useMatches>): Record<string, string> {
  const named: Record<string, string> = {}
  for (const match of matches) {
    const crumb = (match.handle as { crumb?: unknown } | undefined)?.crumb
    if (typeof crumb === 'string') named[match.pathname.replace(/\/+$/, '') || '/'] = crumb
  }
  return named
}

/** Where the admin is: every earlier step is a link, the current one is not. */
export function Breadcrumbs() {
  const { pathname } = useLocation()
  const crumbs = breadcrumbsOf(pathname, namedCrumbs(useMatches()))
  return (
    <nav aria-label="Breadcrumbs" className="admin-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index < crumbs.length - 1 ? (
              <Link to={crumb.to} className={Classes.BREADCRUMB}>
                {crumb.label}
              </Link>
            ) : (
              <span
                className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`}
                aria-current="page"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
