import { render } from '@testing-library/react'
import { App } from '../app/App.tsx'
import { createQueryClient } from '../app/query-client.ts'
import type { Platform } from '../platform/index.ts'

/** The whole app as main.tsx starts it, with a fresh cache and no retries. */
export function renderApp(platform: Platform) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } })
  return render(<App platform={platform} queryClient={queryClient} />)
}
