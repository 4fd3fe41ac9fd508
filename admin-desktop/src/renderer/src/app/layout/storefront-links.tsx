import type { MouseEvent } from 'react'
import { Classes } from '@blueprintjs/core'
import { usePlatform } from '../../platform/index.ts'

/** The storefront's pages the admin's top bar links to, named as the storefront names them. */
export const STOREFRONT_LINKS = [
  { label: 'Home', path: '/home' },
  { label: 'Courses', path: '/home/explore' },
  { label: 'Store', path: '/home/store' },
  { label: 'About Us', path: '/home/about' },
  { label: 'Contact Us', path: '/home/contact' },
] as const

/**
 * The storefront's pages, as plain links: on the web they lead to the storefront on this site;
 * the desktop app opens them in the system browser instead of leaving the admin.
 */
export function StorefrontLinks({
  vertical = false,
  onFollow,
}: {
  vertical?: boolean
  onFollow?: () => void
}) {
  const platform = usePlatform()
  const follow = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (platform.kind === 'desktop') {
      event.preventDefault()
      platform.links.openExternal(url)
    }
    onFollow?.()
  }
  return (
    <ul className={vertical ? 'storefront-links storefront-links--vertical' : 'storefront-links'}>
      {STOREFRONT_LINKS.map(({ label, path }) => {
        const url = platform.links.storefront(path)
        return (
          <li key={path}>
            <a
              href={url}
              className={[Classes.BUTTON, Classes.MINIMAL, vertical && Classes.FILL]
                .filter(Boolean)
                .join(' ')}
              onClick={(event) => follow(event, url)}
            >
              <span className={Classes.BUTTON_TEXT}>{label}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
