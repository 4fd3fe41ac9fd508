import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx'

function meter(password: string) {
  const { container } = render(<PasswordStrengthMeter password={password} />)
  const bar = container.querySelector('.bp6-progress-bar')
  const fill = container.querySelector<HTMLElement>('.bp6-progress-meter')
  return { bar, width: fill?.style.width }
}

describe('PasswordStrengthMeter (six rules: up to 2 Weak, 3-4 Medium, 5-6 Strong)', () => {
  it('shows an empty bar and no label before anything is typed', () => {
    const { width } = meter('')
    expect(width).toBe('0%')
    expect(screen.getByText('Password strength:')).toBeInTheDocument()
    expect(screen.getByText('-')).toBeInTheDocument()
  })

  it('is Weak with two rules met, in red', () => {
    // lowercase, and not longer than 50
    const { bar } = meter('abc')
    expect(screen.getByText('Weak')).toBeInTheDocument()
    expect(bar).toHaveClass('bp6-intent-danger')
  })

  it('is Medium with three or four, in amber', () => {
    const { bar } = meter('abcdefgh') // length, lowercase, max length
    expect(screen.getByText('Medium')).toBeInTheDocument()
    expect(bar).toHaveClass('bp6-intent-warning')
  })

  it('is Strong with five or six, in green, the bar full at six', () => {
    const { bar, width } = meter('Abcdef1!')
    expect(screen.getByText('Strong')).toBeInTheDocument()
    expect(bar).toHaveClass('bp6-intent-success')
    expect(width).toBe('100%')
  })
})
