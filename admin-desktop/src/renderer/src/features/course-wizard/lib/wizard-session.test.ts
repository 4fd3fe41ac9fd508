import { describe, expect, test } from 'vitest'
import { fakeBuilderServer } from '../test/fake-builder-server.ts'
import { memoryDraftStore } from '../test/memory-draft-store.ts'
import { EMPTY_COURSE_FORM } from './course-form.ts'
import { draftKey, loadWizardDraft, type WizardDraft } from './draft-record.ts'
import { WizardSession, type ServerCourse, type WizardEvent } from './wizard-session.ts'

const DETAILS = {
  ...EMPTY_COURSE_FORM,
  courseName: 'Indian Polity',
  courseDescription: 'The constitution, article by article',
  price: '1499',
  category: 'cat1',
  tags: 'upsc, polity',
}
const LESSON = {
  title: 'Preamble',
  description: 'Why it matters',
  videoUrl: 'https://video.example/preamble',
  timeDuration: '10:00',
}

function setUp(options: { online?: boolean; store?: ReturnType<typeof memoryDraftStore> } = {}) {
  const server = fakeBuilderServer()
  const store = options.store ?? memoryDraftStore()
  const connection = { online: options.online ?? true }
  let id = 0
  const deps = {
    store,
    calls: server.api,
    userId: 'u1',
    isOnline: () => connection.online,
    inspect: async (courseId: string): Promise<ServerCourse> => ({
      course: server.course(courseId),
      creationStep: 2,
    }),
    newId: () => `id${++id}`,
    retryAfterMs: 60_000,
  }
  return { server, store, connection, deps }
}

