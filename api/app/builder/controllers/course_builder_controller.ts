import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { paiseToRupees } from '@pathshala/shared'
import CourseBuilderService from '#builder/services/course_builder_service'
import BuilderCourseTransformer from '#builder/transformers/builder_course_transformer'
import BuilderDraftTransformer from '#builder/transformers/builder_draft_transformer'
import type { CourseInspection } from '#builder/transformers/builder_types'
import { courseReviewFromRow, type CourseReviewRow } from '#builder/transformers/course_review_row'
import { ok } from '#core/transformers/envelope'
import { listMeta } from '#core/transformers/paging'
import {
  courseIdValidator,
  courseReviewsValidator,
  createCourseValidator,
  draftListValidator,
  editCourseValidator,
  reopenCourseValidator,
} from '#builder/validators/builder'

/**
 * The course builder's course-level calls (admin only; routes in start/routes/builder.ts).
 */
@inject()
export default class CourseBuilderController {
  constructor(private builder: CourseBuilderService) {}

  /** POST /courses/createCourse: 200, as the old client checks `status === 200`. */
  async store({ auth, request, serialize }: HttpContext) {
    const fields = await request.validateUsing(createCourseValidator)
    const course = await this.builder.create(auth.getUserOrFail(), fields)
    return ok(
      'Course created successfully!',
      await serialize({ data: BuilderCourseTransformer.transform(course) })
    )
  }

  /**
   * GET /courses/courseCreationDraft: the bare array of drafts
   * (docs/api-contract.md#answer-envelope); the number of drafts matching the search is in the
   * X-Total-Count header.
   */
  async drafts({ request, response, serialize }: HttpContext) {
    const filters = await request.validateUsing(draftListValidator)
    const { drafts, total } = await this.builder.drafts(filters)
    response.header('X-Total-Count', String(total))
    return serialize(BuilderDraftTransformer.transform(drafts))
  }

  /** POST /courses/editCourse */
  async update({ request, serialize }: HttpContext) {
    const { courseId, ...changes } = await request.validateUsing(editCourseValidator)
    const course = await this.builder.update(courseId, changes)
    return ok(
      'Course updated successfully!',
      await serialize({ data: BuilderCourseTransformer.transform(course) })
    )
  }

  /** POST /courses/publishCourse */
  async publish({ request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(courseIdValidator)
    const course = await this.builder.publish(courseId)
    return ok(
      'Course Published',
      await serialize({ course: BuilderCourseTransformer.transform(course) })
    )
  }

  /** POST /courses/unpublishCourse */
  async unpublish({ auth, request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(courseIdValidator)
    const course = await this.builder.unpublish(auth.getUserOrFail(), courseId)
    return ok(
      'Course moved back to drafts',
      await serialize({ course: BuilderCourseTransformer.transform(course) })
    )
  }

  /** POST /courses/reopenCourse */
  async reopen({ auth, request, serialize }: HttpContext) {
    const { courseId, creationStep } = await request.validateUsing(reopenCourseValidator)
    const { course, draft } = await this.builder.reopen(
      auth.getUserOrFail(),
      courseId,
      creationStep ?? 1
    )
    return ok('Course reopened in the builder', {
      creationStep: draft.creationStep,
      ...(await serialize({ course: BuilderCourseTransformer.transform(course) })),
    })
  }

  /** GET|POST /courses/inspectCourse */
  async inspect({ request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(courseIdValidator)
    const { course, ...figures } = await this.builder.inspect(courseId)
    const answer = await serialize({
      course: BuilderCourseTransformer.transform(course).useVariant('withContent'),
    })
    return ok('OK', {
      data: {
        ...answer,
        enrollments: figures.enrollments,
        revenuePaise: figures.revenuePaise,
        revenue: paiseToRupees(figures.revenuePaise),
        creationStep: figures.creationStep,
        averageRating: figures.averageRating,
        ratingCount: figures.ratingCount,
      } satisfies CourseInspection,
    })
  }

  /** POST /courses/duplicateCourse: the copy, a new draft with the same content. */
  async duplicate({ auth, request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(courseIdValidator)
    const copy = await this.builder.duplicate(auth.getUserOrFail(), courseId)
    return ok(
      'Course duplicated as a new draft',
      await serialize({ data: BuilderCourseTransformer.transform(copy).useVariant('withContent') })
    )
  }

  /** GET|POST /courses/courseReviews: a page of the course's ratings, newest first. */
  async reviews({ request }: HttpContext) {
    const filters = await request.validateUsing(courseReviewsValidator)
    const page = await this.builder.reviews(filters)
    return ok('OK', {
      data: (page.rows as CourseReviewRow[]).map(courseReviewFromRow),
      averageRating: page.averageRating,
      ratingCount: page.ratingCount,
      meta: listMeta(
        { page: page.page, perPage: page.limit, total: page.total },
        { atLeastOnePage: true }
      ),
    })
  }

  /** POST /courses/deleteCourse */
  async destroy({ request }: HttpContext) {
    const { courseId } = await request.validateUsing(courseIdValidator)
    await this.builder.delete(courseId)
    return ok('Course deleted')
  }
}
