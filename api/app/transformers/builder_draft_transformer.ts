import type CourseDraft from '#models/course_draft'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A draft as the draft list reads it (client-contract.md call 18): `courseId` is the course
 * embedded, as the old backend populated it. The course must be preloaded.
 */
export default class BuilderDraftTransformer extends BaseTransformer<CourseDraft> {
  toObject() {
    const draft = this.resource
    const course = draft.course
    return {
      _id: draft.id,
      creationStep: draft.creationStep,
      courseId: {
        _id: course.id,
        courseName: course.courseName,
        courseDescription: course.courseDescription,
        thumbnail: course.thumbnail,
        category: course.categoryId,
        status: course.status,
      },
      createdAt: draft.createdAt.toUTC().toISO(),
      updatedAt: draft.updatedAt.toUTC().toISO(),
    }
  }
}
