import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RatingStars } from './RatingStars.tsx'

describe('RatingStars', () => {
  it('shows the real average with its count', () => {
    render(<RatingStars average={4.3} count={12} />)
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 4.3 out of 5 from 12 ratings')
    expect(screen.getByText('4.3')).toBeInTheDocument()
    expect(screen.getByText('(12 ratings)')).toBeInTheDocument()
  })

  it('reads New without ratings', () => {
    render(<RatingStars average={null} count={0} />)
    expect(screen.getByText('New')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