/** Lets every queued send and store write finish. */
async function settle(session: WizardSession) {
  for (let i = 0; i < 20; i++) {
    await session.flush()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

async function createdCourse(setup: ReturnType<typeof setUp>) {
  const session = await WizardSession.open(setup.deps, null)
  session.setForm(DETAILS)
  session.saveDetails()
  await settle(session)
  return session
}

describe('the local draft store', () => {
  test('typed values and the step are saved per user and course, and read back on opening', async () => {
    const setup = setUp()
    const session = await WizardSession.open(setup.deps, null)
    session.setForm({ ...EMPTY_COURSE_FORM, courseName: 'Half typ' })
    session.setStep(5)
    await session.flush()

    const stored = await loadWizardDraft(setup.store, draftKey('u1', 'new'))
    expect(stored?.form.courseName).toBe('Half typ')
    expect(stored?.step).toBe(2)

    const reopened = await WizardSession.open(setup.deps, null)
    expect(reopened.getState().draft.form.courseName).toBe('Half typ')
    expect(reopened.getState().draft.step).toBe(2)
    // another admin on the same machine starts from nothing
    const other = await WizardSession.open({ ...setup.deps, userId: 'u9' }, null)
    expect(other.getState().draft.form.courseName).toBe('')
  })

  test('a record of an unknown version is ignored rather than misread', async () => {
    const store = memoryDraftStore({ [draftKey('u1', 'new')]: { version: 99, form: 1 } })
    expect(await loadWizardDraft(store, draftKey('u1', 'new'))).toBeNull()
  })
})

describe('the change queue', () => {
  test('online, a change is sent at once with its idempotency key, and the course moves under its server id', async () => {
    const setup = setUp()
    const session = await WizardSession.open(setup.deps, null)
    const events: WizardEvent[] = []
    session.onEvent((event) => events.push(event))
    session.setForm(DETAILS)
    session.saveDetails()
    await settle(session)

    expect(setup.server.calls.map((call) => call.name)).toEqual(['createCourse'])
    expect(setup.server.calls[0]!.key).toBeTruthy()
    expect(setup.server.calls[0]!.body).toMatchObject({ tag: ['upsc', 'polity'], price: '1499' })
    expect(session.getState().draft.course?.id).toBe('course1')
    expect(session.waiting).toBe(0)
    expect(events.map((event) => event.type)).toEqual(['sent', 'course-id'])
    expect(await setup.store.get(draftKey('u1', 'course1'))).not.toBeNull()
    expect(await setup.store.get(draftKey('u1', 'new'))).toBeNull()
  })

  test('offline, changes wait in order and are sent with the server ids once it answers', async () => {
    const setup = setUp({ online: false })
    const session = await WizardSession.open(setup.deps, null)
    session.setForm(DETAILS)
    session.saveDetails()
    session.addSection('Basics')
    const sectionId = session.getState().draft.course!.sections[0]!.id
    session.addLesson(sectionId, LESSON)
    await settle(session)

    expect(setup.server.calls).toHaveLength(0)
    expect(session.getState().sync).toBe('offline')
    expect(session.waiting).toBe(3)
    expect(sectionId.startsWith('local-')).toBe(true)

    setup.connection.online = true
    await session.sync()
    await settle(session)

    expect(setup.server.calls.map((call) => call.name)).toEqual([
      'createCourse',
      'addSection',
      'addSubSection',
    ])
    // local ids were replaced by the server's in every later call
    expect(setup.server.calls[1]!.body).toEqual({ courseId: 'course1', sectionName: 'Basics' })
    expect(setup.server.calls[2]!.body).toMatchObject({ sectionId: 'section2' })
    const course = setup.server.course('course1')
    expect(course.courseContent).toHaveLength(1)
    expect(course.courseContent[0]!.subSection.map((lesson) => lesson.title)).toEqual(['Preamble'])
    // and the screen shows the server's ids
    expect(session.getState().draft.course!.sections[0]!.id).toBe('section2')
    expect(session.getState().draft.course!.sections[0]!.lessons[0]!.id).toBe('lesson3')
    expect(session.getState().sync).toBe('idle')
  })

  test('the queue survives closing: the next wizard starts a new course empty and sends what the last one could not', async () => {
    const setup = setUp({ online: false })
    const session = await WizardSession.open(setup.deps, null)
    session.setForm(DETAILS)
    session.saveDetails()
    session.addSection('Basics')
    await settle(session)
    session.dispose()

    setup.connection.online = true
    const fresh = await WizardSession.open(setup.deps, null)
    expect(fresh.getState().draft.course).toBeNull()
    expect(fresh.getState().draft.form).toEqual(EMPTY_COURSE_FORM)
    const unconfirmed = await WizardSession.unconfirmedCourses(setup.deps)
    expect(unconfirmed).toHaveLength(1)
    const sending = (await WizardSession.openLocal(setup.deps, unconfirmed[0]!))!
    expect(sending.waiting).toBe(2)
    await sending.sync()
    await settle(sending)
    expect(setup.server.calls.map((call) => call.name)).toEqual(['createCourse', 'addSection'])
    expect(await WizardSession.unconfirmedCourses(setup.deps)).toEqual([])
    expect(await setup.store.get(draftKey('u1', 'course1'))).not.toBeNull()
  })

  test('a course whose creation answer was lost with the page never reopens as the new course', async () => {
    const setup = setUp()
    // the page goes away while the server is answering: nothing written after that lands
    const session = await WizardSession.open(setup.deps, null)
    session.setForm(DETAILS)
    session.saveDetails()
    await session.flush()
    const realSet = setup.store.set
    const realDelete = setup.store.delete
    setup.store.set = async () => undefined
    setup.store.delete = async () => undefined
    await settle(session)
    session.dispose()
    setup.store.set = realSet
    setup.store.delete = realDelete
    expect(setup.server.courses.size).toBe(1)

    // the draft list continues the course: its own record
    const continued = await WizardSession.open(setup.deps, {
      course: setup.server.course('course1'),
      creationStep: 1,
    })
    await settle(continued)
    continued.dispose()

    // Create New
    const events: WizardEvent[] = []
    const fresh = await WizardSession.open(setup.deps, null)
    fresh.onEvent((event) => events.push(event))
    await fresh.sync()
    await settle(fresh)
    expect(fresh.getState().draft.course).toBeNull()
    expect(fresh.getState().draft.form).toEqual(EMPTY_COURSE_FORM)
    expect(fresh.serverCourseId()).toBeNull()
    expect(events).toEqual([])

    // the lost answer is asked for again in the background: replayed, not a second course
    const [localId] = await WizardSession.unconfirmedCourses(setup.deps)
    const sending = (await WizardSession.openLocal(setup.deps, localId!))!
    await sending.sync()
    await settle(sending)
    expect(setup.server.courses.size).toBe(1)
    expect(await WizardSession.unconfirmedCourses(setup.deps)).toEqual([])
    expect(await setup.store.get(draftKey('u1', 'new'))).toBeNull()
  })

  test('a failure mid-replay resumes at the failed change without sending earlier ones again', async () => {
    const setup = setUp({ online: false })
    const session = await createdCourseOffline(setup)
    session.addSection('One')
    session.addSection('Two')
    session.addSection('Three')
    await settle(session)
    setup.connection.online = true
    // 'One' goes through, 'Two' meets a dropped connection
    const failing = setup.server
    let sent = 0
    const original = failing.api.addSection
    failing.api.addSection = (body, options) => {
      sent += 1
      if (sent === 2) {
        failing.calls.push({ name: 'addSection (failed)', body, key: options?.idempotencyKey })
        return Promise.reject(Object.assign(new Error('offline'), { name: 'TypeError' }))
      }
      return original(body, options)
    }
    await session.sync()
    await settle(session)
    expect(session.getState().sync).toBe('offline')
    expect(session.waiting).toBe(2)

    await session.sync()
    await settle(session)
    expect(setup.server.calls.map((call) => call.name)).toEqual([
      'createCourse',
      'addSection',
      'addSection (failed)',
      'addSection',
      'addSection',
    ])
    const failedKey = setup.server.calls[2]!.key
    expect(setup.server.calls[3]!.key).toBe(failedKey)
    expect(setup.server.course('course1').courseContent.map((s) => s.sectionName)).toEqual([
      'One',
      'Two',
      'Three',
    ])
  })

  test('an answer lost on the way back is not applied twice: the same key is sent again', async () => {
    const setup = setUp()
    const session = await createdCourse(setup)
    setup.server.loseNextAnswer()
    session.addSection('Basics')
    await settle(session)
    expect(session.getState().sync).toBe('offline')
    await session.sync()
    await settle(session)
    const adds = setup.server.calls.filter((call) => call.name === 'addSection')
    expect(adds).toHaveLength(2)
    expect(adds[0]!.key).toBe(adds[1]!.key)
    expect(setup.server.course('course1').courseContent).toHaveLength(1)
    expect(session.getState().draft.course!.sections.map((s) => s.id)).toEqual(['section2'])
  })

  test('a refusal (4xx) stops the queue with the reason until the admin discards or retries', async () => {
    const setup = setUp()
    const session = await createdCourse(setup)
    setup.server.failNext({ status: 422, message: 'give section name' })
    session.addSection('Bad')
    session.addSection('Good')
    await settle(session)

    const state = session.getState()
    expect(state.sync).toBe('blocked')
    expect(state.draft.blocked).toMatchObject({ status: 422, message: 'give section name' })
    expect(session.waiting).toBe(2)
    // nothing behind the refused change was sent
    expect(setup.server.calls.map((call) => call.name)).toEqual(['createCourse', 'addSection'])

    await session.retryBlocked()
    await settle(session)
    expect(session.waiting).toBe(0)
    expect(setup.server.course('course1').courseContent.map((s) => s.sectionName)).toEqual([
      'Bad',
      'Good',
    ])
  })

  test('discarding a refused change drops what builds on it and shows the server again', async () => {
    const setup = setUp()
    const session = await createdCourse(setup)
    setup.server.failNext({ status: 422, message: 'Section name must not exceed 200 characters' })
    session.addSection('x'.repeat(201))
    const doomed = session.getState().draft.course!.sections[0]!.id
    session.addLesson(doomed, LESSON)
    session.addSection('Kept')
    await settle(session)
    expect(session.getState().sync).toBe('blocked')

    await session.discardBlocked()
    await settle(session)
    expect(session.getState().draft.blocked).toBeNull()
    expect(session.waiting).toBe(0)
    expect(setup.server.course('course1').courseContent.map((s) => s.sectionName)).toEqual(['Kept'])
    expect(session.getState().draft.course!.sections.map((s) => s.name)).toEqual(['Kept'])
  })

  test('refused details go back into the form with the reason, and the fix creates the course first', async () => {
    const setup = setUp({ online: false })
    const session = await WizardSession.open(setup.deps, null)
    session.setForm(DETAILS)
    session.saveDetails()
    session.addSection('Basics')
    await settle(session)
    setup.connection.online = true
    setup.server.failNext({
      status: 422,
      message: 'Choose a category',
      errors: [{ field: 'category', message: 'Choose a category' }],
    })
    await session.sync()
    await settle(session)

    let state = session.getState()
    expect(state.detailsError).toMatchObject({
      status: 422,
      message: 'Choose a category',
      fields: { category: 'Choose a category' },
    })
    // what the server said of a field goes once the field is changed
    session.patchForm({ category: 'cat2' })
    expect(session.getState().detailsError?.fields).toEqual({})
    session.patchForm({ category: DETAILS.category })
    expect(state.draft.editingDetails).toBe(true)
    expect(state.draft.step).toBe(0)
    expect(state.draft.form.courseName).toBe('Indian Polity')
    // the section waits behind a course that does not exist yet
    expect(state.sync).toBe('blocked')

    session.setForm({ ...DETAILS, category: 'cat2' })
    session.saveDetails()
    await settle(session)
    state = session.getState()
    expect(state.sync).toBe('idle')
    expect(setup.server.calls.map((call) => call.name).slice(-2)).toEqual([
      'createCourse',
      'addSection',
    ])
    expect(setup.server.course('course1').courseContent).toHaveLength(1)
  })

  test('a lesson moves to the end of another section', async () => {
    const setup = setUp()
    const session = await createdCourse(setup)
    session.addSection('A')
    session.addSection('B')
    await settle(session)
    session.addLesson('section2', LESSON)
    session.addLesson('section3', { ...LESSON, title: 'Already in B' })
    await settle(session)
    session.moveLessonToSection('section2', 'lesson4', 'section3')
    await settle(session)
    expect(setup.server.calls.at(-1)).toMatchObject({
      name: 'updateSubSection',
      body: { subSectionId: 'lesson4', sectionId: 'section3' },
    })
    const sections = session.getState().draft.course!.sections
    expect(sections[0]!.lessons).toEqual([])
    expect(sections[1]!.lessons.map((lesson) => lesson.title)).toEqual(['Already in B', 'Preamble'])
  })

  test('reordering sends the whole new order', async () => {
    const setup = setUp()
    const session = await createdCourse(setup)
    session.addSection('A')
    session.addSection('B')
    session.addSection('C')
    await settle(session)
    session.moveSection(2, 0)
    await settle(session)
    expect(setup.server.calls.at(-1)).toMatchObject({
      name: 'reorderSections',
      body: { courseId: 'course1', sectionIds: ['section4', 'section2', 'section3'] },
    })
    expect(setup.server.course('course1').courseContent.map((s) => s.sectionName)).toEqual([
      'C',
      'A',
      'B',
    ])
  })
})

describe('conflicts with the server', () => {
  async function editedElsewhere() {
    const setup = setUp()
    const session = await createdCourse(setup)
    session.addSection('Basics')
    await settle(session)
    session.dispose()
    return setup
  }

  test('nothing unsent here: the server’s newer copy is shown without asking', async () => {
    const setup = await editedElsewhere()
    await setup.server.api.updateSection({
      sectionId: 'section2',
      sectionName: 'Renamed elsewhere',
    })
    const session = await WizardSession.open(setup.deps, await setup.deps.inspect('course1'))
    expect(session.getState().conflict).toBeNull()
    expect(session.getState().draft.course!.sections[0]!.name).toBe('Renamed elsewhere')
  })

  test('unsent work here and the server unchanged: carries on with the local copy', async () => {
    const setup = await editedElsewhere()
    setup.connection.online = false
    const offline = await WizardSession.open(setup.deps, await setup.deps.inspect('course1'))
    offline.addSection('Typed offline')
    await settle(offline)
    offline.dispose()
    setup.connection.online = true

    const session = await WizardSession.open(setup.deps, await setup.deps.inspect('course1'))
    expect(session.getState().conflict).toBeNull()
    expect(session.waiting).toBe(1)
  })

  async function conflicting() {
    const setup = await editedElsewhere()
    setup.connection.online = false
    const offline = await WizardSession.open(setup.deps, await setup.deps.inspect('course1'))
    offline.addSection('Mine')
    await settle(offline)
    offline.dispose()
    setup.connection.online = true
    await setup.server.api.editCourse({ courseId: 'course1', courseName: 'Theirs' })
    const session = await WizardSession.open(setup.deps, await setup.deps.inspect('course1'))
    return { setup, session }
  }

  test('both changed: nothing is sent until the admin chooses', async () => {
    const { setup, session } = await conflicting()
    expect(session.getState().conflict?.course.courseName).toBe('Theirs')
    expect(session.getState().draft.course!.sections.map((s) => s.name)).toEqual(['Basics', 'Mine'])
    const before = setup.server.calls.length
    await session.sync()
    expect(setup.server.calls).toHaveLength(before)
  })

  test('keep mine sends this machine’s work, details included', async () => {
    const { setup, session } = await conflicting()
    await session.keepLocal()
    await settle(session)
    const course = setup.server.course('course1')
    expect(course.courseName).toBe('Indian Polity')
    expect(course.courseContent.map((s) => s.sectionName)).toEqual(['Basics', 'Mine'])
    expect(session.getState().conflict).toBeNull()
  })

  test('take the server’s drops the local copy and its waiting changes', async () => {
    const { setup, session } = await conflicting()
    session.takeServer()
    await settle(session)
    expect(session.waiting).toBe(0)
    expect(session.getState().draft.course!.details.courseName).toBe('Theirs')
    expect(session.getState().draft.course!.sections.map((s) => s.name)).toEqual(['Basics'])
    const stored = await setup.store.get<WizardDraft>(draftKey('u1', 'course1'))
    expect(stored?.queue).toEqual([])
  })
})

async function createdCourseOffline(setup: ReturnType<typeof setUp>) {
  setup.connection.online = true
  const session = await createdCourse(setup)
  setup.connection.online = false
  return session
}
