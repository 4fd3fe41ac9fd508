import type { CourseStatus } from '@pathshala/shared'

/*
| The catalogue's courses as the API answers them (POST /courses/getAllCourses, getACourse and the
| learning view's `courseDetails`): the API's own shapes, read by the front ends through the
| generated contract (docs/api-contract.md#generated-client). Ids are the records' `_id`s
| (UUIDs); dates are ISO 8601; `price` is rupees beside the exact `pricePaise`.
*/

export interface CourseCategoryRef {
  _id: string
  name: string
}

export interface CourseInstructor {
  _id: string
  firstName: string
  lastName: string
}

/** A course in lists (POST /courses/getAllCourses). */
export interface CourseCardAnswer {
  _id: string
  courseName: string
  courseDescription: string
  /** URL, or '' when the course has none. */
  thumbnail: string
  /** Rupees */
  price: number
  pricePaise: number
  isFree: boolean
  category: CourseCategoryRef | null
  instructor: CourseInstructor | null
  tag: string[]
  whatYouWillLearn: string
  instructions: string[]
  /** How many learners are enrolled. */
  enrollments: number
  /** One decimal, or null without ratings. */
  averageRating: number | null
  ratingCount: number
  /** Seconds */
  totalDuration: number
  /** "1h 2m" */
  totalDurationText: string
  /** Holds at most the caller's own entry: non-empty means the caller is enrolled. */
  studentsEnroled: { _id: string }[]
  status: CourseStatus
  createdAt: string
}

/** A lesson (the old client's "subsection") on the public course page: never a video URL. */
export interface CourseContentLesson {
  _id: string
  title: string
  description: string
  /** Seconds (0 while unknown) */
  timeDuration: number
  durationText: string
}

export interface CourseContentSection {
  _id: string
  sectionName: string
  subSection: CourseContentLesson[]
}

/** A lesson in the learning view, for enrolled learners and admins. */
export interface LearnerLesson extends CourseContentLesson {
  videoUrl: string
}

export interface LearnerCourseSection {
  _id: string
  sectionName: string
  subSection: LearnerLesson[]
}

/** One course with its content (POST /courses/getACourse); `totalDuration` sums its lessons. */
export interface CourseDetail extends CourseCardAnswer {
  /** completing it earns a certificate (the course page's "Certificate" badge) */
  issuesCertificate: boolean
  courseContent: CourseContentSection[]
}

/** `courseDetails` of the learning view: video URLs and the coupon code included. */
export interface LearnerCourseDetails extends CourseCardAnswer {
  couponCode: string | null
  /** completing it earns a certificate */
  issuesCertificate: boolean
  courseContent: LearnerCourseSection[]
}
