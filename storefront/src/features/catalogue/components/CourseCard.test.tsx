import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { courseCard } from '../../../test/catalogue-fixtures.ts'
import { CourseCard } from './CourseCard.tsx'

function renderCard(...args: Parameters<typeof CourseCard>) {
  return render(
    <MemoryRouter>
      <CourseCard {...args[0]} />
    </MemoryRouter>
  )
}

describe('CourseCard', () => {
  it('offers Enroll Now with the price to someone not enrolled', () => {
    renderCard({ course: courseCard(), userId: 'user-1' })
    const enrol = screen.getByRole('link', { name: 'Enroll Now: Indian Polity Foundation' })
    expect(enrol).toHaveAttribute('href', '/home/course?id=course-1')
    expect(screen.getByText('₹2,999')).toBeInTheDocument()
    expect(screen.queryByText('Enrolled')).not.toBeInTheDocument()
  })

  it('offers Continue Learning and reads Enrolled to an enrolled learner', () => {
    renderCard({ course: courseCard({ studentsEnroled: [{ _id: 'user-1' }] }), userId: 'user-1' })
    const resume = screen.getByRole('link', {
      name: 'Continue Learning: Indian Polity Foundation',
    })
    expect(resume).toHaveAttribute('href', '/home/enrolled?id=course-1')
    expect(screen.getByText('Enrolled')).toBeInTheDocument()
    expect(screen.queryByText('₹2,999')).not.toBeInTheDocument()
  })

  it('shows the category, at most three tags, the instructor, length and real rating', () => {
    renderCard({ course: courseCard(), userId: null })
    expect(screen.getByText('UPSC Prelims')).toBeInTheDocument()
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['Polity', 'Prelims', 'Constitution'])
    expect(screen.getByText('Asha Verma')).toBeInTheDocument()
    expect(screen.getByText('24m 56s')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 ratings' })).toBeVisible()
  })

  it('reads Free and New for a free course nobody has rated', () => {
    renderCard({
      course: courseCard({ price: 0, pricePaise: 0, averageRating: null, ratingCount: 0 }),
      userId: null,
    })
    expect(screen.getByText('Free')).toBeInTheDocument()
    expect(screen.getByText('New')).toBeInTheDocument()
  })
})
