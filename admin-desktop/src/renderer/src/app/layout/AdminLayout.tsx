import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Button, Callout, Classes, Drawer, Intent, Spinner } from '@blueprintjs/core'
import { SmallCross } from '@blueprintjs/icons'
import { useAtom } from 'jotai'
import { sessionNotRememberedAtom } from '../../features/session/index.ts'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { TooltipTimingProvider } from './HintTooltip.tsx'
import { SIDEBAR_ID, SidebarContent } from './Sidebar.tsx'
import { visibleEntries } from './sidebar-entries.ts'
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { ADMIN_TITLE, TopBar } from './TopBar.tsx'
import { useSidebarState } from './use-sidebar-state.ts'
import './layout.css'
import './tables.css'

function NotRememberedNotice() {
  const [notRemembered, setNotRemembered] = useAtom(sessionNotRememberedAtom)
  if (!notRemembered) return null
  return (
    <Callout intent={Intent.WARNING} className="admin-layout__notice">
      <p>
        This computer has no secure place to keep your sign-in, so it ends when you close the app.
      </p>
      <Button text="Dismiss" size="small" onClick={() => setNotRemembered(false)} />
    </Callout>
  )
}

/**
 * The frame of every admin screen: the sidebar (a drawer on a phone), the top bar and the
 * breadcrumbs around the screen itself. `routedPaths` are the screens the routes serve; the
 * sidebar lists only those.
 */
export function AdminLayout({ routedPaths }: { routedPaths: readonly string[] }) {
  const sidebar = useSidebarState()
  if (!sidebar.ready) return null
  const entries = visibleEntries(routedPaths)
  return (
    <TooltipTimingProvider>
      <div className="admin-layout" data-sidebar={sidebar.expanded ? 'expanded' : 'collapsed'}>
        <a className="admin-layout__skip-link" href="#admin-main">
          Skip to content
        </a>
        {sidebar.isMobile ? (
          <Drawer
            isOpen={sidebar.drawerOpen}
            onClose={sidebar.closeDrawer}
            position="left"
            size="18rem"
            className="admin-drawer"
          >
            {/* Blueprint's drawer has no dialog role of its own */}
            <div
              role="dialog"
              aria-modal="true"
              aria-labelledby="admin-drawer-title"
              className="admin-drawer__panel"
            >
              <div className={Classes.DRAWER_HEADER}>
                <h2 id="admin-drawer-title" className={Classes.HEADING}>
                  {ADMIN_TITLE}
                </h2>
                <Button
                  variant="minimal"
                  icon={<SmallCross />}
                  aria-label="Close sidebar"
                  onClick={sidebar.closeDrawer}
                />
              </div>
              <div className="admin-drawer__body">
                <SidebarContent
                  entries={entries}
                  collapsed={false}
                  onNavigate={sidebar.closeDrawer}
                />
              </div>
            </div>
          </Drawer>
        ) : (
          <aside id={SIDEBAR_ID} className="admin-sidebar" aria-label="Sidebar">
            <div className="admin-sidebar__inner">
              <SidebarContent entries={entries} collapsed={!sidebar.expanded} />
            </div>
          </aside>
        )}
        <div className="admin-layout__body">
          <TopBar
            isMobile={sidebar.isMobile}
            sidebarShown={sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded}
            onToggleSidebar={sidebar.toggle}
          />
          <NotRememberedNotice />
          <OfflineBanner />
          <KeyboardShortcuts />
          <main id="admin-main" tabIndex={-1} className="admin-layout__content">
            <Breadcrumbs />
            <Suspense fallback={<Spinner aria-label="Loading" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </TooltipTimingProvider>
  )
}
