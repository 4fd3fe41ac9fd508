import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Course from '#catalogue/models/course'
import type Enrolment from '#catalogue/models/enrolment'
import type { User } from '#accounts'
import CourseRating from '#catalogue/models/course_rating'
import ApiException from '#core/exceptions/api_exception'
import CatalogueService from '#catalogue/services/catalogue_service'
import EnrolmentService from '#catalogue/services/enrolment_service'

export interface ProgressInput {
  courseId: string
  subsectionId: string
  completed?: boolean | null
  position?: number | null
}

export interface ProgressSummary {
  completedVideos: string[]
  completed: number
  total: number
  percent: number
  lastLessonId: string | null
  lastPositionSeconds: number
}

const NOT_ENROLLED = 'You are not enrolled in this course'
const courseNotFound = () => new ApiException('Course not found', { status: 404 })

/**
 * The learning view: the full course (video URLs included) for enrolled
 * learners and admins, and the learner's progress, stored per lesson
 * (completed or not, last position) with the last lesson and position on the
 * enrolment so the view reopens where the learner left off.
 *
 * An enrolled learner keeps access to a course that was unpublished later:
 * they paid for it. Anyone else asking for a draft gets 404, as in the
 * catalogue; for a published course they are not enrolled in, 403.
 */
@inject()
export default class LearningProgressService {
  constructor(
    private catalogue: CatalogueService,
    private enrolments: EnrolmentService
  ) {}

  /** Throws 404/403 unless the user may study the course; answers their enrolment. */
  async authorize(
    user: User,
    courseId: string,
    options: { allowAdmin: boolean; refusal?: string }
  ) {
    const course = await Course.query().select('id', 'status').where('id', courseId).first()
    if (!course) throw courseNotFound()
    const enrolment = await this.enrolments.find(user.id, course.id)
    if (enrolment) return enrolment
    if (options.allowAdmin && user.isAdmin) return null
    if (course.status !== 'published') throw courseNotFound()
    throw new ApiException(options.refusal ?? NOT_ENROLLED, { status: 403 })
  }

  async fullDetails(user: User, courseId: string) {
    const enrolment = await this.authorize(user, courseId, { allowAdmin: true })

    const query = Course.query().where('courses.id', courseId)
    this.catalogue.withCardRelations(query)
    const course = await query
      .preload('sections', (sections) =>
        sections
          .orderBy('position', 'asc')
          .orderBy('id', 'asc')
          .preload('lessons', (lessons) => lessons.orderBy('position', 'asc').orderBy('id', 'asc'))
      )
      .firstOrFail()
    await this.catalogue.attachCardData([course], user)

    const lessonIds = course.sections.flatMap((section) => section.lessons.map((l) => l.id))
    const progress = await this.summary(user.id, courseId, lessonIds, enrolment)
    const rating = await CourseRating.query()
      .where('user_id', user.id)
      .where('course_id', courseId)
      .first()

    return {
      course,
      progress,
      myRating: rating ? { rating: rating.rating, review: rating.review } : null,
    }
  }

  /**
   * Records where the learner is in a lesson (and whether it is complete);
   * one row per learner and lesson, written with INSERT ... ON CONFLICT so
   * parallel calls (the player reports often) cannot collide.
   */
  async update(user: User, input: ProgressInput) {
    const enrolment = await this.authorize(user, input.courseId, { allowAdmin: false })
    if (!enrolment) throw new ApiException(NOT_ENROLLED, { status: 403 })

    const lesson = await db
      .from('lessons')
      .join('sections', 'sections.id', 'lessons.section_id')
      .where('lessons.id', input.subsectionId)
      .where('sections.course_id', input.courseId)
      .select('lessons.id')
      .first()
    if (!lesson) throw new ApiException('Lesson not found in this course', { status: 404 })

    const hasPosition = input.position !== undefined && input.position !== null
    const position = hasPosition ? input.position! : 0
    const hasCompleted = input.completed !== undefined && input.completed !== null
    const completed = input.completed === true

    await db.transaction(async (trx) => {
      await trx.rawQuery(
        `INSERT INTO lesson_progress
           (id, user_id, course_id, lesson_id, position_seconds, completed_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, CASE WHEN ? THEN now() END, now(), now())
         ON CONFLICT (user_id, lesson_id) DO UPDATE SET
           position_seconds = CASE WHEN ? THEN EXCLUDED.position_seconds
                                   ELSE lesson_progress.position_seconds END,
           completed_at = CASE WHEN NOT ? THEN lesson_progress.completed_at
                               WHEN ? THEN coalesce(lesson_progress.completed_at, now())
                               ELSE NULL END,
           updated_at = now()`,
        [
          randomUUID(),
          user.id,
          input.courseId,
          lesson.id,
          position,
          completed,
          hasPosition,
          hasCompleted,
          completed,
        ]
      )
      // the lesson to reopen; a new lesson without a position starts at 0
      await trx.rawQuery(
        `UPDATE enrolments SET
           last_position_seconds = CASE WHEN ? THEN ?
                                        WHEN last_lesson_id IS DISTINCT FROM ? THEN 0
                                        ELSE last_position_seconds END,
           last_lesson_id = ?,
           updated_at = now()
         WHERE id = ?`,
        [hasPosition, position, lesson.id, lesson.id, enrolment.id]
      )
    })

    await enrolment.refresh()
    const lessonIds = await this.lessonIds(input.courseId)
    const summary = await this.summary(user.id, input.courseId, lessonIds, enrolment)
    // after the commit: the course is complete with this lesson (certificates listen; awaited,
    // so the answer comes once they are done, docs/decisions.md#certificates)
    if (completed && summary.total > 0 && summary.completed === summary.total) {
      await emitter.emit('course:completed', { userId: user.id, courseId: input.courseId })
    }
    return summary
  }

  private async lessonIds(courseId: string) {
    const rows = await db
      .from('lessons')
      .join('sections', 'sections.id', 'lessons.section_id')
      .where('sections.course_id', courseId)
      .select('lessons.id')
    return rows.map((row) => row.id as string)
  }

  private async summary(
    userId: string,
    courseId: string,
    lessonIds: string[],
    enrolment: Enrolment | null
  ): Promise<ProgressSummary> {
    const rows = await db
      .from('lesson_progress')
      .where('user_id', userId)
      .where('course_id', courseId)
      .whereNotNull('completed_at')
      .orderBy('completed_at', 'asc')
      .select('lesson_id')
    const inCourse = new Set(lessonIds)
    const completedVideos = rows
      .map((row) => row.lesson_id as string)
      .filter((id) => inCourse.has(id))
    const total = lessonIds.length
    return {
      completedVideos,
      completed: completedVideos.length,
      total,
      percent: total > 0 ? Math.round((completedVideos.length / total) * 100) : 0,
      lastLessonId: enrolment?.lastLessonId ?? null,
      lastPositionSeconds: enrolment?.lastPositionSeconds ?? 0,
    }
  }
}
