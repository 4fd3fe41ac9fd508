import { isApiError, type FieldError } from '@pathshala/shared'
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts'
import type { BuilderCourseWithContent, CreationStep } from '../api/builder-types.ts'
import {
  createdIdOf,
  idsOfChange,
  sendChange,
  type BuilderCalls,
  type BuilderChange,
  type SentChange,
} from './builder-change.ts'
import {
  courseDraftFromServer,
  moveItem,
  type CourseDraft,
  type LessonDraft,
  type SectionDraft,
} from './course-content.ts'
import {
  COURSE_SERVER_FIELDS,
  courseFieldsFromForm,
  type CourseField,
  type CourseFormValues,
} from './course-form.ts'
import {
  draftKey,
  emptyWizardDraft,
  loadWizardDraft,
  NEW_COURSE_KEY,
  type LessonFormValues,
  type LocalDraftStore,
  type OpenLessonForm,
  type QueuedChange,
  type WizardDraft,
} from './draft-record.ts'
import { LESSON_SERVER_FIELDS } from './lesson-form.ts'
import { isLocalId, LOCAL_ID_PREFIX, newLocalId, resolveId, unresolvedIds } from './local-ids.ts'
import { decideOnOpening, detailsSnapshot, snapshotFromServer } from './server-snapshot.ts'
import { clampStep, stepFromCreationStep, type WizardStep } from './wizard-step.ts'

/** The server's course as inspectCourse answers it. */
export interface ServerCourse {
  course: BuilderCourseWithContent
  creationStep: CreationStep | null
}

export interface WizardSessionDeps {
  store: LocalDraftStore
  calls: BuilderCalls
  /** The signed-in admin: each admin's drafts are kept apart. */
  userId: string
  /** Whether the host thinks it is online (a failed send counts as offline anyway). */
  isOnline: () => boolean
  /** Reads the course back from the server (after a change was discarded). */
  inspect?: (courseId: string) => Promise<ServerCourse>
  now?: () => Date
  newId?: () => string
  /** How long to wait before trying again after the server could not be reached */
  retryAfterMs?: number
}

/**
 * idle: nothing to send. sending: a change is on its way. offline: the server cannot be reached;
 * changes wait and are tried again. blocked: the server refused a change; the admin decides.
 */
export type SyncStatus = 'idle' | 'sending' | 'offline' | 'blocked'

export interface WizardState {
  draft: WizardDraft
  sync: SyncStatus
  /** The server's course when it and this machine's copy both changed */
  conflict: ServerCourse | null
  /** The server's answer to the last details save it refused */
  detailsError: DetailsError | null
}

/** Why the server refused the details: its message, and what it said of each field. */
export interface DetailsError {
  /** One per refusal: the form moves focus to the first field when a new one arrives */
  id: string
  status: number
  message: string
  /** By the form's fields; each goes once its field is changed */
  fields: FieldErrors<CourseField>
  /** The server named fields of the form: its message is said there, not above the form */
  atFields: boolean
}

export type WizardEvent =
  | { type: 'sent'; change: BuilderChange; result: SentChange }
  | {
      type: 'refused'
      change: BuilderChange
      status: number
      message: string
      /** Where the admin fixes it: its form (the details, a lesson) or the stopped queue */
      fixIn: 'form' | 'queue'
    }
  /** A course made here got its server id: its record is now kept under it. */
  | { type: 'course-id'; courseId: string }

type Listener = () => void

const DEFAULT_RETRY_MS = 5000

/** The failure is the network's or the server's, not the change's: try again later. */
function isTransient(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429
}

/**
 * One course in the wizard: the values being typed, the course as the admin sees it and the
 * queue of changes the server has not got yet, all saved on this machine after every change, so
 * a reload, a crash or a lost connection loses nothing. Changes are sent one at a time in the
 * order they were made, each with its own idempotency key so a change whose answer was lost is
 * never applied twice; records made offline carry local ids until the server answers with its
 * own. Framework-free: the wizard's hook subscribes to it.
 */
export class WizardSession {
  private state: WizardState
  private key: string
  private readonly listeners = new Set<Listener>()
  private readonly eventListeners = new Set<(event: WizardEvent) => void>()
  private writes: Promise<void> = Promise.resolve()
  private running = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private disposed = false
  private readonly now: () => Date
  private readonly newId: () => string

