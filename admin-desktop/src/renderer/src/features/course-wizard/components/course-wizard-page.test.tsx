import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearToasts } from '@pathshala/ui'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { makeServerUnreachable } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { draftKey, type WizardDraft } from '../lib/draft-record.ts'
import { fakeBuilderServer } from '../test/fake-builder-server.ts'
import { answerWizardApi } from '../test/wizard-api.ts'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 30_000 })
// each change goes through the queue, the bridge and the store: slower than one render on a busy machine
configure({ asyncUtilTimeout: 4000 })

function open(
  path: string,
  bridge = fakeBridge({ user: testUser() }),
  server = fakeBuilderServer()
) {
  window.history.replaceState(null, '', path)
  const api = answerWizardApi(bridge, server)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return { bridge, ...api }
}

afterEach(async () => {
  cleanup()
  await clearToasts()
  window.history.replaceState(null, '', '/')
})

async function fillDetails() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Course Name/, {}, SLOW), 'Indian Polity')
  await user.type(screen.getByLabelText(/Course Description/), 'The constitution in depth')
  await user.type(screen.getByLabelText(/^Price/), '1499.5')
  await waitFor(() => expect(screen.getByRole('option', { name: 'Polity' })).toBeInTheDocument())
  await user.selectOptions(screen.getByLabelText(/Category/), 'cat1')
  await user.type(screen.getByLabelText('Tags'), ' upsc , polity,, gs2')
  await user.type(screen.getByLabelText('Instructions'), 'Watch in order, Take notes')
  return user
}

