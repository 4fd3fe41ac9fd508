import { useEffect } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { loadOverviewPage } from '../features/overview/index.ts'
import { loadSettingsPage } from '../features/settings/index.ts'
import { usePlatform } from '../platform/index.ts'
import { AdminFrame } from './AdminFrame.tsx'

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
 * The admin's routes, relative to the app's base (/admin on the web, app://admin/ on the
 * desktop). Every screen is lazy; each feature exports its loader.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminFrame />,
    children: [
      { index: true, lazy: lazyScreen(loadOverviewPage) },
      { path: 'settings', lazy: lazyScreen(loadSettingsPage) },
      { path: '*', element: <UnknownPath /> },
    ],
  },
]