  private constructor(
    private readonly deps: WizardSessionDeps,
    key: string,
    draft: WizardDraft,
    conflict: ServerCourse | null
  ) {
    this.key = key
    this.now = deps.now ?? (() => new Date())
    this.newId = deps.newId ?? (() => crypto.randomUUID())
    this.state = { draft, sync: 'idle', conflict, detailsError: null }
    if (draft.blocked) this.state = { ...this.state, sync: 'blocked' }
  }

  /**
   * Opens the wizard on a course (`server` given: the course reopened or resumed) or on the new
   * course being created, with whatever this machine kept for it.
   */
  static async open(deps: WizardSessionDeps, server: ServerCourse | null): Promise<WizardSession> {
    const key = draftKey(deps.userId, server ? server.course._id : NEW_COURSE_KEY)
    const local = await loadWizardDraft(deps.store, key)
    if (server === null) {
      // A new course always starts empty: a course already made from this record (its answer
      // or the move of its record lost when the page went) is handed over, not reopened here.
      if (local && isMadeCourse(local)) {
        await handOver(deps, key, local)
        return new WizardSession(deps, key, emptyWizardDraft(deps.now?.()), null)
      }
      return new WizardSession(deps, key, local ?? emptyWizardDraft(deps.now?.()), null)
    }
    return WizardSession.withServer(deps, key, local, server)
  }

  /**
   * Courses made on this machine whose creation the server has not confirmed (kept under their
   * local id after being handed over): the wizard sends them in the background when it opens.
   */
  static async unconfirmedCourses(deps: WizardSessionDeps): Promise<string[]> {
    const prefix = draftKey(deps.userId, '')
    const keys = await deps.store.keys(draftKey(deps.userId, LOCAL_ID_PREFIX))
    return keys.map((key) => key.slice(prefix.length))
  }

  /**
   * Opens this machine's copy of a course without the server (it cannot be reached): null when
   * there is none. The comparison with the server waits for the next opening.
   */
  static async openLocal(deps: WizardSessionDeps, courseId: string): Promise<WizardSession | null> {
    const key = draftKey(deps.userId, courseId)
    const local = await loadWizardDraft(deps.store, key)
    return local && local.course ? new WizardSession(deps, key, local, null) : null
  }

  private static withServer(
    deps: WizardSessionDeps,
    key: string,
    local: WizardDraft | null,
    server: ServerCourse
  ): WizardSession {
    const decision = decideOnOpening(local, server.course)
    if (decision === 'resume-local' && local) return new WizardSession(deps, key, local, null)
    if (decision === 'conflict' && local) return new WizardSession(deps, key, local, server)
    const fresh = draftFromServer(server, deps.now?.())
    // what was being typed here (not yet a change) stays
    const draft = local ? { ...fresh, step: local.step, sectionName: local.sectionName } : fresh
    const session = new WizardSession(deps, key, draft, null)
    session.persist()
    return session
  }

  // --- reading (useSyncExternalStore) ---

  getState = (): WizardState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  onEvent(listener: (event: WizardEvent) => void): () => void {
    this.eventListeners.add(listener)
    return () => this.eventListeners.delete(listener)
  }

  /** Changes the server has not got yet. */
  get waiting(): number {
    return this.state.draft.queue.length
  }

  /** Waits for every write to this machine's store so far (tests, and before leaving). */
  flush(): Promise<void> {
    return this.writes
  }

  dispose(): void {
    this.disposed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.listeners.clear()
    this.eventListeners.clear()
  }

  // --- typing (saved, never sent) ---

  setForm(form: CourseFormValues): void {
    this.updateDraft((draft) => ({ ...draft, form }))
  }

  /**
   * Changes some fields of the form as it is now (an upload finishing while typing goes on); what
   * the server said of those fields goes with the values it was about.
   */
  patchForm(patch: Partial<CourseFormValues>): void {
    this.updateDraft((draft) => ({ ...draft, form: { ...draft.form, ...patch } }))
    const refused = this.state.detailsError
    const changed = Object.keys(patch) as CourseField[]
    if (refused && changed.some((field) => refused.fields[field])) {
      const fields = { ...refused.fields }
      for (const field of changed) delete fields[field]
      this.setState({ detailsError: { ...refused, fields } })
    }
  }

