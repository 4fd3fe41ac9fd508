import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ViewToggle } from './ViewToggle.tsx'

describe('ViewToggle', () => {
  it('marks the current layout as pressed and switches to the other', async () => {
    const onChange = vi.fn()
    render(<ViewToggle value="grid" onChange={onChange} />)
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'false'
    )
    await userEvent.click(screen.getByRole('button', { name: 'List view' }))
    expect(onChange).toHaveBeenCalledWith('list')
  })
})
