import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PasswordField } from './PasswordField.tsx'

describe('PasswordField', () => {
  it('keeps its hint under it, and puts an error in the hint place', () => {
    const props = {
      id: 'p',
      label: 'New Password',
      value: '',
      onValueChange: vi.fn(),
      autoComplete: 'new-password' as const,
      hint: 'At least 8 characters',
    }
    const { rerender } = render(<PasswordField {...props} />)
    const input = screen.getByLabelText('New Password')
    expect(input).toHaveAttribute('aria-describedby', 'p-help')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(document.getElementById('p-help')).toHaveTextContent('At least 8 characters')
    rerender(<PasswordField {...props} error="Too short" />)
    expect(document.getElementById('p-help')).toHaveTextContent('Too short')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  it('without a hint, describes itself only by its error', () => {
    const props = {
      id: 'p',
      label: 'Password',
      value: '',
      onValueChange: vi.fn(),
      autoComplete: 'current-password' as const,
    }
    const { rerender } = render(<PasswordField {...props} />)
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-describedby')
    rerender(<PasswordField {...props} error="Password is required" />)
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 'p-error')
    expect(document.getElementById('p-error')).toHaveTextContent('Password is required')
  })
})