  setStep(step: number): void {
    this.updateDraft((draft) => ({ ...draft, step: clampStep(step) }))
  }

  setSectionName(sectionName: string): void {
    this.updateDraft((draft) => ({ ...draft, sectionName }))
  }

  setLessonForm(lessonForm: OpenLessonForm | null): void {
    this.updateDraft((draft) => ({ ...draft, lessonForm }))
  }

  /** Opens the details form again over the preview, with the saved values. */
  editDetails(): void {
    this.updateDraft((draft) =>
      draft.course ? { ...draft, editingDetails: true, form: { ...draft.course.details } } : draft
    )
  }

  cancelEditDetails(): void {
    this.setState({ detailsError: null })
    this.updateDraft((draft) =>
      draft.course ? { ...draft, editingDetails: false, form: { ...draft.course.details } } : draft
    )
  }

  // --- changes (saved, queued and sent) ---

  /** Saves the typed details: creates the course the first time, edits it afterwards. */
  saveDetails(): void {
    const { draft } = this.state
    const details = { ...draft.form }
    const fields = courseFieldsFromForm(details)
    this.setState({ detailsError: null })
    if (draft.course === null) {
      const courseId = newLocalId(this.newId)
      this.enqueue(
        { ...draft, course: { id: courseId, details, sections: [] }, editingDetails: false },
        { kind: 'createCourse', courseId, fields }
      )
      return
    }
    const course = { ...draft.course, details }
    const next = { ...draft, course, editingDetails: false }
    // The server refused to create it: the corrected details create it, before anything that
    // was added to it meanwhile.
    if (this.refusedCreation()) {
      this.setState({ sync: 'idle' })
      this.enqueue(
        { ...next, blocked: null },
        { kind: 'createCourse', courseId: course.id, fields },
        'front'
      )
    } else {
      this.enqueue(next, { kind: 'editCourse', courseId: course.id, fields })
    }
  }

  addSection(sectionName: string): void {
    const course = this.requireCourse()
    const sectionId = newLocalId(this.newId)
    const section: SectionDraft = { id: sectionId, name: sectionName.trim(), lessons: [] }
    this.enqueue(
      {
        ...this.state.draft,
        sectionName: '',
        course: { ...course, sections: [...course.sections, section] },
      },
      { kind: 'addSection', courseId: course.id, sectionId, sectionName: section.name }
    )
  }

  renameSection(sectionId: string, sectionName: string): void {
    const course = this.requireCourse()
    const name = sectionName.trim()
    this.enqueue(
      {
        ...this.state.draft,
        course: mapSections(course, (section) =>
          section.id === sectionId ? { ...section, name } : section
        ),
      },
      { kind: 'renameSection', courseId: course.id, sectionId, sectionName: name }
    )
  }

  deleteSection(sectionId: string): void {
    const course = this.requireCourse()
    const { draft } = this.state
    this.enqueue(
      {
        ...draft,
        course: { ...course, sections: course.sections.filter((s) => s.id !== sectionId) },
        lessonForm: draft.lessonForm?.sectionId === sectionId ? null : draft.lessonForm,
      },
      { kind: 'deleteSection', courseId: course.id, sectionId }
    )
  }

  moveSection(from: number, to: number): void {
    const course = this.requireCourse()
    if (from === to) return
    const sections = moveItem(course.sections, from, to)
    this.enqueue(
      { ...this.state.draft, course: { ...course, sections } },
      { kind: 'reorderSections', courseId: course.id, sectionIds: sections.map((s) => s.id) }
    )
  }

  addLesson(sectionId: string, values: LessonFormValues): void {
    const course = this.requireCourse()
    const lesson: LessonDraft = { id: newLocalId(this.newId), ...tidyLesson(values) }
    this.enqueue(
      {
        ...this.state.draft,
        lessonForm: null,
        course: mapSections(course, (section) =>
          section.id === sectionId ? { ...section, lessons: [...section.lessons, lesson] } : section
        ),
      },
      { kind: 'addLesson', sectionId, lessonId: lesson.id, ...tidyLesson(values) }
    )
  }

