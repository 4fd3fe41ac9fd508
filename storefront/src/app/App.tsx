import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Spinner } from '@blueprintjs/core'
import { useThemeClass } from '@pathshala/ui'
import { HomeLayout } from '../features/shell/components/HomeLayout.tsx'
import { RequireSignIn } from '../features/auth/components/RequireSignIn.tsx'
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn.tsx'
import { loadAboutPage } from '../features/about/routes.ts'
import { loadLoginPage, loadResetPasswordPage } from '../features/auth/routes.ts'
import { loadCourseDetailPage, loadExplorePage } from '../features/catalogue/routes.ts'
import { loadContactPage } from '../features/contact/routes.ts'
import { loadHomePage } from '../features/home/routes.ts'
import { loadLearningPage } from '../features/learning/routes.ts'
import { loadProfilePage } from '../features/profile/routes.ts'
import { loadStorePage } from '../features/store/routes.ts'
import { lazyPage, type LazyPage } from './lazy-page.ts'
import { pagePath } from './prefetch-page-data.ts'

// Every screen is loaded on demand, each feature exporting its pages' loaders (as the admin's
// do): the first load of /home carries only the shell and the home page. Not the data router's
// `lazy` route property: its navigations wait for a page's file without the fallback, and the
// build's and the API's renders (src/prerender) and their hydration use these <Routes>, with
// pages preloaded before the first render (lazy-page.ts, src/main.tsx).
const LoginPage = lazy(loadLoginPage)
const ResetPasswordPage = lazy(loadResetPasswordPage)
const HomePage = lazy(loadHomePage)
const ExplorePage = lazyPage(loadExplorePage)
const CourseDetailPage = lazyPage(loadCourseDetailPage)
const StorePage = lazyPage(loadStorePage)
const LearningPage = lazy(loadLearningPage)
const ProfilePage = lazy(loadProfilePage)
const AboutPage = lazy(loadAboutPage)
const ContactPage = lazy(loadContactPage)

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
