import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Spinner } from '@blueprintjs/core'
import { useThemeClass } from '@pathshala/ui'
import { HomeLayout } from '../features/shell/components/HomeLayout.tsx'
import { RequireSignIn } from '../features/auth/components/RequireSignIn.tsx'
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn.tsx'
import { lazyPage, type LazyPage } from './lazy-page.ts'
import { pagePath } from './prefetch-page-data.ts'

// Every screen is loaded on demand: the first load of /home carries only the shell and the home page.
const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx'))
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage.tsx'))
const HomePage = lazy(() => import('../features/home/components/HomePage.tsx'))
const ExplorePage = lazyPage(() => import('../features/catalogue/components/ExplorePage.tsx'))
const CourseDetailPage = lazyPage(
  () => import('../features/catalogue/components/CourseDetailPage.tsx')
)
const StorePage = lazyPage(() => import('../features/store/components/StorePage.tsx'))
const LearningPage = lazy(() => import('../features/learning/components/LearningPage.tsx'))
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage.tsx'))
const AboutPage = lazy(() => import('../features/about/components/AboutPage.tsx'))
const ContactPage = lazy(() => import('../features/contact/components/ContactPage.tsx'))

/**
 * The pages the browser renders on a first visit whose files their HTML names (scripts/page-html.mjs):
 * loaded before the first render, so it shows them at once.
 */
const FIRST_LOAD_PAGES: Record<string, LazyPage> = {
  '/home/explore': ExplorePage,
  '/home/course': CourseDetailPage,
  '/home/store': StorePage,
}

/** Loads the page at `pathname` ahead of the first render, if it is one of those. */
export function preloadPageAt(pathname: string): Promise<void> {
  return FIRST_LOAD_PAGES[pagePath(pathname)]?.preload() ?? Promise.resolve()
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner aria-label="Loading" />
    </div>
  )
}

/** Every route of the storefront, under whichever router the caller gives (browser or build). */
export function AppRoutes() {
  useThemeClass()
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/home" element={<HomeLayout />}>
          <Route index element={<HomePage />} />
          <Route path="explore" element={<ExplorePage />} />
          <Route path="course" element={<CourseDetailPage />} />
          <Route path="store" element={<StorePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route
            path="enrolled"
            element={
              <RequireSignIn>
                <LearningPage />
              </RequireSignIn>
            }
          />
          <Route
            path="user"
            element={
              <RequireSignIn>
                <ProfilePage />
              </RequireSignIn>
            }
          />
        </Route>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </Suspense>
  )
}

/**
 * The storefront in the browser. The build renders the same routes to HTML for the landing pages
 * (src/prerender/render-page.tsx), so the two trees must stay alike for hydration to adopt it.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
