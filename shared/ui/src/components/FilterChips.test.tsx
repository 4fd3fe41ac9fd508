import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FilterChips } from './FilterChips.tsx'

describe('FilterChips', () => {
  it('removes one filter from its own chip, and all of them at once', async () => {
    const removeSearch = vi.fn()
    const removeCategory = vi.fn()
    const clearAll = vi.fn()
    render(
      <FilterChips
        chips={[
          { id: 'search', label: 'Search: polity', onRemove: removeSearch },
          { id: 'category', label: 'Category: UPSC Prelims', onRemove: removeCategory },
        ]}
        onClearAll={clearAll}
      />
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Search: polity' }))
    expect(removeSearch).toHaveBeenCalledOnce()
    expect(removeCategory).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(clearAll).toHaveBeenCalledOnce()
  })

  it('renders nothing without filters', () => {
    const { container } = render(<FilterChips chips={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
