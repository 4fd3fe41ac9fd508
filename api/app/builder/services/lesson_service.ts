import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { type Course, Lesson, Section } from '#catalogue'
import ApiException from '#core/exceptions/api_exception'
import {
  applyOrder,
  courseNotFound,
  courseWithContent,
  lessonNotFound,
  lockCourse,
  nextPosition,
  refreshTotalDuration,
  renumber,
  sectionNotFound,
} from '#builder/services/course_content'
import { BUILDER_MESSAGES } from '#builder/validators/builder'

export interface NewLesson {
  title: string
  description: string
  videoUrl: string
  /** seconds; absent or null when unknown */
  timeDuration?: number | null
}

export interface LessonChanges {
  /** another section of the same course: the lesson moves to its end */
  sectionId?: string
  title?: string
  description?: string
  videoUrl?: string
  /** seconds; null when unknown */
  timeDuration?: number | null
}

/**
 * Lessons (the old client's subsections): added at the end of a section, edited, moved to another
 * section of the same course, deleted and reordered. Every change keeps the course's total
 * length (courses.total_duration_seconds) equal to the sum of its lessons.
 */
export default class LessonService {
  async add(sectionId: string, fields: NewLesson) {
    const courseId = await this.courseOfSection(sectionId)
    await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      await this.sectionOrFail(trx, sectionId)
      await Lesson.create(
        {
          sectionId,
          title: fields.title,
          description: fields.description,
          videoUrl: fields.videoUrl,
          durationSeconds: fields.timeDuration ?? 0,
          position: await nextPosition(trx, 'lessons', sectionId),
        },
        { client: trx }
      )
      await refreshTotalDuration(trx, courseId)
    })
    return this.answer(courseId, sectionId)
  }

  async update(lessonId: string, changes: LessonChanges) {
    const { courseId } = await this.ownersOfLesson(lessonId)
    let target = ''
    await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      const lesson = await this.lessonOrFail(trx, lessonId)
      const source = lesson.sectionId
      target = source
      const moveTo = changes.sectionId?.toLowerCase()
      if (moveTo && moveTo !== lesson.sectionId) {
        const destination = await this.sectionOrFail(trx, moveTo)
        if (destination.courseId !== courseId) {
          throw new ApiException('A lesson can only move to a section of the same course', {
            status: 422,
          })
        }
        lesson.sectionId = destination.id
        lesson.position = await nextPosition(trx, 'lessons', destination.id)
        target = destination.id
      }
      if (changes.title !== undefined) lesson.title = changes.title
      if (changes.description !== undefined) lesson.description = changes.description
      if (changes.videoUrl !== undefined) lesson.videoUrl = changes.videoUrl
      if (changes.timeDuration !== undefined) lesson.durationSeconds = changes.timeDuration ?? 0
      await lesson.save()
      if (target !== source) await renumber(trx, 'lessons', source)
      await refreshTotalDuration(trx, courseId)
    })
    return this.answer(courseId, target)
  }

  /** Deleting a lesson also deletes learners' progress on it (the rows cascade). */
  async delete(lessonId: string, sectionId?: string) {
    const { courseId } = await this.ownersOfLesson(lessonId)
    const lesson = await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      const found = await this.lessonOrFail(trx, lessonId)
      if (sectionId && sectionId.toLowerCase() !== found.sectionId) throw lessonNotFound()
      await found.delete()
      await renumber(trx, 'lessons', found.sectionId)
      await refreshTotalDuration(trx, courseId)
      return found
    })
    return this.answer(courseId, lesson.sectionId)
  }

  /** `lessonIds` must name every lesson of the section exactly once. */
  async reorder(sectionId: string, lessonIds: string[]) {
    const courseId = await this.courseOfSection(sectionId)
    await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      await this.sectionOrFail(trx, sectionId)
      await applyOrder(
        trx,
        'lessons',
        sectionId,
        lessonIds,
        'subSectionIds',
        BUILDER_MESSAGES.subSectionIds
      )
    })
    return this.answer(courseId, sectionId)
  }

  /** The course as it now is, and the section the change ended in. */
  private async answer(courseId: string, sectionId: string) {
    const course = await courseWithContent(courseId)
    if (!course) throw courseNotFound()
    const section = course.sections.find((item) => item.id === sectionId.toLowerCase())
    if (!section) throw sectionNotFound()
    return { course: course as Course, section }
  }

  private async courseOfSection(sectionId: string): Promise<string> {
    const row = await db.from('sections').where('id', sectionId).select('course_id').first()
    if (!row) throw sectionNotFound()
    return row.course_id
  }

  /** A lesson never leaves its course, so its course found before locking stays right. */
  private async ownersOfLesson(lessonId: string) {
    const row = await db
      .from('lessons')
      .join('sections', 'sections.id', 'lessons.section_id')
      .where('lessons.id', lessonId)
      .select('sections.course_id')
      .first()
    if (!row) throw lessonNotFound()
    return { courseId: row.course_id as string }
  }

  /** Read under the course's lock: it may have been deleted since it was first found. */
  private async sectionOrFail(trx: TransactionClientContract, sectionId: string) {
    const section = await Section.query({ client: trx }).where('id', sectionId).first()
    if (!section) throw sectionNotFound()
    return section
  }

  private async lessonOrFail(trx: TransactionClientContract, lessonId: string) {
    const lesson = await Lesson.query({ client: trx }).where('id', lessonId).first()
    if (!lesson) throw lessonNotFound()
    return lesson
  }
}
