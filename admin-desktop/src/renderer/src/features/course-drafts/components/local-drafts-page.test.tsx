import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, makeServerUnreachable } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const OFFLINE_NOTE =
  'These drafts are kept on this computer; changes are sent when the connection is back.'

const FORM = {
  courseName: '',
  courseDescription: '',
  price: '',
  category: '',
  whatYouWillLearn: '',
  tags: '',
  instructions: '',
  couponCode: '',
  thumbnail: '',
}

/** A record as the course wizard keeps it (features/course-wizard/lib/draft-record.ts). */
function wizardRecord(options: {
  courseId: string | null
  name: string
  description?: string
  step: 0 | 1 | 2
  waiting?: number
  updatedAt: string
}) {
  const details = {
    ...FORM,
    courseName: options.name,
    courseDescription: options.description ?? '',
  }
  return JSON.stringify({
    version: 1,
    step: options.step,
    form: details,
    editingDetails: options.courseId === null,
    course: options.courseId ? { id: options.courseId, details, sections: [] } : null,
    sectionName: '',
    lessonForm: null,
    queue: Array.from({ length: options.waiting ?? 0 }, (_, index) => ({
      id: `q${index}`,
      idempotencyKey: `k${index}`,
      change: { kind: 'addSection', courseId: options.courseId, sectionId: `s${index}`, name: 'S' },
      queuedAt: options.updatedAt,
    })),
    ids: {},
    blocked: null,
    base: null,
    updatedAt: options.updatedAt,
  })
}

/** Two drafts of admin u1 on this computer (one made offline, local id), one of another admin. */
function keepDrafts(bridge: ReturnType<typeof fakeBridge>) {
  const saved = bridge.drafts.saved
  saved.set(
    'course-wizard:u1:c1',
    wizardRecord({
      courseId: 'c1',
      name: 'Indian Polity',
      description: 'The constitution in depth',
      step: 1,
      waiting: 2,
      updatedAt: '2026-11-02T10:00:00.000Z',
    })
  )
  saved.set(
    'course-wizard:u1:local-7f3a',
    wizardRecord({
      courseId: 'local-7f3a',
      name: 'Ancient History',
      step: 0,
      waiting: 1,
      updatedAt: '2026-11-03T10:00:00.000Z',
    })
  )
  saved.set(
    'course-wizard:u2:c9',
    wizardRecord({ courseId: 'c9', name: 'Someone else', step: 0, updatedAt: '2026-11-04' })
  )
}

