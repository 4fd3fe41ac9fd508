import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import { PlatformProvider, type Platform } from '../platform/index.ts'
import { AccessGate } from './AccessGate.tsx'
import { createQueryClient } from './query-client.ts'
import { adminRoutes } from './routes.tsx'

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
  queryClient?: QueryClient
}

export function App({ platform, queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={client}>
        <JotaiProvider>
          <AccessGate>
            <AdminRouter />
          </AccessGate>
        </JotaiProvider>
      </QueryClientProvider>
    </PlatformProvider>
  )
}
