import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage, type LazyPage } from './lazy-page.ts'

const StorePage = () => <h1>Store</h1>

function renderWithFallback(Page: LazyPage) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>
  )
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, with no fallback first', async () => {
    const load = vi.fn(async () => ({ default: StorePage }))
    const Page = lazyPage(load)
    await Page.preload()

    renderWithFallback(Page)
    expect(screen.getByRole('heading', { name: 'Store' })).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads a page not preloaded on its first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => ({ default: StorePage }))
    const Page = lazyPage(load)

    renderWithFallback(Page)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Store' })).toBeInTheDocument()
    await Page.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof StorePage }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: StorePage })
    const Page = lazyPage(load)

    await expect(Page.preload()).rejects.toThrow(/Failed to fetch/)
    await Page.preload()
    renderWithFallback(Page)
    expect(screen.getByRole('heading', { name: 'Store' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
