import type Course from '#catalogue/models/course'
import type { CourseDetail, LearnerCourseDetails } from '#catalogue/transformers/course_types'
import CourseCardTransformer from '#catalogue/transformers/course_card_transformer'
import CourseContentTransformer from '#catalogue/transformers/course_content_transformer'

/**
 * One course with its content: the card's fields plus `courseContent` and
 * the length summed from its lessons. `toObject` is the public page
 * (getACourse: no video URLs); `forLearner` is the learning view's
 * `courseDetails` (video URLs and the coupon code), for enrolled learners and
 * admins only.
 */
export default class CourseDetailTransformer extends CourseCardTransformer<Course> {
  toObject() {
    return {
      ...this.cardFields(this.lessonSeconds()),
      issuesCertificate: this.resource.issuesCertificate,
      courseContent: this.sections().map((section) =>
        new CourseContentTransformer(section).toObject()
      ),
    } satisfies CourseDetail
  }

  forLearner() {
    return {
      ...this.cardFields(this.lessonSeconds()),
      couponCode: this.resource.couponCode,
      issuesCertificate: this.resource.issuesCertificate,
      courseContent: this.sections().map((section) =>
        new CourseContentTransformer(section).forLearner()
      ),
    } satisfies LearnerCourseDetails
  }

  private sections() {
    return this.resource.sections ?? []
  }

  private lessonSeconds() {
    return this.sections().reduce(
      (sum, section) =>
        sum + (section.lessons ?? []).reduce((inner, lesson) => inner + lesson.durationSeconds, 0),
      0
    )
  }
}