  updateLesson(sectionId: string, lessonId: string, values: LessonFormValues): void {
    const course = this.requireCourse()
    const tidy = tidyLesson(values)
    this.enqueue(
      {
        ...this.state.draft,
        lessonForm: null,
        course: mapLessons(course, sectionId, (lessons) =>
          lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, ...tidy } : lesson))
        ),
      },
      { kind: 'updateLesson', sectionId, lessonId, ...tidy }
    )
  }

  deleteLesson(sectionId: string, lessonId: string): void {
    const course = this.requireCourse()
    const { draft } = this.state
    this.enqueue(
      {
        ...draft,
        lessonForm: draft.lessonForm?.lessonId === lessonId ? null : draft.lessonForm,
        course: mapLessons(course, sectionId, (lessons) =>
          lessons.filter((l) => l.id !== lessonId)
        ),
      },
      { kind: 'deleteLesson', sectionId, lessonId }
    )
  }

  moveLesson(sectionId: string, from: number, to: number): void {
    const course = this.requireCourse()
    const section = course.sections.find((s) => s.id === sectionId)
    if (!section || from === to) return
    const lessons = moveItem(section.lessons, from, to)
    this.enqueue(
      { ...this.state.draft, course: mapLessons(course, sectionId, () => lessons) },
      { kind: 'reorderLessons', sectionId, lessonIds: lessons.map((l) => l.id) }
    )
  }

  /** Moves a lesson to the end of another section. */
  moveLessonToSection(fromSectionId: string, lessonId: string, toSectionId: string): void {
    const course = this.requireCourse()
    const lesson = course.sections
      .find((section) => section.id === fromSectionId)
      ?.lessons.find((candidate) => candidate.id === lessonId)
    if (!lesson || fromSectionId === toSectionId) return
    this.enqueue(
      {
        ...this.state.draft,
        course: mapSections(course, (section) =>
          section.id === fromSectionId
            ? { ...section, lessons: section.lessons.filter((l) => l.id !== lessonId) }
            : section.id === toSectionId
              ? { ...section, lessons: [...section.lessons, lesson] }
              : section
        ),
      },
      { kind: 'moveLessonToSection', lessonId, toSectionId }
    )
  }

  // --- the queue ---

  /**
   * Sends the waiting changes in order, one at a time, each saved as sent before the next goes:
   * a failure stops at the change that failed (later ones wait behind it, earlier ones are never
   * sent again). The network or the server failing: tried again later. The server refusing: the
   * queue stops there until the admin retries or discards it.
   */
  async sync({ probe = false }: { probe?: boolean } = {}): Promise<void> {
    if (this.running || this.disposed || this.state.conflict) return
    if (this.state.draft.blocked) return
    if (this.state.draft.queue.length === 0) {
      this.setState({ sync: 'idle' })
      return
    }
    // Offline as far as the host knows: a later try is the probe that finds the server back.
    if (!probe && !this.deps.isOnline()) {
      this.setState({ sync: 'offline' })
      this.scheduleRetry()
      return
    }
    this.running = true
    this.clearRetry()
    try {
      while (!this.disposed) {
        const head = this.state.draft.queue[0]
        if (!head) {
          this.setState({ sync: 'idle' })
          return
        }
        this.setState({ sync: 'sending' })
        const unknown = unresolvedIds(
          idsOfChange(head.change).filter((id) => id !== createdIdOf(head.change)),
          this.state.draft.ids
        )
        if (unknown.length > 0) {
          this.block(head, 409, 'Waiting for what this change belongs to: save the course details')
          return
        }
        let result: SentChange
        try {
          result = await sendChange(this.deps.calls, head.change, this.state.draft.ids, {
            idempotencyKey: head.idempotencyKey,
          })
        } catch (error) {
          if (this.disposed) return
          if (isTransient(error)) {
            this.setState({ sync: 'offline' })
            this.scheduleRetry()
            return
          }
          const status = isApiError(error) ? error.status : 400
          const message = error instanceof Error ? error.message : String(error)
          this.refused(head, status, message, isApiError(error) ? error.errors : [])
          if (this.state.draft.blocked) return
          continue
        }
        if (this.disposed) return
        this.applySent(head, result)
      }
    } finally {
      this.running = false
    }
  }

  /** Sends the refused change again (after something was fixed elsewhere, say). */
  retryBlocked(): Promise<void> {
    this.updateDraft((draft) => ({ ...draft, blocked: null }))
    this.setState({ sync: 'idle' })
    return this.sync()
  }

  /**
   * Drops the refused change and every waiting change that builds on what it would have
   * created; the course is then read back from the server so the screen shows what is there.
   */
  async discardBlocked(): Promise<void> {
    const { draft } = this.state
    const blocked = draft.blocked
    if (!blocked) return
    this.updateDraft((current) => ({
      ...current,
      blocked: null,
      queue: withoutChange(current.queue, blocked.changeId),
    }))
    this.setState({ sync: 'idle' })
    await this.sync()
    await this.reloadFromServer()
  }

  /** Keep mine: the server's state becomes the base and this machine's changes are sent. */
  keepLocal(): Promise<void> {
    const conflict = this.state.conflict
    if (!conflict) return Promise.resolve()
    const base = snapshotFromServer(conflict.course)
    this.setState({ conflict: null })
    const { draft } = this.state
    const next: WizardDraft = { ...draft, base }
    const localDetails = draft.editingDetails ? draft.form : draft.course?.details
    const serverDetails = JSON.stringify(base.details)
    if (
      draft.course &&
      localDetails &&
      JSON.stringify(courseFieldsFromForm(localDetails)) !== serverDetails
    ) {
      // the details as kept here go to the server too
      const fields = courseFieldsFromForm(localDetails)
      this.enqueue(
        {
          ...next,
          editingDetails: false,
          course: { ...draft.course, details: { ...localDetails } },
        },
        { kind: 'editCourse', courseId: draft.course.id, fields }
      )
      return this.sync()
    }
    this.updateDraft(() => next)
    return this.sync()
  }

  /** Take the server's: this machine's copy and its waiting changes are dropped. */
  takeServer(): void {
    const conflict = this.state.conflict
    if (!conflict) return
    this.setState({ conflict: null, sync: 'idle' })
    this.updateDraft(() => draftFromServer(conflict, this.now()))
  }

  /** The course is published: nothing of it needs keeping on this machine. */
  async forget(): Promise<void> {
    this.clearRetry()
    const key = this.key
    this.writes = this.writes.then(() => this.deps.store.delete(key)).catch(() => undefined)
    await this.writes
  }

  /** The course was made here, but the server refused to create it (its details need fixing). */
  refusedCreation(): boolean {
    return creationRefused(this.state.draft)
  }

  /** The server id of the course, once it has one. */
  serverCourseId(): string | null {
    const course = this.state.draft.course
    if (!course) return null
    if (!isLocalId(course.id)) return course.id
    return this.state.draft.ids[course.id] ?? null
  }

  // --- internals ---

  private requireCourse(): CourseDraft {
    const course = this.state.draft.course
    if (!course) throw new Error('Save the course details first')
    return course
  }

  private enqueue(next: WizardDraft, change: BuilderChange, where: 'front' | 'back' = 'back') {
    const queued: QueuedChange = {
      id: this.newId(),
      idempotencyKey: this.newId(),
      change,
      queuedAt: this.now().toISOString(),
    }
    const queue = where === 'front' ? [queued, ...next.queue] : [...next.queue, queued]
    this.updateDraft(() => ({ ...next, queue }))
    void this.sync()
  }

  private applySent(sent: QueuedChange, result: SentChange) {
    const created = result.created
    this.updateDraft((draft) => {
      let course = draft.course
      let lessonForm = draft.lessonForm
      let ids = draft.ids
      if (created) {
        ids = { ...ids, [created.localId]: created.serverId }
        course = course ? renameId(course, created.localId, created.serverId) : course
        if (lessonForm)
          lessonForm = renameInLessonForm(lessonForm, created.localId, created.serverId)
      }
      const queue = draft.queue.filter((queued) => queued.id !== sent.id)
      let base = draft.base
      if (result.course) base = snapshotFromServer(result.course)
      else if (result.details)
        base = { details: detailsSnapshot(result.details), sections: base?.sections ?? [] }
      // In step with the server again: show exactly what it has.
      if (queue.length === 0 && result.course && course) {
        course = { ...courseDraftFromServer(result.course), details: course.details }
      }
      return { ...draft, ids, course, lessonForm, queue, base }
    })
    this.emit({ type: 'sent', change: sent.change, result })
    if (created && sent.change.kind === 'createCourse') this.moveTo(created.serverId)
  }

  private refused(
    change: QueuedChange,
    status: number,
    message: string,
    errors: readonly FieldError[]
  ) {
    const kind = change.change.kind
    let fixIn: 'form' | 'queue' = 'form'
    if (kind === 'createCourse' || kind === 'editCourse') {
      // The details go back into the form with the server's reason; the rest of the queue goes on.
      const fields = fieldErrorsOf(errors, COURSE_SERVER_FIELDS)
      this.setState({
        detailsError: {
          id: this.newId(),
          status,
          message,
          fields,
          atFields: hasFieldErrors(fields),
        },
      })
      this.updateDraft((draft) => ({
        ...draft,
        queue: draft.queue.filter((queued) => queued.id !== change.id),
        editingDetails: true,
        form: draft.course ? { ...draft.course.details } : draft.form,
        step: 0,
      }))
    } else if (!this.reopenLesson(change, errors)) {
      this.block(change, status, message)
      fixIn = 'queue'
    }
    this.emit({ type: 'refused', change: change.change, status, message, fixIn })
  }

  /**
   * A lesson the server refused for what its fields say goes back into the lesson form with
   * those errors at their fields, and it (with what builds on it) leaves the queue; the course
   * shows the lesson as the server has it. Not when another lesson form is open (what is typed
   * there stays) or the server named no field of the form: false, and the queue stops instead.
   */
  private reopenLesson(queued: QueuedChange, errors: readonly FieldError[]): boolean {
    const change = queued.change
    if (change.kind !== 'addLesson' && change.kind !== 'updateLesson') return false
    const fields = fieldErrorsOf(errors, LESSON_SERVER_FIELDS)
    if (!hasFieldErrors(fields) || this.state.draft.lessonForm !== null) return false
    this.updateDraft((draft) => {
      const sectionId = resolveId(change.sectionId, draft.ids)
      const lessonId = resolveId(change.lessonId, draft.ids)
      let course = draft.course
      if (course && change.kind === 'addLesson') {
        course = mapLessons(course, sectionId, (lessons) =>
          lessons.filter((l) => l.id !== lessonId)
        )
      } else if (course) {
        const kept = draft.base?.sections
          .flatMap((section) => section.lessons)
          .find((lesson) => lesson.id === lessonId)
        if (kept) {
          const { title, description, videoUrl, timeDuration } = kept
          course = mapLessons(course, sectionId, (lessons) =>
            lessons.map((lesson) =>
              lesson.id === lessonId
                ? { ...lesson, title, description, videoUrl, timeDuration }
                : lesson
            )
          )
        }
      }
      return {
        ...draft,
        course,
        queue: withoutChange(draft.queue, queued.id),
        lessonForm: {
          sectionId,
          lessonId: change.kind === 'updateLesson' ? lessonId : null,
          values: {
            title: change.title,
            description: change.description,
            videoUrl: change.videoUrl,
            timeDuration: change.timeDuration,
          },
          errors: fields,
        },
      }
    })
    return true
  }

  private block(change: QueuedChange, status: number, message: string) {
    this.updateDraft((draft) => ({ ...draft, blocked: { changeId: change.id, status, message } }))
    this.setState({ sync: 'blocked' })
  }

  private async reloadFromServer() {
    const courseId = this.serverCourseId()
    if (!courseId || !this.deps.inspect || this.state.draft.queue.length > 0) return
    try {
      const server = await this.deps.inspect(courseId)
      this.updateDraft((draft) => ({
        ...draft,
        course: draft.course
          ? { ...courseDraftFromServer(server.course), details: draft.course.details }
          : draft.course,
        base: snapshotFromServer(server.course),
      }))
    } catch {
      // the local copy stays; the next opening compares again
    }
  }

  /** The new course's record moves under its server id (a fresh wizard starts empty again). */
  private moveTo(courseId: string) {
    const previous = this.key
    const next = draftKey(this.deps.userId, courseId)
    if (previous === next) return
    this.key = next
    // A record already kept under the server id is newer (a course handed over and sent late:
    // it was opened from its draft meanwhile).
    const draft = this.state.draft
    const store = this.deps.store
    this.writes = this.writes
      .then(async () => {
        if ((await store.get(next)) === null) await store.set(next, draft)
      })
      .catch(() => undefined)
    this.writes = this.writes.then(() => store.delete(previous)).catch(() => undefined)
    this.emit({ type: 'course-id', courseId })
  }

  private scheduleRetry() {
    this.clearRetry()
    if (this.disposed) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.sync({ probe: true })
    }, this.deps.retryAfterMs ?? DEFAULT_RETRY_MS)
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
  }

  private updateDraft(change: (draft: WizardDraft) => WizardDraft) {
    const draft = { ...change(this.state.draft), updatedAt: this.now().toISOString() }
    this.setState({ draft })
    this.persist()
  }

  /** Every write goes after the one before, so the store always ends with the newest state. */
  private persist() {
    const key = this.key
    const draft = this.state.draft
    this.writes = this.writes.then(() => this.deps.store.set(key, draft)).catch(() => undefined)
  }

  private setState(patch: Partial<WizardState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  private emit(event: WizardEvent) {
    for (const listener of this.eventListeners) listener(event)
  }
}

