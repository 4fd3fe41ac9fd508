import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Spinner } from '@blueprintjs/core'
import { TopBar } from '../features/shell/components/TopBar.tsx'
import { useThemeClass } from '../features/shell/atoms/theme.ts'
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn.tsx'

const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx'))
const HomePage = lazy(() => import('../features/home/components/HomePage.tsx'))

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

function Routed() {
  useThemeClass()
  return (
    <>
      <TopBar />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route
            path="/login"
            element={
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            }
          />
          <Route path="/home" element={<HomePage />} />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </>
  )
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routed />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
