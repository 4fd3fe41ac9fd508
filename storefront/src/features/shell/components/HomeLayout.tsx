import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '@blueprintjs/core'
import { TopBar } from './TopBar.tsx'
import { Footer } from './Footer.tsx'

/** Top bar, the routed page and the footer for every /home screen. */
export function HomeLayout() {
  return (
    <div className="home-layout">
      <TopBar />
      <main className="home-main">
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
