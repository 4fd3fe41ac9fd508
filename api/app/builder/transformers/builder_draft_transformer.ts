import type { CourseDraftAnswer } from '#builder/transformers/builder_types'
import type CourseDraft from '#builder/models/course_draft'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#core/transformers/iso_date'
import { publicImageUrl } from '#media'

/**
 * A draft as the draft list reads it: `courseId` is the course embedded, as
 * the old backend populated it. The course must be preloaded.
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
        thumbnail: publicImageUrl(course.thumbnail),
        category: course.categoryId,
        status: course.status,
      },
      createdAt: isoDate(draft.createdAt),
      updatedAt: isoDate(draft.updatedAt),
    } satisfies CourseDraftAnswer
  }
}
