import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OrderToggle } from './OrderToggle.tsx'
import { PageSizeSelect } from './PageSizeSelect.tsx'
import { SelectField } from './SelectField.tsx'

describe('SelectField', () => {
  it('offers its options under its label and hands back the chosen value', async () => {
    const onValueChange = vi.fn()
    render(
      <SelectField
        id="category"
        label="Category"
        value="all"
        options={[
          { value: 'all', label: 'All' },
          { value: 'Notes', label: 'Study Notes' },
        ]}
        onValueChange={onValueChange}
      />
    )
    const select = screen.getByLabelText('Category')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Study Notes',
    ])
    await userEvent.selectOptions(select, 'Study Notes')
    expect(onValueChange).toHaveBeenCalledWith('Notes')
  })
})

describe('PageSizeSelect', () => {
  it('is the Per page field and hands back a number', async () => {
    const onChange = vi.fn()
    render(<PageSizeSelect id="limit" value={12} sizes={[12, 24]} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '24')
    expect(onChange).toHaveBeenCalledWith(24)
  })
})

describe('OrderToggle', () => {
  it('says the order, carries its accessible name and flips on a press', async () => {
    const onToggle = vi.fn()
    const { rerender } = render(
      <OrderToggle id="order" ascending ariaLabel="Order: ascending" onToggle={onToggle} />
    )
    const button = screen.getByRole('button', { name: 'Order: ascending' })
    expect(button).toHaveTextContent('Ascending')
    expect(screen.getByText('Order').closest('label')).toHaveAttribute('for', 'order')
    await userEvent.click(button)
    expect(onToggle).toHaveBeenCalledOnce()
    rerender(
      <OrderToggle ascending={false} text="Z to A" ariaLabel="Order: Z to A" onToggle={onToggle} />
    )
    expect(screen.getByRole('button', { name: 'Order: Z to A' })).toHaveTextContent('Z to A')
  })
})
