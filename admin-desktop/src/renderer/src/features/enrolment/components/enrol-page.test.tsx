import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CourseCard } from '../../published-courses/index.ts'
import type { BulkEnrolmentResult } from '../api/enrolment-types.ts'
import { clearToasts } from '@pathshala/ui'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
// the first screen of a test loads the layout and the screen's chunk
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

function course(index: number, overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    _id: `c${index}`,
    courseName: `Course ${String(index).padStart(3, '0')}`,
    courseDescription: '',
    thumbnail: '',
    price: 0,
    pricePaise: 0,
    isFree: true,
    category: { _id: 'k1', name: 'Polity' },
    instructor: null,
    tag: [],
    whatYouWillLearn: '',
    instructions: [],
    enrollments: 0,
    averageRating: null,
    ratingCount: 0,
    totalDuration: 0,
    totalDurationText: '0m',
    studentsEnroled: [],
    status: 'published',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  }
}

// 130 courses on the server: more than the old screen's 100
const CATALOGUE = Array.from({ length: 130 }, (_, index) =>
  course(index + 1, index === 129 ? { courseName: 'Zoology Finals', status: 'draft' } : {})
)

type Body = Record<string, unknown>

/** Serves getAllCourses like the server (search, pages) and the two enrolment calls. */
function open(
  enrolOne: (body: Body) => FakeAnswer = () => ({ body: { success: true, message: 'ok' } }),
  enrolMany: (body: Body) => FakeAnswer = () => ({ body: { success: true, message: 'ok' } })
) {
  window.history.replaceState(null, '', '/enrolluser')
  const bridge = fakeBridge({ user: testUser() })
  const sent: Array<{ path: string; body: Body }> = []
  let body: Body = {}
  answerApi(bridge, {
    '/courses/getAllCourses': () => {
      const search = String(body['search'] ?? '').toLowerCase()
      const page = Number(body['page'] ?? 1)
      const limit = Number(body['limit'] ?? 10)
      const matching = CATALOGUE.filter((item) => item.courseName.toLowerCase().includes(search))
      return {
        body: {
          success: true,
          message: 'ok',
          data: matching.slice((page - 1) * limit, page * limit),
          currentPage: page,
          totalPages: Math.ceil(matching.length / limit),
          totalCourses: matching.length,
          limit,
        },
      }
    },
    '/payment/manualEnrollStudent': () => enrolOne(body),
    '/payment/manualEnrollStudents': () => enrolMany(body),
  })
  // the fake routes get the URL only: keep each request's JSON body for them and the test
  const answer = bridge.api.send.getMockImplementation() as unknown as (
    request: unknown
  ) => Promise<unknown>
  bridge.api.send.mockImplementation((async (request: { url: string; body: string | null }) => {
    body = request.body ? (JSON.parse(request.body) as Body) : {}
    sent.push({ path: new URL(request.url).pathname.replace(/^\/api\/v1/, ''), body })
    return answer(request)
  }) as never)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return sent
}

const courseCalls = (sent: Array<{ path: string; body: Body }>) =>
  sent.filter((call) => call.path === '/courses/getAllCourses').map((call) => call.body)

async function pickCourse(form: HTMLElement, typed: string, name: string) {
  await userEvent.click(within(form).getByRole('button', { name: /^Course/ }))
  const search = await screen.findByRole('combobox', { name: 'Search courses' })
  await userEvent.type(search, typed)
  await choose(await screen.findByRole('option', { name: new RegExp(name) }, SLOW))
}

/** Clicks an option where a pointer would: on its menu item (the list item holds the handler's element). */
async function choose(option: HTMLElement) {
  await userEvent.click(option.querySelector('.bp6-menu-item')!)
}