/** The course was made here, but the server refused to create it (its details need fixing). */
function creationRefused({ course, ids, queue }: WizardDraft): boolean {
  return (
    course !== null &&
    isLocalId(course.id) &&
    ids[course.id] === undefined &&
    !queue.some((queued) => queued.change.kind === 'createCourse')
  )
}

/**
 * The record holds a course that exists on the server or whose creation is waiting to be sent,
 * not a new course being typed (a refused creation is still being typed: its form shows why).
 */
function isMadeCourse(draft: WizardDraft): boolean {
  return draft.course !== null && !creationRefused(draft)
}

/**
 * A made course's record found under the new course's key moves under its own id: the server's
 * when known (unless a record is kept there already, which is newer), else its local id, from
 * where the wizard sends its creation in the background (the server replays it by its key).
 */
async function handOver(deps: WizardSessionDeps, key: string, draft: WizardDraft) {
  const course = draft.course!
  const target = draftKey(deps.userId, resolveId(course.id, draft.ids))
  if ((await deps.store.get(target)) === null) await deps.store.set(target, draft)
  await deps.store.delete(key)
}

function draftFromServer(server: ServerCourse, now?: Date): WizardDraft {
  const course = courseDraftFromServer(server.course)
  return {
    ...emptyWizardDraft(now),
    step: stepFromCreationStep(server.creationStep),
    form: { ...course.details },
    editingDetails: false,
    course,
    base: snapshotFromServer(server.course),
  }
}

