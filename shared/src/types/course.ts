import type { COURSE_SORT_FIELDS, COURSE_STATUSES } from '../constants.ts'

// The catalogue and the learning view (start/routes/catalogue.ts). Ids are the records' `_id`s
// (UUIDs); dates are ISO 8601; `price` is rupees beside the exact `pricePaise`.

export type CourseStatus = (typeof COURSE_STATUSES)[number]
export type CourseSortBy = (typeof COURSE_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'
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
export interface CourseCard {
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
export interface CourseDetail extends CourseCard {
  courseContent: CourseContentSection[]
}

/** `courseDetails` of the learning view: video URLs and the coupon code included. */
export interface LearnerCourseDetails extends CourseCard {
  couponCode: string | null
  courseContent: LearnerCourseSection[]
}

/** Lesson progress through one course. */
export interface CourseProgress {
  completed: number
  total: number
  /** Whole percent, 0-100 */
  percent: number
  /** The lesson to reopen, or null before the first one. */
  lastLessonId: string | null
  lastPositionSeconds: number
}

export interface MyRating {
  rating: number
  review: string | null
}

/** `data` of POST /courses/getFullCourseDetails */
export interface FullCourseDetails {
  courseDetails: LearnerCourseDetails
  /** Ids of the completed lessons, in the order they were completed. */
  completedVideos: string[]
  /** "1h 2m" */
  totalDuration: string
  totalDurationSeconds: number
  progress: CourseProgress
  /** The caller's own rating, or null. */
  myRating: MyRating | null
}
export interface CourseProgressUpdate {
  completedVideos: string[]
  progress: CourseProgress
}
/** A course as the learner's profile lists it (POST /profile/getEnrolledCourses). */
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

export interface EnrolledCourseProgress {
  completed: number
  total: number
  percent: number
}

// A course referenced from a user.
export interface CourseRef {
  _id: string
}
