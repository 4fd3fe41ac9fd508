import type { CourseStatus } from '@pathshala/shared'
import type Enrolment from '#catalogue/models/enrolment'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#core/transformers/iso_date'
import { publicImageUrl } from '#media'

export interface EnrolledCourseProgress {
  completed: number
  total: number
  percent: number
}

/**
 * A course as the learner's profile lists it (POST /profile/getEnrolledCourses), read by the
 * storefront through the generated contract.
 */
export interface EnrolledCourse {
  _id: string
  courseName: string
  courseDescription: string
  /** URL, or '' when the course has none. */
  thumbnail: string
  /** The category's name ('Uncategorized' without one), not an object. */
  category: string
  /** Enrolled courses carry the literal 'Enrolled' instead of an amount. */
  price: 'Enrolled'
  instructor: {
    firstName: string
    lastName: string
  }
  tag: string[]
  /** A learner keeps a course that was unpublished after they enrolled. */
  status: CourseStatus
  progress: EnrolledCourseProgress
  lastLessonId: string | null
  enrolledAt: string
}

/**
 * A course on the learner's profile (POST /profile/getEnrolledCourses), from
 * an enrolment with its course, category and instructor preloaded and its
 * lesson counts in `$extras` (see EnrolmentService.listForUser). The old
 * client renders `category` as a string and `price` as the literal 'Enrolled'.
 */
export default class EnrolledCourseTransformer extends BaseTransformer<Enrolment> {
  toObject() {
    const course = this.resource.course
    const completed = Number(this.resource.$extras.completed_lessons ?? 0)
    const total = Number(this.resource.$extras.total_lessons ?? 0)
    return {
      _id: course.id,
      courseName: course.courseName,
      courseDescription: course.courseDescription,
      thumbnail: publicImageUrl(course.thumbnail) ?? '',
      category: course.category?.name ?? 'Uncategorized',
      price: 'Enrolled',
      instructor: {
        firstName: course.instructor?.firstName ?? '',
        lastName: course.instructor?.lastName ?? '',
      },
      tag: course.tags ?? [],
      status: course.status,
      progress: {
        completed,
        total,
        percent: total > 0 ? Math.round((completed / total) * 100) : 0,
      },
      lastLessonId: this.resource.lastLessonId,
      enrolledAt: isoDate(this.resource.createdAt),
    } satisfies EnrolledCourse
  }
}
