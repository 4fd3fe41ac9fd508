import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { themeAtom } from '@pathshala/ui'
import { PlatformProvider, type Platform, type Theme } from '../platform/index.ts'
import { AccessGate } from './AccessGate.tsx'
import { createQueryClient } from './query-client.ts'
import { adminRoutes } from './routes.tsx'
import { ThemeKeeper } from './ThemeKeeper.tsx'

/** The router's basename: '/admin' in the web build, '' on the desktop (import.meta.env.BASE_URL). */
export function routerBasename(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

function AdminRouter() {
  const [router] = useState(() =>
    createBrowserRouter(adminRoutes, { basename: routerBasename(import.meta.env.BASE_URL) || '/' })
  )
  return <RouterProvider router={router} />
}

interface AppProps {
  platform: Platform
  /** The theme the platform kept, read before the first render. */
  initialTheme?: Theme | null
  queryClient?: QueryClient
}

export function App({ platform, initialTheme, queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [store] = useState(() => {
    const created = createStore()
    if (initialTheme) created.set(themeAtom, initialTheme)
    return created
  })
  return (
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={client}>
        <JotaiProvider store={store}>
          <ThemeKeeper />
          <AccessGate>
            <AdminRouter />
          </AccessGate>
        </JotaiProvider>
      </QueryClientProvider>
    </PlatformProvider>
  )
}
