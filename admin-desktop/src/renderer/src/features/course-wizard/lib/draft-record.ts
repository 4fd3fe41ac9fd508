import type { CourseFields } from '../api/builder-types.ts'
import type { BuilderChange } from './builder-change.ts'
import type { CourseDraft } from './course-content.ts'
import { EMPTY_COURSE_FORM, type CourseFormValues } from './course-form.ts'
import type { IdMap } from './local-ids.ts'
import { clampStep, type WizardStep } from './wizard-step.ts'

/** The key-value store the platform keeps on this machine (electron-store, or IndexedDB). */
export interface LocalDraftStore {
  get<T>(key: string): Promise<T | null>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  keys(prefix?: string): Promise<string[]>
}

/** A change waiting to be sent, with the key the server recognises a repeat by. */
export interface QueuedChange {
  id: string
  idempotencyKey: string
  change: BuilderChange
  queuedAt: string
}

/** A change the server refused (4xx): the queue stops there until the admin decides. */
export interface BlockedChange {
  changeId: string
  status: number
  message: string
}

/** The lesson form as typed, for the section it adds to (or the lesson it edits). */
export interface LessonFormValues {
  title: string
  description: string
  videoUrl: string
  timeDuration: string
}

export const EMPTY_LESSON_FORM: LessonFormValues = {
  title: '',
  description: '',
  videoUrl: '',
  timeDuration: '',
}

export interface OpenLessonForm {
  sectionId: string
  /** null: a new lesson */
  lessonId: string | null
  values: LessonFormValues
  /** What the server refused in these values, by field, until each field is changed */
  errors?: Partial<Record<keyof LessonFormValues, string>>
}

/** What the server had when the local copy was last in step with it (for conflicts). */
export interface ServerSnapshot {
  details: CourseFields
  sections: Array<{
    id: string
    name: string
    lessons: Array<{
      id: string
      title: string
      description: string
      videoUrl: string
      timeDuration: string
    }>
  }>
}

/**
 * Everything the wizard keeps on this machine for one course (or the one being created): the
 * step, the values being typed, the course as the admin sees it, the changes waiting for the
 * server and the server state they are based on.
 */
export interface WizardDraft {
  version: 1
  step: WizardStep
  /** The Course Details form as typed */
  form: CourseFormValues
  /** The details form is open over the preview (before the first save, or to edit) */
  editingDetails: boolean
  /** The course once its details were saved (its id is local until the server answers) */
  course: CourseDraft | null
  /** The Create Section field as typed */
  sectionName: string
  lessonForm: OpenLessonForm | null
  queue: QueuedChange[]
  ids: IdMap
  blocked: BlockedChange | null
  base: ServerSnapshot | null
  updatedAt: string
}

export function emptyWizardDraft(now: Date = new Date()): WizardDraft {
  return {
    version: 1,
    step: 0,
    form: { ...EMPTY_COURSE_FORM },
    editingDetails: true,
    course: null,
    sectionName: '',
    lessonForm: null,
    queue: [],
    ids: {},
    blocked: null,
    base: null,
    updatedAt: now.toISOString(),
  }
}

const KEY_PREFIX = 'course-wizard'

/** The course a new wizard works on, before the server has given it an id. */
export const NEW_COURSE_KEY = 'new'

/** One record per signed-in user and course, so two admins on one machine never mix. */
export function draftKey(userId: string, courseKey: string): string {
  return `${KEY_PREFIX}:${userId}:${courseKey}`
}

/** A stored record, or null when there is none or it is not one this version can read. */
export async function loadWizardDraft(
  store: LocalDraftStore,
  key: string
): Promise<WizardDraft | null> {
  const stored = await store.get<Partial<WizardDraft>>(key)
  if (stored === null || typeof stored !== 'object' || stored.version !== 1) return null
  const empty = emptyWizardDraft()
  return {
    ...empty,
    ...stored,
    step: clampStep(Number(stored.step)),
    form: { ...EMPTY_COURSE_FORM, ...stored.form },
    queue: Array.isArray(stored.queue) ? stored.queue : [],
    ids: stored.ids ?? {},
  }
}

/** Nothing typed, nothing waiting: a record not worth keeping. */
export function isPristine(draft: WizardDraft): boolean {
  return (
    draft.course === null &&
    draft.queue.length === 0 &&
    draft.sectionName === '' &&
    draft.lessonForm === null &&
    JSON.stringify(draft.form) === JSON.stringify(EMPTY_COURSE_FORM)
  )
}
