import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { HubCards } from './HubCards.tsx'

describe('HubCards', () => {
  it('shows each way in with its words and a link to it', () => {
    render(
      <MemoryRouter>
        <HubCards
          cards={[
            {
              to: '/books/create',
              title: 'Create Content',
              text: 'Add notes.',
              action: 'Create',
              icon: <svg />,
            },
            {
              to: '/books/bulk',
              title: 'Bulk Upload',
              text: 'Many PDFs.',
              action: 'Upload',
              icon: <svg />,
            },
          ]}
        />
      </MemoryRouter>
    )
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    ).toEqual(['Create Content', 'Bulk Upload'])
    expect(screen.getByText('Many PDFs.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/books/create')
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/books/bulk')
  })
})
