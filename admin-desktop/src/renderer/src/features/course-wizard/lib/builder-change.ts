import type { ApiResult } from '@pathshala/shared'
import type { BuilderCourse, BuilderCourseWithContent, CourseFields } from '../api/builder-types.ts'
import type { AnswerOf, RequestBody } from '../../../../../shared/api-contract.ts'
import { resolveId, type IdMap } from './local-ids.ts'

/** One change the admin made in the wizard, as it waits to be sent. Ids may be local ones. */
export type BuilderChange =
  | { kind: 'createCourse'; courseId: string; fields: CourseFields }
  | { kind: 'editCourse'; courseId: string; fields: CourseFields }
  | { kind: 'addSection'; courseId: string; sectionId: string; sectionName: string }
  | { kind: 'renameSection'; courseId: string; sectionId: string; sectionName: string }
  | { kind: 'deleteSection'; courseId: string; sectionId: string }
  | { kind: 'reorderSections'; courseId: string; sectionIds: string[] }
  | {
      kind: 'addLesson'
      sectionId: string
      lessonId: string
      title: string
      description: string
      videoUrl: string
      timeDuration: string
    }
  | {
      kind: 'updateLesson'
      sectionId: string
      lessonId: string
      title: string
      description: string
      videoUrl: string
      timeDuration: string
    }
  | { kind: 'deleteLesson'; sectionId: string; lessonId: string }
  /** To the end of another section of the course */
  | { kind: 'moveLessonToSection'; lessonId: string; toSectionId: string }
  | { kind: 'reorderLessons'; sectionId: string; lessonIds: string[] }

/** Sending options every builder call takes: the key the server replays a repeated call by. */
export interface SendOptions {
  idempotencyKey?: string
}

/** The builder's write routes the queue sends to. */
export type BuilderPath =
  | '/courses/createCourse'
  | '/courses/editCourse'
  | '/courses/addSection'
  | '/courses/updateSection'
  | '/courses/deleteSection'
  | '/courses/reorderSections'
  | '/courses/addSubSection'
  | '/courses/updateSubSection'
  | '/courses/deleteSubSection'
  | '/courses/reorderSubSections'

/** One builder call as the API's contract types it. */
export type BuilderCall<P extends BuilderPath> = (
  body: RequestBody<'POST', P>,
  options?: SendOptions
) => Promise<ApiResult<AnswerOf<'POST', P>>>

/** The builder calls the queue sends (api/builder-calls.ts). */
export interface BuilderCalls {
  createCourse: BuilderCall<'/courses/createCourse'>
  editCourse: BuilderCall<'/courses/editCourse'>
  addSection: BuilderCall<'/courses/addSection'>
  updateSection: BuilderCall<'/courses/updateSection'>
  deleteSection: BuilderCall<'/courses/deleteSection'>
  reorderSections: BuilderCall<'/courses/reorderSections'>
  addSubSection: BuilderCall<'/courses/addSubSection'>
  updateSubSection: BuilderCall<'/courses/updateSubSection'>
  deleteSubSection: BuilderCall<'/courses/deleteSubSection'>
  reorderSubSections: BuilderCall<'/courses/reorderSubSections'>
}

/** What the server answered: the id it gave a new record, and the course as it now stands. */
export interface SentChange {
  /** The local id the change created a record under, and the server's id for it */
  created: { localId: string; serverId: string } | null
  /** The course with its content, when the answer carries it */
  course: BuilderCourseWithContent | null
  /** The course's details (create and edit answer without the content) */
  details: BuilderCourse | null
}

/** Every id a change refers to or creates. */
export function idsOfChange(change: BuilderChange): string[] {
  switch (change.kind) {
    case 'createCourse':
    case 'editCourse':
      return [change.courseId]
    case 'addSection':
    case 'renameSection':
    case 'deleteSection':
      return [change.courseId, change.sectionId]
    case 'reorderSections':
      return [change.courseId, ...change.sectionIds]
    case 'addLesson':
    case 'updateLesson':
    case 'deleteLesson':
      return [change.sectionId, change.lessonId]
    case 'reorderLessons':
      return [change.sectionId, ...change.lessonIds]
    case 'moveLessonToSection':
      return [change.lessonId, change.toSectionId]
  }
}

