import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CourseDraft } from '../api/draft-types.ts'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const LONG_DESCRIPTION = `${'Polity from the basics. '.repeat(6)}The end.`

function draft(
  id: string,
  name: string,
  step: 1 | 2 | 3,
  description = LONG_DESCRIPTION,
  updatedAt = '2026-11-02T00:00:00.000Z'
) {
  return {
    _id: `d-${id}`,
    creationStep: step,
    courseId: {
      _id: id,
      courseName: name,
      courseDescription: description,
      thumbnail: id === 'c1' ? 'https://media.example.com/c1.png' : null,
      category: null,
      status: 'draft',
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt,
  } satisfies CourseDraft
}

function open(path: string, deleteAnswer?: () => FakeAnswer) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  let drafts = [draft('c1', 'Indian Polity', 2), draft('c2', 'Modern History', 1, 'Short one')]
  const asked = answerApi(bridge, {
    '/courses/courseCreationDraft': (url) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? ''
      const found = drafts.filter((one) => one.courseId.courseName.toLowerCase().includes(search))
      return {
        body: found,
        headers: [
          ['content-type', 'application/json'],
          ['x-total-count', String(found.length)],
        ],
      }
    },
    '/courses/deleteCourse': () => {
      if (deleteAnswer) return deleteAnswer()
      drafts = drafts.filter((one) => one.courseId._id !== 'c2')
      return { body: { success: true, message: 'Course deleted' } }
    },
  })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return { asked, bridge }
}

const lastDraftsCall = (asked: URL[]) =>
  asked.filter((url) => url.pathname === '/api/v1/courses/courseCreationDraft').at(-1)!.searchParams

afterEach(() => window.history.replaceState(null, '', '/'))

describe('draft courses', () => {
  test('a card per draft: thumbnail, name, 100 characters of description, step, Continue', async () => {
    const { asked } = open('/course/draft')
    const polity = await screen.findByRole('article', { name: 'Indian Polity' }, SLOW)
    expect(polity.querySelector('img')).toHaveAttribute('src', 'https://media.example.com/c1.png')
    const preview = within(polity).getByText(/^Polity from the basics/)
    expect(preview.textContent).toBe(`${LONG_DESCRIPTION.slice(0, 100).trimEnd()}…`)
    expect(within(polity).getByText('Step 2 of 3: Create Course Content')).toBeVisible()
    expect(within(polity).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/create?id=c1'
    )
    const history = screen.getByRole('article', { name: 'Modern History' })
    expect(within(history).getByText('Short one')).toBeVisible()
    expect(within(history).getByText('Step 1 of 3: Course Details')).toBeVisible()
    expect(screen.getByText('2 drafts')).toBeVisible()
    expect(lastDraftsCall(asked).get('limit')).toBe('12')
  })

  test('drafts of the same name are told apart by when each was last saved', async () => {
    window.history.replaceState(null, '', '/course/draft')
    const bridge = fakeBridge({ user: testUser() })
    const drafts = [
      draft('c1', 'Indian Polity', 2, 'First go', '2026-10-31T14:45:00.000Z'),
      draft('c2', 'Indian Polity', 1, 'Second go', '2026-11-02T04:00:00.000Z'),
    ]
    answerApi(bridge, {
      '/courses/courseCreationDraft': () => ({
        body: drafts,
        headers: [
          ['content-type', 'application/json'],
          ['x-total-count', '2'],
        ],
      }),
    })
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    const cards = await screen.findAllByRole('article', { name: 'Indian Polity' }, SLOW)
    // India's time, as people write it
    expect(cards[0]).toHaveTextContent('Last saved 31 Oct 2026, 8:15 pm')
    expect(cards[1]).toHaveTextContent('Last saved 2 Nov 2026, 9:30 am')
    expect(cards[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-10-31T14:45:00.000Z')
  })

  test('the search box filters on the server', async () => {
    const { asked } = open('/course/draft')
    await screen.findByRole('article', { name: 'Indian Polity' }, SLOW)
    await userEvent.type(screen.getByRole('searchbox'), 'history{Enter}')
    await waitFor(() => expect(lastDraftsCall(asked).get('search')).toBe('history'))
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Indian Polity' })).not.toBeInTheDocument()
    )
    expect(screen.getByRole('article', { name: 'Modern History' })).toBeVisible()
    expect(screen.getByText('1 draft match')).toBeVisible()
    expect(window.location.search).toBe('?search=history')
  })

  test('delete asks first, naming the draft, then it is gone', async () => {
    const { asked } = open('/course/draft')
    const history = await screen.findByRole('article', { name: 'Modern History' }, SLOW)
    await userEvent.click(within(history).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Delete "Modern History" with all its sections and lessons?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Modern History' })).not.toBeInTheDocument()
    )
    expect(asked.some((url) => url.pathname === '/api/v1/courses/deleteCourse')).toBe(true)
  })

  test('a refusal (409) is explained in the dialog and nothing is deleted', async () => {
    open('/course/draft', () => ({
      status: 409,
      body: {
        success: false,
        message: 'This course has enrolled learners and cannot be deleted. Unpublish it instead.',
      },
    }))
    const history = await screen.findByRole('article', { name: 'Modern History' }, SLOW)
    await userEvent.click(within(history).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('This draft cannot be deleted')
    expect(alert).toHaveTextContent('This course has enrolled learners and cannot be deleted')
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the draft' }))
    expect(screen.getByRole('article', { name: 'Modern History' })).toBeVisible()
  })
})
