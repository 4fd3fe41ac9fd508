import type { BuilderCourse, BuilderCourseWithContent } from '../api/builder-types.ts'
import { courseDraftFromServer, type CourseDraft } from './course-content.ts'
import { courseFieldsFromForm, courseFormFromCourse } from './course-form.ts'
import type { ServerSnapshot, WizardDraft } from './draft-record.ts'

export function detailsSnapshot(course: BuilderCourse): ServerSnapshot['details'] {
  return courseFieldsFromForm(courseFormFromCourse(course))
}

function sectionsSnapshot(course: CourseDraft): ServerSnapshot['sections'] {
  return course.sections.map((section) => ({
    id: section.id,
    name: section.name,
    lessons: section.lessons.map((lesson) => ({ ...lesson })),
  }))
}

/** The parts of the server's course a conflict is judged on: details and content, in order. */
export function snapshotFromServer(course: BuilderCourseWithContent): ServerSnapshot {
  return {
    details: detailsSnapshot(course),
    sections: sectionsSnapshot(courseDraftFromServer(course)),
  }
}

export function sameSnapshot(a: ServerSnapshot | null, b: ServerSnapshot | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Work on this machine the server has not got: changes waiting, or details typed and not saved. */
export function hasLocalWork(draft: WizardDraft): boolean {
  if (draft.queue.length > 0) return true
  if (draft.course === null || !draft.editingDetails) return false
  return JSON.stringify(draft.form) !== JSON.stringify(draft.course.details)
}

export type OpeningDecision =
  /** No local copy, or one with nothing unsent while the server moved on: show the server's. */
  | 'take-server'
  /** The local copy is based on what the server still has: carry on with it. */
  | 'resume-local'
  /** Both changed: the admin chooses. */
  | 'conflict'

/**
 * What to do when the wizard opens a course it has a local copy of. The server's course is
 * compared with the server state the local copy was based on: when someone changed it elsewhere
 * and this machine has unsent work, neither side is dropped without asking.
 */
export function decideOnOpening(
  local: WizardDraft | null,
  server: BuilderCourseWithContent
): OpeningDecision {
  if (local === null || local.course === null) return 'take-server'
  const serverMovedOn = !sameSnapshot(local.base, snapshotFromServer(server))
  if (!serverMovedOn) return 'resume-local'
  return hasLocalWork(local) ? 'conflict' : 'take-server'
}