describe('course wizard', () => {
  test('details to preview to content to publish, with the progress bar a third per step', async () => {
    const { server, published, refusePublish } = open('/course/create')
    const user = await fillDetails()
    expect(screen.getByText('Step 1 of 3: Course Details')).toBeInTheDocument()
    expect(screen.getByRole('progressbar').querySelector('.bp6-progress-meter')).toHaveStyle({
      width: '33.33%',
    })
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    const preview = await screen.findByRole('region', { name: 'Your Course will look like this' })
    expect(within(preview).getByText('₹1,499.50')).toBeInTheDocument()
    expect(within(preview).getByText('Polity')).toBeInTheDocument()
    expect(server.calls[0]!.body).toMatchObject({
      courseName: 'Indian Polity',
      price: '1499.5',
      tag: ['upsc', 'polity', 'gs2'],
      instructions: ['Watch in order', 'Take notes'],
    })
    expect(server.calls[0]!.key).toBeTruthy()
    await waitFor(() => expect(window.location.search).toBe('?id=course1'))

    await user.click(within(preview).getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 2 of 3: Create Course Content')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Section' }))
    expect(await screen.findByText('Section name is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Section Name'), 'Basics')
    await user.click(screen.getByRole('button', { name: 'Create Section' }))
    expect(await screen.findByText('Section Created')).toBeInTheDocument()
    // no lesson yet: no Next
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add a lesson to Basics' }))
    const form = screen.getByRole('form', { name: 'Create Subsection' })
    await user.type(within(form).getByLabelText(/Title/), 'Preamble')
    await user.type(within(form).getByLabelText(/Description/), 'Why it matters')
    await user.type(within(form).getByLabelText(/Video URL/), 'not a url')
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))
    expect(await screen.findByText('The video URL must be an http(s) URL')).toBeInTheDocument()
    await user.clear(within(form).getByLabelText(/Video URL/))
    await user.type(within(form).getByLabelText(/Video URL/), 'https://video.example/preamble')
    await user.type(within(form).getByLabelText(/Duration/), '10:00')
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))
    expect(await screen.findByText('Subsection Saved!')).toBeInTheDocument()
    expect(server.course('course1').courseContent[0]!.subSection[0]!.title).toBe('Preamble')

    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(
      screen.getByRole('heading', { name: 'Your Course Is Ready to Publish' })
    ).toBeInTheDocument()
    // a refusal is said in the server's words, never as its status code
    refusePublish(500, 'Publishing is paused for maintenance')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    // the toast, and its announcement for screen readers while it shows
    expect(await screen.findByText('Publishing is paused for maintenance')).toBeInTheDocument()
    expect(screen.queryByText(/Error: \d+/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Course Published')).toBeInTheDocument()
    // the refusal was said once, in the page: toasts show in order, and none came before this one
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
    expect(published).toEqual(['course1'])
    await waitFor(() => expect(window.location.pathname).toBe('/course'))
  })

  test('a course issues a certificate unless the admin turns it off', async () => {
    const { server } = open('/course/create')
    const user = await fillDetails()
    const certificate = screen.getByRole('checkbox', { name: 'Issue a certificate of completion' })
    expect(certificate).toBeChecked()
    await user.click(certificate)
    expect(certificate).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    expect(server.calls[0]!.body).toMatchObject({ issuesCertificate: false })
    expect(server.course('course1').issuesCertificate).toBe(false)
  })

  test('typed values and the step survive closing the wizard, kept per signed-in user', async () => {
    const bridge = fakeBridge({ user: testUser() })
    open('/course/create', bridge)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/Course Name/, {}, SLOW), 'Half typed')
    await waitFor(() => expect(bridge.drafts.saved.has(draftKey('u1', 'new'))).toBe(true))
    cleanup()

    open('/course/create', bridge)
    expect(await screen.findByLabelText(/Course Name/, {}, SLOW)).toHaveValue('Half typed')
  })

  test('a draft opened with ?id= resumes at the step the server records', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Modern History',
      courseDescription: 'From 1857',
      price: '0',
      category: 'cat2',
    })
    await server.api.addSection({ courseId: body.data._id, sectionName: 'Revolt of 1857' })
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', `/course/create?id=${body.data._id}`)
    const api = answerWizardApi(bridge, server)
    api.creationSteps.set(body.data._id, 2)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))

    expect(
      await screen.findByText('Step 2 of 3: Create Course Content', {}, SLOW)
    ).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Section Revolt of 1857' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Edit Course' })).toBeInTheDocument()
  })

  test('offline, sections and lessons wait with a visible count and arrive once when the server answers', async () => {
    const { bridge, server } = open('/course/create')
    const user = await fillDetails()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('region', { name: 'Your Course will look like this' })
    await user.click(screen.getByRole('button', { name: 'Next' }))

    const reconnect = makeServerUnreachable(bridge)
    await user.type(screen.getByLabelText('Section Name'), 'Offline section')
    await user.click(screen.getByRole('button', { name: 'Create Section' }))
    expect(await screen.findByText('offline, 1 change waiting')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add a lesson to Offline section' }))
    const form = screen.getByRole('form', { name: 'Create Subsection' })
    await user.type(within(form).getByLabelText(/Title/), 'Offline lesson')
    await user.type(within(form).getByLabelText(/Description/), 'Typed on a train')
    await user.type(within(form).getByLabelText(/Video URL/), 'https://video.example/offline')
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))
    expect(await screen.findByText('offline, 2 changes waiting')).toBeInTheDocument()
    // kept on this machine with its idempotency keys
    const stored = JSON.parse(bridge.drafts.saved.get(draftKey('u1', 'course1'))!) as WizardDraft
    expect(stored.queue.map((queued) => queued.change.kind)).toEqual(['addSection', 'addLesson'])

    reconnect()
    answerWizardApi(bridge, server)
    await user.click(screen.getByRole('button', { name: 'Try now' }))
    expect(await screen.findByText('Every change is on the server')).toBeInTheDocument()
    const content = server.course('course1').courseContent
    expect(content.map((section) => section.sectionName)).toEqual(['Offline section'])
    expect(content[0]!.subSection.map((lesson) => lesson.title)).toEqual(['Offline lesson'])
  })

  test('a lesson moves to another section; deleting a section names it and its lessons first', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Geography',
      courseDescription: 'Maps',
      price: '10',
      category: 'cat1',
    })
    const added = await server.api.addSection({ courseId: body.data._id, sectionName: 'Rivers' })
    for (const title of ['Ganga', 'Yamuna'])
      await server.api.addSubSection({
        sectionId: added.body.newSection._id,
        title,
        description: 'A river',
        videoUrl: 'https://video.example/river',
      })
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', `/course/create?id=${body.data._id}`)
    answerWizardApi(bridge, server).creationSteps.set(body.data._id, 2)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    const user = userEvent.setup()

    await server.api.addSection({ courseId: body.data._id, sectionName: 'Lakes' })
    await user.selectOptions(
      await screen.findByLabelText('Move lesson Yamuna to another section', {}, SLOW),
      'Lakes'
    )
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Section Lakes' })).getByText('Yamuna')
      ).toBeInTheDocument()
    )
    await waitFor(() =>
      expect(server.course(body.data._id).courseContent[1]!.subSection[0]!.title).toBe('Yamuna')
    )

    await user.click(screen.getByRole('button', { name: 'Delete section Rivers' }))
    expect(
      await screen.findByText(
        'Delete the section "Rivers" and its 1 lesson? This cannot be undone.'
      )
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Section deleted')).toBeInTheDocument()
    expect(
      server.course(body.data._id).courseContent.map((section) => section.sectionName)
    ).toEqual(['Lakes'])
  })

  test('edited elsewhere while this computer has unsent work: both shown, the admin chooses', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Economy',
      courseDescription: 'Budget and more',
      price: '99',
      category: 'cat1',
    })
    const courseId = body.data._id
    const bridge = fakeBridge({ user: testUser() })
    open(`/course/create?id=${courseId}`, bridge, server)
    const user = userEvent.setup()
    // offline, a section is made here
    await screen.findByRole('region', { name: 'Your Course will look like this' }, SLOW)
    const reconnect = makeServerUnreachable(bridge)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(screen.getByLabelText('Section Name'), 'Mine')
    await user.click(screen.getByRole('button', { name: 'Create Section' }))
    await screen.findByText('offline, 1 change waiting')
    cleanup()
    reconnect()
    // meanwhile someone renames the course on the server
    await server.api.editCourse({ courseId, courseName: 'Economy (revised elsewhere)' })

    open(`/course/create?id=${courseId}`, bridge, server)
    expect(
      await screen.findByRole('heading', { name: 'This course was changed elsewhere' }, SLOW)
    ).toBeInTheDocument()
    const mine = screen.getByLabelText('On this computer')
    const theirs = screen.getByLabelText('On the server')
    expect(within(mine).getByText('Mine')).toBeInTheDocument()
    expect(within(theirs).getByText('Economy (revised elsewhere)')).toBeInTheDocument()
    expect(server.course(courseId).courseContent).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Take the server’s' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'This course was changed elsewhere' })
      ).not.toBeInTheDocument()
    )
    expect(screen.queryByText('Mine')).not.toBeInTheDocument()
    expect(server.course(courseId).courseContent).toEqual([])
  })
  test('leaving with changes the server has not got asks first', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Ethics',
      courseDescription: 'Paper 4',
      price: '0',
      category: 'cat1',
    })
    const bridge = fakeBridge({ user: testUser() })
    open(`/course/create?id=${body.data._id}`, bridge, server)
    const user = userEvent.setup()
    await screen.findByRole('region', { name: 'Your Course will look like this' }, SLOW)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    makeServerUnreachable(bridge)
    await user.type(screen.getByLabelText('Section Name'), 'Case studies')
    await user.click(screen.getByRole('button', { name: 'Create Section' }))
    await screen.findByText('offline, 1 change waiting')

    await user.click(screen.getByRole('link', { name: 'Users' }))
    expect(await screen.findByText(/1 change has not reached the server yet/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(window.location.pathname).toBe('/course/create')
    expect(screen.getByRole('group', { name: 'Section Case studies' })).toBeInTheDocument()

    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Users' }))
    await user.click(await screen.findByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(window.location.pathname).toBe('/users'))
  })
  test('a change the server refuses stops the queue with its reason until the admin discards it', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Art and culture',
      courseDescription: 'Temples',
      price: '0',
      category: 'cat1',
    })
    open(`/course/create?id=${body.data._id}`, undefined, server)
    const user = userEvent.setup()
    await screen.findByRole('region', { name: 'Your Course will look like this' }, SLOW)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    server.failNext({ status: 422, message: 'Section name must not exceed 200 characters' })
    await user.type(screen.getByLabelText('Section Name'), 'Refused')
    await user.click(screen.getByRole('button', { name: 'Create Section' }))

    // the toast is an alert too: the one in the page is the refused change's
    const alert = (await screen.findByText('The server refused a change')).closest<HTMLElement>(
      '[role="alert"]'
    )!
    expect(alert).toHaveTextContent(
      'Create the section "Refused": Section name must not exceed 200 characters'
    )
    // said in words, never with its status code
    expect(alert).not.toHaveTextContent(/Error: \d+/)
    await user.click(within(alert).getByRole('button', { name: 'Discard this change' }))
    expect(await screen.findByText('Every change is on the server')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Section Refused' })).not.toBeInTheDocument()
    expect(server.course(body.data._id).courseContent).toEqual([])
  })
  test('refused details say the server’s reason in the form, once, without a status code, and stay in it', async () => {
    const { server } = open('/course/create')
    const user = await fillDetails()
    server.failNext({ status: 422, message: 'Price must not exceed 1000000 rupees' })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The details were not savedPrice must not exceed 1000000 rupees'
    )
    expect(screen.getAllByText('Price must not exceed 1000000 rupees')).toHaveLength(1)
    expect(screen.queryByText(/Error: 422/)).toBeNull()
    expect(screen.getByLabelText(/Course Name/)).toHaveValue('Indian Polity')
    expect(screen.queryByRole('region', { name: 'Your Course will look like this' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Course created successfully!')).toBeInTheDocument()
    expect(server.calls.filter((call) => call.name === 'createCourse')).toHaveLength(2)
    expect(server.courses.size).toBe(1)
  })
})