/**
 * The queue without one change and every change that builds on what it would have created (a
 * lesson added to a section that is never made, say).
 */
function withoutChange(queue: readonly QueuedChange[], changeId: string): QueuedChange[] {
  const orphaned = new Set<string>()
  return queue.filter((queued) => {
    const refersToDropped = idsOfChange(queued.change).some((id) => orphaned.has(id))
    if (queued.id !== changeId && !refersToDropped) return true
    const created = createdIdOf(queued.change)
    if (created) orphaned.add(created)
    return false
  })
}

function tidyLesson(values: LessonFormValues): LessonFormValues {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    videoUrl: values.videoUrl.trim(),
    timeDuration: values.timeDuration.trim(),
  }
}

function mapSections(course: CourseDraft, map: (section: SectionDraft) => SectionDraft) {
  return { ...course, sections: course.sections.map(map) }
}

function mapLessons(
  course: CourseDraft,
  sectionId: string,
  map: (lessons: LessonDraft[]) => LessonDraft[]
): CourseDraft {
  return mapSections(course, (section) =>
    section.id === sectionId ? { ...section, lessons: map(section.lessons) } : section
  )
}

/** The server's id in place of a local one, wherever the course shows it. */
function renameId(course: CourseDraft, localId: string, serverId: string): CourseDraft {
  const swap = (id: string) => (id === localId ? serverId : id)
  return {
    ...course,
    id: swap(course.id),
    sections: course.sections.map((section) => ({
      ...section,
      id: swap(section.id),
      lessons: section.lessons.map((lesson) => ({ ...lesson, id: swap(lesson.id) })),
    })),
  }
}

function renameInLessonForm(form: OpenLessonForm, localId: string, serverId: string) {
  return {
    ...form,
    sectionId: form.sectionId === localId ? serverId : form.sectionId,
    lessonId: form.lessonId === localId ? serverId : form.lessonId,
  }
}
