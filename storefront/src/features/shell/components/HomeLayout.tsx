import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Spinner } from '@blueprintjs/core'
import { TopBar } from './TopBar.tsx'
import { Footer } from './Footer.tsx'
import { useScrollToTopOnNavigate } from '../hooks/use-scroll-to-top.ts'
import '../shell.css'

/** Top bar, the routed page and the footer for every /home screen. */
export function HomeLayout() {
  const { pathname } = useLocation()
  useScrollToTopOnNavigate(pathname)
  return (
    <div className="home-layout">
      <TopBar />
      <main id="main-content" className="home-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page-fallback">
              <Spinner aria-label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