/** An error toast (success toasts of earlier steps may still be showing). */
const ERROR_TOAST = '.bp6-toast.bp6-intent-danger'

/** The text that explains a control's error (its aria-describedby), or null. */
function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('form errors at their fields', () => {
  test('Save shows every error of the details at its field at once, focuses the first, and each goes as it is fixed; no toast', async () => {
    open('/course/create')
    const user = userEvent.setup()
    const name = await screen.findByLabelText(/Course Name/, {}, SLOW)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const description = screen.getByLabelText(/Course Description/)
    const price = screen.getByLabelText(/^Price/)
    const category = screen.getByLabelText(/Category/)
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(errorOf(name)).toBe('Course name is required')
    expect(errorOf(description)).toBe('Description is required')
    expect(errorOf(price)).toBe('Price must be a rupee amount, 0 or more, with at most 2 decimals')
    expect(errorOf(category)).toBe('Choose a category')
    for (const control of [description, price, category])
      expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveFocus()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()

    await user.type(name, 'Indian Polity')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Course name is required')).toBeNull()
    // the others stay until they are fixed
    expect(errorOf(description)).toBe('Description is required')
    // still wrong as typed: still said
    await user.type(price, 'abc')
    expect(errorOf(price)).toBe('Price must be a rupee amount, 0 or more, with at most 2 decimals')
    await user.clear(price)
    await user.type(price, '499')
    expect(price).not.toHaveAttribute('aria-invalid')
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
  })

  test('a 422 naming fields puts each message at its field, without a toast or a status code', async () => {
    const { server } = open('/course/create')
    const user = await fillDetails()
    server.failNext({
      status: 422,
      message: 'Validation failed',
      errors: [
        { field: 'price', message: 'Price must not exceed 1000000 rupees' },
        { field: 'tag', message: 'Each of the tags must not exceed 50 characters' },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const price = screen.getByLabelText(/^Price/)
    await waitFor(() => expect(errorOf(price)).toBe('Price must not exceed 1000000 rupees'))
    expect(errorOf(screen.getByLabelText('Tags'))).toBe(
      'Each of the tags must not exceed 50 characters'
    )
    expect(price).toHaveFocus()
    expect(screen.queryByText(/Error: 422/)).toBeNull()
    expect(screen.queryByText('Validation failed')).toBeNull()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()

    await user.clear(price)
    await user.type(price, '999')
    expect(price).not.toHaveAttribute('aria-invalid')
    expect(errorOf(screen.getByLabelText('Tags'))).toBe(
      'Each of the tags must not exceed 50 characters'
    )
    // every field put right: nothing is said any more, above the form either
    await user.type(screen.getByLabelText('Tags'), ', ias')
    expect(screen.getByLabelText('Tags')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Validation failed')).toBeNull()
  })

  test('the lesson form shows all its errors at their fields and clears each once filled; no toast', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Polity',
      courseDescription: 'The constitution',
      price: '0',
      category: 'cat1',
    })
    await server.api.addSection({ courseId: body.data._id, sectionName: 'Basics' })
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', `/course/create?id=${body.data._id}`)
    answerWizardApi(bridge, server).creationSteps.set(body.data._id, 2)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Add a lesson to Basics' }, SLOW))
    const form = screen.getByRole('form', { name: 'Create Subsection' })
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))
    const title = within(form).getByLabelText(/Title/)
    const description = within(form).getByLabelText(/Description/)
    const videoUrl = within(form).getByLabelText(/Video URL/)
    await waitFor(() => expect(errorOf(title)).toBe('Title is required'))
    expect(errorOf(description)).toBe('Description is required')
    expect(errorOf(videoUrl)).toBe('Video URL is required')
    expect(title).toHaveFocus()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()

    // "Title is required" never stays beside a filled title
    await user.type(title, 'Preamble')
    expect(title).not.toHaveAttribute('aria-invalid')
    expect(within(form).queryByText('Title is required')).toBeNull()
    await user.type(videoUrl, 'not a url')
    expect(errorOf(videoUrl)).toBe('The video URL must be an http(s) URL')
    expect(errorOf(description)).toBe('Description is required')
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
  })

  test('a lesson the server refuses with field errors comes back into its form with them', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Polity',
      courseDescription: 'The constitution',
      price: '0',
      category: 'cat1',
    })
    await server.api.addSection({ courseId: body.data._id, sectionName: 'Basics' })
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', `/course/create?id=${body.data._id}`)
    answerWizardApi(bridge, server).creationSteps.set(body.data._id, 2)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Add a lesson to Basics' }, SLOW))
    let form = screen.getByRole('form', { name: 'Create Subsection' })
    await user.type(within(form).getByLabelText(/Title/), 'Preamble')
    await user.type(within(form).getByLabelText(/Description/), 'Why it matters')
    await user.type(within(form).getByLabelText(/Video URL/), 'https://video.example/preamble')
    server.failNext({
      status: 422,
      message: 'Validation failed',
      errors: [{ field: 'videoUrl', message: 'This video cannot be embedded' }],
    })
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))

    form = await screen.findByRole('form', { name: 'Create Subsection' })
    const videoUrl = within(form).getByLabelText(/Video URL/)
    await waitFor(() => expect(errorOf(videoUrl)).toBe('This video cannot be embedded'))
    expect(videoUrl).toHaveValue('https://video.example/preamble')
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Preamble')
    expect(screen.queryByText('The server refused a change')).toBeNull()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
    expect(server.course(body.data._id).courseContent[0]!.subSection).toEqual([])

    await user.clear(videoUrl)
    await user.type(videoUrl, 'https://video.example/preamble-2')
    expect(videoUrl).not.toHaveAttribute('aria-invalid')
    await user.click(within(form).getByRole('button', { name: 'Save Subsection' }))
    expect(await screen.findByText('Subsection Saved!')).toBeInTheDocument()
    await waitFor(() =>
      expect(server.course(body.data._id).courseContent[0]!.subSection[0]!.videoUrl).toBe(
        'https://video.example/preamble-2'
      )
    )
  })

  test('an empty section name is said at the field, not in a toast', async () => {
    const server = fakeBuilderServer()
    const { body } = await server.api.createCourse({
      courseName: 'Polity',
      courseDescription: 'The constitution',
      price: '0',
      category: 'cat1',
    })
    const bridge = fakeBridge({ user: testUser() })
    window.history.replaceState(null, '', `/course/create?id=${body.data._id}`)
    answerWizardApi(bridge, server).creationSteps.set(body.data._id, 2)
    renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Create Section' }, SLOW))
    const name = screen.getByLabelText('Section Name')
    await waitFor(() => expect(errorOf(name)).toBe('Section name is required'))
    expect(name).toHaveFocus()
    expect(document.querySelector(ERROR_TOAST)).toBeNull()
    await user.type(name, 'Basics')
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  test('the thumbnail is picked with the same styled file input as the content form', async () => {
    open('/course/create')
    const input = await screen.findByLabelText('Thumbnail', {}, SLOW)
    expect(input.closest('.bp6-file-input')).not.toBeNull()
    expect(screen.getByText('Choose file...')).toBeInTheDocument()
  })
})