/** The local id a change creates a record under, if it creates one. */
export function createdIdOf(change: BuilderChange): string | null {
  if (change.kind === 'createCourse') return change.courseId
  if (change.kind === 'addSection') return change.sectionId
  if (change.kind === 'addLesson') return change.lessonId
  return null
}

const optionalDuration = (text: string) => (text.trim() === '' ? null : text.trim())

/** Sends one change with the server's ids substituted for local ones. */
export async function sendChange(
  calls: BuilderCalls,
  change: BuilderChange,
  ids: IdMap,
  options: SendOptions
): Promise<SentChange> {
  const id = (value: string) => resolveId(value, ids)
  const none: SentChange = { created: null, course: null, details: null }
  switch (change.kind) {
    case 'createCourse': {
      const { body } = await calls.createCourse(change.fields, options)
      return {
        ...none,
        created: { localId: change.courseId, serverId: body.data._id },
        details: body.data,
      }
    }
    case 'editCourse': {
      const { body } = await calls.editCourse(
        { ...change.fields, courseId: id(change.courseId) },
        options
      )
      return { ...none, details: body.data }
    }
    case 'addSection': {
      const { body } = await calls.addSection(
        { courseId: id(change.courseId), sectionName: change.sectionName },
        options
      )
      return {
        ...none,
        created: { localId: change.sectionId, serverId: body.newSection._id },
        course: body.updatedCourse,
      }
    }
    case 'renameSection': {
      const { body } = await calls.updateSection(
        {
          courseId: id(change.courseId),
          sectionId: id(change.sectionId),
          sectionName: change.sectionName,
        },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'deleteSection': {
      const { body } = await calls.deleteSection(
        { courseId: id(change.courseId), sectionId: id(change.sectionId) },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'reorderSections': {
      const { body } = await calls.reorderSections(
        { courseId: id(change.courseId), sectionIds: change.sectionIds.map(id) },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'addLesson': {
      const { body } = await calls.addSubSection(
        {
          sectionId: id(change.sectionId),
          title: change.title,
          description: change.description,
          videoUrl: change.videoUrl,
          timeDuration: optionalDuration(change.timeDuration),
        },
        options
      )
      // A new lesson goes to the end of its section.
      const lessons = [...body.data.subSection].sort((a, b) => a.position - b.position)
      const added = lessons.at(-1)
      return {
        ...none,
        created: added ? { localId: change.lessonId, serverId: added._id } : null,
        course: body.updatedCourse,
      }
    }
    case 'updateLesson': {
      const { body } = await calls.updateSubSection(
        {
          subSectionId: id(change.lessonId),
          title: change.title,
          description: change.description,
          videoUrl: change.videoUrl,
          timeDuration: change.timeDuration.trim(),
        },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'deleteLesson': {
      const { body } = await calls.deleteSubSection(
        { subSectionId: id(change.lessonId), sectionId: id(change.sectionId) },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'moveLessonToSection': {
      const { body } = await calls.updateSubSection(
        { subSectionId: id(change.lessonId), sectionId: id(change.toSectionId) },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
    case 'reorderLessons': {
      const { body } = await calls.reorderSubSections(
        { sectionId: id(change.sectionId), subSectionIds: change.lessonIds.map(id) },
        options
      )
      return { ...none, course: body.updatedCourse }
    }
  }
}

/** What a change is, in a few words, for the waiting list and error messages. */
export function describeChange(change: BuilderChange): string {
  switch (change.kind) {
    case 'createCourse':
      return `Create the course "${change.fields.courseName}"`
    case 'editCourse':
      return `Save the details of "${change.fields.courseName}"`
    case 'addSection':
      return `Create the section "${change.sectionName}"`
    case 'renameSection':
      return `Rename a section to "${change.sectionName}"`
    case 'deleteSection':
      return 'Delete a section'
    case 'reorderSections':
      return 'Reorder the sections'
    case 'addLesson':
      return `Add the lesson "${change.title}"`
    case 'updateLesson':
      return `Save the lesson "${change.title}"`
    case 'deleteLesson':
      return 'Delete a lesson'
    case 'reorderLessons':
      return 'Reorder the lessons of a section'
    case 'moveLessonToSection':
      return 'Move a lesson to another section'
  }
}
