import type { DateTime } from 'luxon'
import type { CourseStatus } from '@pathshala/shared'
import { paiseToRupees } from '@pathshala/shared'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { durationText } from '#catalogue/services/course_duration'
import { isoDate } from '#core/transformers/iso_date'
import { publicImageUrl } from '#media'
import type { CourseCardAnswer } from '#catalogue/transformers/course_types'

/**
 * What a course card is made of. A Course loaded by CatalogueService is one
 * (category and instructor preloaded with withCardRelations, rating and the
 * caller's enrolment in `$extras` from attachCardData); so is a row of the
 * catalogue list, which CatalogueService.list reads without models.
 */
export interface CourseCard {
  id: string
  courseName: string
  courseDescription: string
  thumbnail: string | null
  pricePaise: number
  category: { id: string; name: string } | null
  instructor: { id: string; firstName: string; lastName: string } | null
  tags: string[] | null
  whatYouWillLearn: string
  instructions: string[] | null
  enrollmentsCount: number
  totalDurationSeconds: number
  status: CourseStatus
  createdAt: DateTime
  /** average_rating, rating_count, is_enrolled */
  $extras: Record<string, any>
}

/**
 * A course in lists (catalogue, admin lists).
 *
 * `studentsEnroled` holds at most the caller's own entry, so a client can
 * tell "enrolled"; the number of learners is `enrollments`.
 */
export default class CourseCardTransformer<
  Resource extends CourseCard = CourseCard,
> extends BaseTransformer<Resource> {
  constructor(
    resource: Resource,
    protected viewerId: string | null = null
  ) {
    super(resource)
  }

  toObject() {
    return this.cardFields()
  }

  protected cardFields(totalSeconds = this.resource.totalDurationSeconds) {
    const course = this.resource
    const average = course.$extras.average_rating
    const category = course.category
    const instructor = course.instructor
    return {
      _id: course.id,
      courseName: course.courseName,
      courseDescription: course.courseDescription,
      thumbnail: publicImageUrl(course.thumbnail) ?? '',
      price: paiseToRupees(course.pricePaise),
      pricePaise: course.pricePaise,
      isFree: course.pricePaise === 0,
      category: category ? { _id: category.id, name: category.name } : null,
      instructor: instructor
        ? { _id: instructor.id, firstName: instructor.firstName, lastName: instructor.lastName }
        : null,
      tag: course.tags ?? [],
      whatYouWillLearn: course.whatYouWillLearn,
      instructions: course.instructions ?? [],
      enrollments: course.enrollmentsCount,
      averageRating: average === null || average === undefined ? null : Number(average),
      ratingCount: Number(course.$extras.rating_count ?? 0),
      totalDuration: totalSeconds,
      totalDurationText: durationText(totalSeconds),
      studentsEnroled:
        this.viewerId && course.$extras.is_enrolled === true ? [{ _id: this.viewerId }] : [],
      status: course.status,
      createdAt: isoDate(course.createdAt),
    } satisfies CourseCardAnswer
  }
}
