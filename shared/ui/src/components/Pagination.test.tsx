import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination.tsx'

describe('Pagination', () => {
  it('shows five page buttons around the current page and marks it', () => {
    render(<Pagination page={6} totalPages={12} onPageChange={() => {}} />)
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ })
    expect(pages.map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8'])
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current')
  })

  it('moves with Previous, Next and the page buttons', async () => {
    const onPageChange = vi.fn()
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]])
  })

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={4} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    rerender(<Pagination page={4} totalPages={4} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('follows the server’s hasPrevPage and hasNextPage when given', () => {
    render(
      <Pagination page={2} totalPages={3} hasPrevPage={false} hasNextPage onPageChange={() => {}} />
    )
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  })

  it('is not shown for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
})
