import type { BuilderCourse, BuilderCourseWithContent } from '#builder/transformers/builder_types'
import { paiseToRupees } from '@pathshala/shared'
import { type Course, durationText } from '#catalogue'
import { BaseTransformer } from '@adonisjs/core/transformers'
import BuilderSectionTransformer from '#builder/transformers/builder_section_transformer'
import { isoDate, isoDateOrNull } from '#core/transformers/iso_date'
import { publicImageUrl } from '#media'

/**
 * A course as the admin builder reads it: `category` is the id, as the old
 * client shows it raw, with `categoryDetails` beside it; `price` in rupees and
 * `pricePaise`. The `withContent` variant adds `courseContent` (sections,
 * lessons, video URLs), which needs the sections and their lessons preloaded.
 */
export default class BuilderCourseTransformer extends BaseTransformer<Course> {
  toObject() {
    const course = this.resource
    const category = course.$preloaded.category ? course.category : null
    return {
      _id: course.id,
      courseName: course.courseName,
      courseDescription: course.courseDescription,
      thumbnail: publicImageUrl(course.thumbnail),
      price: paiseToRupees(course.pricePaise),
      pricePaise: course.pricePaise,
      category: course.categoryId,
      categoryDetails: category ? { _id: category.id, name: category.name } : null,
      whatYouWillLearn: course.whatYouWillLearn,
      tag: course.tags,
      instructions: course.instructions,
      couponCode: course.couponCode,
      issuesCertificate: course.issuesCertificate,
      status: course.status,
      instructor: course.instructorId,
      enrollments: course.enrollmentsCount,
      totalDurationSeconds: course.totalDurationSeconds,
      totalDuration: durationText(course.totalDurationSeconds),
      publishedAt: isoDateOrNull(course.publishedAt),
      createdAt: isoDate(course.createdAt),
      updatedAt: isoDate(course.updatedAt),
    } satisfies BuilderCourse
  }

  withContent() {
    const sections = this.resource.$preloaded.sections ? this.resource.sections : []
    return {
      ...this.toObject(),
      courseContent: sections.map((section) => new BuilderSectionTransformer(section).toObject()),
    } satisfies BuilderCourseWithContent
  }
}