afterEach(async () => {
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

describe('enrol one learner', () => {
  test("both fields are required: 'Missing course or email', nothing sent", async () => {
    const sent = open()
    const form = await screen.findByRole('form', { name: 'Enroll a learner' }, SLOW)
    expect(within(form).getByLabelText('Student email')).toBeInTheDocument()
    expect(within(form).getByLabelText('Course')).toBeInTheDocument()

    await userEvent.click(within(form).getByRole('button', { name: 'Enroll' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Missing course or email')
    expect(
      await screen.findByText('Missing course or email', { selector: '.bp6-toast *' })
    ).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Student email'), 'ravi@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Enroll' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Missing course or email')
    expect(sent.some((call) => call.path.startsWith('/payment/'))).toBe(false)
  })

  test('the course picker searches the server and reaches past the first 100 courses', async () => {
    const sent = open()
    const form = await screen.findByRole('form', { name: 'Enroll a learner' }, SLOW)
    await userEvent.click(within(form).getByRole('button', { name: /^Course/ }))
    expect(await screen.findByRole('option', { name: /Course 001/ }, SLOW)).toBeInTheDocument()
    expect(screen.getByText('20 of 130 courses')).toBeInTheDocument()
    // every course the call allows, drafts too, by name, a page at a time
    expect(courseCalls(sent)[0]).toEqual({
      page: 1,
      limit: 20,
      search: null,
      status: 'all',
      sortBy: 'courseName',
      sortOrder: 'asc',
    })

    await choose(screen.getByRole('option', { name: 'Load more courses' }))
    expect(await screen.findByRole('option', { name: /Course 040/ })).toBeInTheDocument()
    expect(courseCalls(sent).at(-1)).toMatchObject({ page: 2, search: null })

    await userEvent.type(screen.getByRole('combobox', { name: 'Search courses' }), 'zoo')
    const zoology = await screen.findByRole('option', { name: /Zoology Finals/ }, SLOW)
    expect(within(zoology).getByText('Draft')).toBeInTheDocument()
    expect(courseCalls(sent).at(-1)).toMatchObject({ page: 1, search: 'zoo' })
    await choose(zoology)
    expect(within(form).getByRole('button', { name: 'Course Zoology Finals' })).toBeInTheDocument()

    await userEvent.click(within(form).getByRole('button', { name: /^Course/ }))
    await userEvent.clear(screen.getByRole('combobox', { name: 'Search courses' }))
    await userEvent.type(screen.getByRole('combobox', { name: 'Search courses' }), 'nothing')
    expect(await screen.findByText('No courses found', {}, SLOW)).toBeInTheDocument()
  })

  test("success says 'User manually enrolled' and sends the course and the address", async () => {
    const sent = open(() => ({ body: { success: true, message: 'User manually enrolled' } }))
    const form = await screen.findByRole('form', { name: 'Enroll a learner' }, SLOW)
    await userEvent.type(within(form).getByLabelText('Student email'), ' ravi@example.com ')
    await pickCourse(form, 'zoo', 'Zoology Finals')
    await userEvent.click(within(form).getByRole('button', { name: 'Enroll' }))

    expect(await screen.findByText('User manually enrolled')).toBeInTheDocument()
    expect(sent.find((call) => call.path === '/payment/manualEnrollStudent')!.body).toEqual({
      courseId: 'c130',
      email: 'ravi@example.com',
    })
    expect(within(form).getByLabelText('Student email')).toHaveValue('')
  })

  test.each([
    [404, 'No user with this email'],
    [409, 'User is already enrolled in this course'],
  ])("a %i is 'Enrollment Failed' with the server's reason", async (status, message) => {
    open(() => ({ status, body: { success: false, message } }))
    const form = await screen.findByRole('form', { name: 'Enroll a learner' }, SLOW)
    await userEvent.type(within(form).getByLabelText('Student email'), 'ravi@example.com')
    await pickCourse(form, '7', 'Course 007')
    await userEvent.click(within(form).getByRole('button', { name: 'Enroll' }))

    expect(await screen.findByText(`Enrollment Failed: ${message}`)).toBeInTheDocument()
    const alert = within(form).getByRole('alert')
    expect(alert).toHaveTextContent('Enrollment Failed')
    expect(alert).toHaveTextContent(message)
    // the address stays, to correct it
    expect(within(form).getByLabelText('Student email')).toHaveValue('ravi@example.com')
  })
})

describe('enrol many learners', () => {
  const panel = () => screen.findByRole('region', { name: 'Enroll many learners' }, SLOW)

  test('a pasted list is previewed: lower-cased, each once, the invalid flagged', async () => {
    open()
    const many = await panel()
    await userEvent.click(within(many).getByLabelText('Learner emails'))
    await userEvent.paste('Ravi@Example.com\nmeera@example.com\n ravi@example.com\nnot-an-email')

    expect(
      await within(many).findByText('3 addresses · 2 to send · 1 invalid · 1 repeat removed')
    ).toBeInTheDocument()
    const rows = within(within(many).getByRole('region', { name: 'Learners to enroll' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
      )
    expect(rows).toEqual([
      ['1', 'ravi@example.com', '1', 'Ready'],
      ['2', 'meera@example.com', '2', 'Ready'],
      ['3', 'not-an-email', '4', 'Invalid address'],
    ])
    expect(within(many).getByRole('button', { name: 'Enroll 2 learners' })).toBeEnabled()
  })

  test("sending without a course is 'Missing course or email'", async () => {
    const sent = open()
    const many = await panel()
    await userEvent.click(within(many).getByLabelText('Learner emails'))
    await userEvent.paste('ravi@example.com')
    await userEvent.click(within(many).getByRole('button', { name: 'Enroll 1 learner' }))
    expect(within(many).getByRole('alert')).toHaveTextContent('Missing course or email')
    expect(sent.some((call) => call.path.startsWith('/payment/'))).toBe(false)
  })

  test('a CSV file is read by its email column; each row then shows its result', async () => {
    const results: BulkEnrolmentResult[] = [
      { email: 'ravi@example.com', status: 'enrolled', userId: 'u2' },
      { email: 'meera@example.com', status: 'already_enrolled', userId: 'u3' },
      { email: 'nobody@example.com', status: 'no_account', userId: null },
    ]
    const sent = open(undefined, () => ({
      body: {
        success: true,
        message: '1 manually enrolled',
        data: {
          courseId: 'c7',
          results,
          summary: { enrolled: 1, alreadyEnrolled: 1, noAccount: 1, invalid: 0, repeated: 0 },
        },
      },
    }))
    const many = await panel()
    const file = new File(
      [
        'Name,Email,City\n"Kumar, Ravi",Ravi@example.com,Pune\nMeera,meera@example.com,Delhi\nX,nobody@example.com,Goa\nY,broken@,Agra\n',
      ],
      'learners.csv',
      { type: 'text/csv' }
    )
    await userEvent.upload(within(many).getByLabelText('CSV file'), file)
    expect(
      await within(many).findByText('4 addresses · from the email column · 3 to send · 1 invalid')
    ).toBeInTheDocument()
    expect(within(many).getByText('learners.csv')).toBeInTheDocument()

    await pickCourse(many, '7', 'Course 007')
    await userEvent.click(within(many).getByRole('button', { name: 'Enroll 3 learners' }))

    expect(await screen.findByText('1 learner enrolled')).toBeInTheDocument()
    expect(sent.find((call) => call.path === '/payment/manualEnrollStudents')!.body).toEqual({
      courseId: 'c7',
      emails: ['ravi@example.com', 'meera@example.com', 'nobody@example.com'],
    })
    const table = within(many).getByRole('region', { name: 'Learners to enroll' })
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent)
    expect(states).toEqual(['Enrolled', 'Already enrolled', 'No such account', 'Invalid address'])
    expect(within(many).getByRole('status')).toHaveTextContent(
      '1 enrolled · 1 already enrolled · 1 with no account · 1 invalid'
    )
    // the same list is not sent twice by a second click
    expect(within(many).getByRole('button', { name: 'Sent' })).toBeDisabled()
  })

  test("a refused list is 'Enrollment Failed' with the server's reason", async () => {
    open(undefined, () => ({
      status: 422,
      body: {
        success: false,
        message: 'At most 500 e-mail addresses at a time',
        errors: [{ field: 'emails', message: 'At most 500 e-mail addresses at a time' }],
      },
    }))
    const many = await panel()
    await userEvent.click(within(many).getByLabelText('Learner emails'))
    await userEvent.paste('ravi@example.com')
    await pickCourse(many, '7', 'Course 007')
    await userEvent.click(within(many).getByRole('button', { name: 'Enroll 1 learner' }))
    expect(
      await screen.findByText('Enrollment Failed: At most 500 e-mail addresses at a time')
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(many).getByRole('alert')).toHaveTextContent(
        'At most 500 e-mail addresses at a time'
      )
    )
  })
})
