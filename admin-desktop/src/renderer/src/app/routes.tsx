import { useEffect } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import {
  loadBooksHubPage,
  loadCreateBookPage,
  loadPublishedBooksPage,
} from '../features/books/index.ts'
import { loadCategoriesPage } from '../features/categories/index.ts'
import { loadCouponOrdersPage, loadCouponsPage } from '../features/coupons/index.ts'
import { loadCourseDraftsPage } from '../features/course-drafts/index.ts'
import { loadCourseHubPage } from '../features/course-hub/index.ts'
import { loadBulkUploadPage } from '../features/bulk-upload/index.ts'
import { loadCourseWizardPage } from '../features/course-wizard/index.ts'
import { loadDashboardPage } from '../features/dashboard/index.ts'
import { loadGstReportPage } from '../features/gst-report/index.ts'
import { loadEnrolPage } from '../features/enrolment/index.ts'
import {
  loadInspectCoursePage,
  loadPublishedCoursesPage,
} from '../features/published-courses/index.ts'
import { loadSettingsPage } from '../features/settings/index.ts'
import { loadTransactionsPage } from '../features/transactions/index.ts'
import { loadUserDetailPage, loadUsersPage } from '../features/users/index.ts'
import { usePlatform } from '../platform/index.ts'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { routedPaths } from './layout/sidebar-entries.ts'

/** A route whose screen is its own chunk, fetched the first time the route is visited. */
function lazyScreen(load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default })
}

/** An unknown path: the storefront's home on the web (as everywhere on the site), else the start. */
function UnknownPath() {
  const platform = usePlatform()
  const leave = platform.kind === 'web'
  useEffect(() => {
    if (leave) platform.links.leaveFor('/home')
  }, [leave, platform])
  return leave ? null : <Navigate to="/" replace />
}

/**
 * The admin's screens, relative to the app's base (/admin on the web, app://admin/ on the
 * desktop). Every screen is lazy; each feature exports its loader. A sidebar entry shows only
 * once its screen is routed here. `handle: { crumb }` names a segment in the breadcrumbs.
 */
const adminScreens: RouteObject[] = [
  { index: true, lazy: lazyScreen(loadDashboardPage) },
  { path: 'transactions', lazy: lazyScreen(loadTransactionsPage) },
  { path: 'gst-report', lazy: lazyScreen(loadGstReportPage) },
  { path: 'users', lazy: lazyScreen(loadUsersPage) },
  { path: 'coupons', lazy: lazyScreen(loadCouponsPage) },
  { path: 'coupons/:id', lazy: lazyScreen(loadCouponOrdersPage), handle: { crumb: 'Orders' } },
  { path: 'users/:id', lazy: lazyScreen(loadUserDetailPage), handle: { crumb: 'User' } },
  { path: 'books', lazy: lazyScreen(loadBooksHubPage) },
  { path: 'books/create', lazy: lazyScreen(loadCreateBookPage), handle: { crumb: 'Create' } },
  { path: 'books/bulk', lazy: lazyScreen(loadBulkUploadPage), handle: { crumb: 'Bulk upload' } },
  {
    path: 'books/published',
    lazy: lazyScreen(loadPublishedBooksPage),
    handle: { crumb: 'Published' },
  },
  { path: 'course', lazy: lazyScreen(loadCourseHubPage) },
  { path: 'course/create', lazy: lazyScreen(loadCourseWizardPage), handle: { crumb: 'Create' } },
  { path: 'course/draft', lazy: lazyScreen(loadCourseDraftsPage), handle: { crumb: 'Drafts' } },
  {
    path: 'course/published',
    lazy: lazyScreen(loadPublishedCoursesPage),
    handle: { crumb: 'Published' },
  },
  { path: 'course/published/:courseName', lazy: lazyScreen(loadInspectCoursePage) },
  { path: 'category', lazy: lazyScreen(loadCategoriesPage) },
  { path: 'enrolluser', lazy: lazyScreen(loadEnrolPage) },
  { path: 'settings', lazy: lazyScreen(loadSettingsPage) },
]

export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminLayout routedPaths={routedPaths(adminScreens)} />,
    children: [...adminScreens, { path: '*', element: <UnknownPath /> }],
  },
]
