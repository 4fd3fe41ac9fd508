import type Course from '#models/course'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { durationText, rupees } from '#services/course_duration'

/**
 * A course in lists (catalogue, admin lists). Built from a course loaded by
 * CatalogueService: category and instructor preloaded (withCardRelations),
 * rating and the caller's enrolment in `$extras` (attachCardData).
 *
 * `studentsEnroled` holds at most the caller's own entry, so a client can
 * tell "enrolled"; the number of learners is `enrollments`.
 */
export default class CourseCardTransformer extends BaseTransformer<Course> {
  constructor(
    resource: Course,
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
      thumbnail: course.thumbnail ?? '',
      price: rupees(course.pricePaise),
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
      createdAt: course.createdAt.toUTC().toISO(),
    }
  }
}
