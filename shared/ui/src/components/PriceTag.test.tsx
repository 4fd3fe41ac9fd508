import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceTag } from './PriceTag.tsx'

describe('PriceTag', () => {
  it('shows rupees, Free or Enrolled', () => {
    render(
      <>
        <PriceTag paise={249_900} />
        <PriceTag paise={0} />
        <PriceTag paise={249_900} enrolled />
        <PriceTag paise={350_000} compact />
      </>
    )
    expect(screen.getByText('₹2,499')).toBeInTheDocument()
    expect(screen.getByText('Free')).toBeInTheDocument()
    expect(screen.getByText('Enrolled')).toBeInTheDocument()
    expect(screen.getByText('₹3.5K')).toBeInTheDocument()
  })
})
