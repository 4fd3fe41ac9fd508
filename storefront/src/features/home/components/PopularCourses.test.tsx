import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { courseCard } from '../../../test/catalogue-fixtures.ts'
import { PopularCourses } from './PopularCourses.tsx'

const THREE = [
  courseCard({ _id: 'c1', courseName: 'Indian Polity Foundation' }),
  courseCard({ _id: 'c2', courseName: 'Economy for Prelims' }),
  courseCard({ _id: 'c3', courseName: 'CSAT Made Simple', studentsEnroled: [{ _id: 'user-1' }] }),
]

function listAnswer(data = THREE) {
  return {
    status: 200,
    body: { success: true, message: 'OK', data, totalPages: 4, currentPage: 1, totalCourses: 12 },
  }
}

describe('PopularCourses', () => {
  it('asks for the three most-enrolled courses and shows them', async () => {
    const calls = fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getAllCourses': listAnswer(),
    })
    renderRoute(<PopularCourses />, { at: '/home' })

    expect(await screen.findByText('Indian Polity Foundation')).toBeInTheDocument()
    expect(screen.getByText('Economy for Prelims')).toBeInTheDocument()
    expect(screen.getByText('CSAT Made Simple')).toBeInTheDocument()
    const listCall = calls.find((call) => call.path === '/courses/getAllCourses')
    expect(listCall?.body).toEqual({ page: 1, limit: 3, sortBy: 'enrollments', sortOrder: 'desc' })
  })

  it('holds three same-size skeletons while loading', () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /courses/getAllCourses': listAnswer() })
    const { container } = renderRoute(<PopularCourses />, { at: '/home' })
    expect(container.querySelectorAll('.course-card')).toHaveLength(3)
    expect(container.querySelector('.course-grid')).toHaveAttribute('aria-busy', 'true')
  })

  it('offers Continue Learning on a course the learner is enrolled in', async () => {
    fakeApi({
      'POST /auth/validate': signedInAs(learner()),
      'POST /courses/getAllCourses': listAnswer(),
    })
    renderRoute(<PopularCourses />, { at: '/home' })

    expect(
      await screen.findByRole('link', { name: 'Continue Learning: CSAT Made Simple' })
    ).toHaveAttribute('href', '/home/enrolled?id=c3')
    expect(screen.getByRole('link', { name: 'Enroll Now: Economy for Prelims' })).toHaveAttribute(
      'href',
      '/home/course?id=c2'
    )
  })

  it('says so when the courses cannot be loaded, and tries again on request', async () => {
    let attempts = 0
    fakeApi({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getAllCourses': () => {
        attempts += 1
        return attempts === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : listAnswer()
      },
    })
    renderRoute(<PopularCourses />, { at: '/home' })

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Indian Polity Foundation')).toBeInTheDocument())
  })

  it('has a friendly line when there are no courses yet', async () => {
    fakeApi({ 'POST /auth/validate': SIGNED_OUT, 'POST /courses/getAllCourses': listAnswer([]) })
    renderRoute(<PopularCourses />, { at: '/home' })
    expect(await screen.findByText(/New courses are on their way/)).toBeInTheDocument()
  })
})