const serverDraft = {
  _id: 'd-c2',
  creationStep: 1,
  courseId: {
    _id: 'c2',
    courseName: 'Modern History',
    courseDescription: 'From 1757',
    thumbnail: null,
    category: null,
    status: 'draft',
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
}

function serverRoutes(bridge: ReturnType<typeof fakeBridge>) {
  return answerApi(bridge, {
    '/health': () => ({ body: { success: true, status: 'ok', database: true } }),
    '/courses/courseCreationDraft': () => ({
      body: [serverDraft],
      headers: [
        ['content-type', 'application/json'],
        ['x-total-count', '1'],
      ],
    }),
  })
}

/** The app started while the server did not answer, with the kept sign-in (offline-start). */
function openOffline(path: string) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  bridge.auth.currentUser.mockImplementation(async () => ({
    ok: true as const,
    user: testUser(),
    offline: true,
  }))
  keepDrafts(bridge)
  const asked = serverRoutes(bridge)
  const answerAgain = makeServerUnreachable(bridge)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  const serverBack = () => {
    answerAgain()
    bridge.auth.currentUser.mockImplementation(async () => ({
      ok: true as const,
      user: testUser(),
    }))
  }
  return { asked, serverBack }
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('draft courses while the server cannot be reached', () => {
  test('the drafts kept on this computer, marked so, each with Continue into the wizard', async () => {
    openOffline('/course/draft')
    const list = await screen.findByRole('list', { name: 'Drafts on this computer' }, SLOW)
    expect(screen.getByText('You are offline')).toBeVisible()
    expect(screen.getByText(OFFLINE_NOTE)).toBeVisible()
    expect(screen.queryByText('The drafts could not be loaded')).not.toBeInTheDocument()

    // newest change first; another admin's drafts are not listed
    const cards = within(list).getAllByRole('article')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Ancient History'),
      expect.stringContaining('Indian Polity'),
    ])
    expect(screen.queryByText('Someone else')).not.toBeInTheDocument()
    expect(screen.getByText('2 drafts on this computer')).toBeVisible()

    const polity = screen.getByRole('article', { name: 'Indian Polity' })
    expect(within(polity).getByText('On this computer')).toBeVisible()
    expect(within(polity).getByText('Step 2 of 3: Create Course Content')).toBeVisible()
    expect(within(polity).getByText('The constitution in depth')).toBeVisible()
    expect(within(polity).getByText('2 changes on this computer not sent yet')).toBeVisible()
    // 10:00 UTC is 3:30 pm in India
    expect(polity).toHaveTextContent('Last saved 2 Nov 2026, 3:30 pm')
    expect(within(polity).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/create?id=c1'
    )
    expect(within(polity).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()

    // made offline: the wizard opens it by its local id, from this computer's copy
    const history = screen.getByRole('article', { name: 'Ancient History' })
    expect(within(history).getByText('On this computer')).toBeVisible()
    expect(within(history).getByText('Step 1 of 3: Course Details')).toBeVisible()
    expect(within(history).getByText('1 change on this computer not sent yet')).toBeVisible()
    expect(within(history).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/create?id=local-7f3a'
    )
  })

  test('the search box filters the drafts on this computer by name', async () => {
    openOffline('/course/draft')
    await screen.findByRole('article', { name: 'Indian Polity' }, SLOW)
    await userEvent.type(screen.getByRole('searchbox'), 'POLITY{Enter}')
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ancient History' })).not.toBeInTheDocument()
    )
    expect(screen.getByRole('article', { name: 'Indian Polity' })).toBeVisible()
    expect(screen.getByText('1 draft match on this computer')).toBeVisible()
  })

  test('a course being created is continued in the wizard for a new course', async () => {
    window.history.replaceState(null, '', '/course/draft')
    const bridge = fakeBridge({ user: testUser() })
    bridge.auth.currentUser.mockImplementation(async () => ({
      ok: true as const,
      user: testUser(),
      offline: true,
    }))
    bridge.drafts.saved.set(
      'course-wizard:u1:new',
      wizardRecord({ courseId: null, name: 'Geography', step: 0, updatedAt: '2026-11-05' })
    )
    makeServerUnreachable(bridge)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))

    const geography = await screen.findByRole('article', { name: 'Geography' }, SLOW)
    expect(within(geography).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/create'
    )
  })

  test('once the server answers again, its list replaces the drafts on this computer', async () => {
    const { asked, serverBack } = openOffline('/course/draft')
    await screen.findByRole('article', { name: 'Indian Polity' }, SLOW)
    serverBack()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))

    const history = await screen.findByRole('article', { name: 'Modern History' }, SLOW)
    expect(within(history).getByRole('button', { name: 'Delete' })).toBeVisible()
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Indian Polity' })).not.toBeInTheDocument()
    expect(screen.getByText('1 draft')).toBeVisible()
    expect(asked.some((url) => url.pathname === '/api/v1/courses/courseCreationDraft')).toBe(true)
  })
})

describe('draft courses while online', () => {
  test('the server list, a draft with changes waiting on this computer says so', async () => {
    window.history.replaceState(null, '', '/course/draft')
    const bridge = fakeBridge({ user: testUser() })
    keepDrafts(bridge)
    bridge.drafts.saved.set(
      'course-wizard:u1:c2',
      wizardRecord({
        courseId: 'c2',
        name: 'Modern History',
        step: 1,
        waiting: 3,
        updatedAt: '2026-11-03',
      })
    )
    serverRoutes(bridge)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))

    const history = await screen.findByRole('article', { name: 'Modern History' }, SLOW)
    expect(within(history).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/create?id=c2'
    )
    expect(
      await within(history).findByText('3 changes on this computer not sent yet')
    ).toBeVisible()
    expect(within(history).queryByText('On this computer')).not.toBeInTheDocument()
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Indian Polity' })).not.toBeInTheDocument()
    expect(screen.getByText('1 draft')).toBeVisible()
  })
})
