import type { CreationStep } from '../api/draft-types.ts'
import type { LocalDraftStore } from '../../../platform/index.ts'
import { continuePath } from './draft-filters.ts'

/*
| The course wizard keeps one record per signed-in admin and course on this machine, under
| `course-wizard:{userId}:{courseId}` (`new` for the course being created, `local-…` for one made
| offline that the server has not confirmed): see features/course-wizard/lib/draft-record.ts.
| This list only reads the few fields it shows; the wizard owns the records.
*/

const WIZARD_KEY_PREFIX = 'course-wizard'
/** The wizard's key for the course being created, before it has an id of its own. */
const NEW_COURSE_KEY = 'new'

/** The fields of a wizard record this list reads (the record holds much more). */
interface KeptDetails {
  courseName?: unknown
  courseDescription?: unknown
}

interface KeptWizardRecord {
  version?: unknown
  /** 0 details, 1 content, 2 publish */
  step?: unknown
  form?: KeptDetails
  course?: { id?: unknown; details?: KeptDetails } | null
  queue?: unknown
  updatedAt?: unknown
}

/** A course draft as this machine keeps it. */
export interface LocalCourseDraft {
  /** The record's key in the local store (unique). */
  key: string
  name: string
  description: string
  step: CreationStep
  /** Changes the server has not got yet */
  waiting: number
  updatedAt: string
  /** The course's id ('new' for the course being created; a local id for one made offline) */
  courseKey: string
  /** Where Continue opens the wizard on it */
  continueTo: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function creationStep(step: unknown): CreationStep {
  const number = Number(step)
  if (number >= 2) return 3
  if (number >= 1) return 2
  return 1
}

/** The record as a card, or null when it is not one the wizard would reopen or holds nothing. */
function summarise(
  key: string,
  courseKey: string,
  record: KeptWizardRecord
): LocalCourseDraft | null {
  if (record === null || typeof record !== 'object' || record.version !== 1) return null
  const details = record.course?.details ?? record.form ?? {}
  const waiting = Array.isArray(record.queue) ? record.queue.length : 0
  const name = text(details.courseName)
  const description = text(details.courseDescription)
  // a new course nobody has typed anything into yet is not a draft
  if (courseKey === NEW_COURSE_KEY && !record.course && name === '' && description === '') {
    return null
  }
  return {
    key,
    name: name || 'Untitled course',
    description,
    step: creationStep(record.step),
    waiting,
    updatedAt: text(record.updatedAt),
    courseKey,
    // the course being created reopens at the wizard's own address; any other by its id (the
    // wizard opens this machine's copy when the server cannot be reached, local ids included)
    continueTo: courseKey === NEW_COURSE_KEY ? '/course/create' : continuePath(courseKey),
  }
}

/** Every course draft the wizard keeps on this machine for the admin, newest change first. */
export async function readLocalCourseDrafts(
  store: LocalDraftStore,
  userId: string
): Promise<LocalCourseDraft[]> {
  const prefix = `${WIZARD_KEY_PREFIX}:${userId}:`
  const keys = await store.keys(prefix)
  const drafts = await Promise.all(
    keys.map(async (key) => {
      const record = await store.get<KeptWizardRecord>(key)
      return record === null ? null : summarise(key, key.slice(prefix.length), record)
    })
  )
  return drafts
    .filter((draft): draft is LocalCourseDraft => draft !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}

/** The drafts whose name contains the search, in any case (the server's rule, applied here). */
export function matchingLocalDrafts(
  drafts: readonly LocalCourseDraft[],
  search: string
): LocalCourseDraft[] {
  const wanted = search.trim().toLowerCase()
  return wanted === '' ? [...drafts] : drafts.filter((d) => d.name.toLowerCase().includes(wanted))
}

/** How many changes to a server draft wait on this machine (0 when none, or not read yet). */
export function unsentChanges(
  drafts: readonly LocalCourseDraft[] | undefined,
  courseId: string
): number {
  return drafts?.find((draft) => draft.courseKey === courseId)?.waiting ?? 0
}
