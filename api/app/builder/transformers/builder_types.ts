import type { CourseStatus } from '@pathshala/shared'

/*
| What the course builder answers (start/routes/builder.ts), declared here and read by the admin
| app through the generated contract (docs/api-contract.md#generated-client). Every call needs an
| Admin.
*/

/** Where a draft resumes: 1 course details, 2 content, 3 publish. */
export type CreationStep = 1 | 2 | 3

/** A lesson as the builder reads it, video URL included. */
export interface BuilderLesson {
  _id: string
  title: string
  description: string
  videoUrl: string
  /** Seconds (0 while unknown) */
  timeDuration: number
  durationText: string
  position: number
  sectionId: string
}

/** A section with its lessons in order (`subSection`, the old client's name). */
export interface BuilderSection {
  _id: string
  sectionName: string
  position: number
  courseId: string
  subSection: BuilderLesson[]
}

/** A course as the builder reads it: `category` is the id, with `categoryDetails` beside it. */
export interface BuilderCourse {
  _id: string
  courseName: string
  courseDescription: string
  thumbnail: string | null
  /** Rupees */
  price: number
  pricePaise: number
  category: string | null
  categoryDetails: { _id: string; name: string } | null
  whatYouWillLearn: string
  tag: string[]
  instructions: string[]
  couponCode: string | null
  /** completing the course earns a certificate */
  issuesCertificate: boolean
  status: CourseStatus
  /** The instructor's user id */
  instructor: string
  enrollments: number
  totalDurationSeconds: number
  /** "1h 2m" */
  totalDuration: string
  publishedAt: string | null
  createdAt: string
  updatedAt: string
}

/** The course with its whole content (`updatedCourse`, inspectCourse's `course`). */
export interface BuilderCourseWithContent extends BuilderCourse {
  courseContent: BuilderSection[]
}

/** A draft as the draft list reads it: `courseId` is the course embedded. */
export interface CourseDraftAnswer {
  _id: string
  creationStep: CreationStep
  courseId: {
    _id: string
    courseName: string
    courseDescription: string
    thumbnail: string | null
    /** The category's `_id` */
    category: string | null
    status: CourseStatus
  }
  createdAt: string
  updatedAt: string
}

/** `data` of GET|POST /courses/inspectCourse */
export interface CourseInspection {
  course: BuilderCourseWithContent
  enrollments: number
  revenuePaise: number
  /** Rupees */
  revenue: number
  /** null when the course has no draft */
  creationStep: CreationStep | null
  /** Learners' average, one decimal; null while nobody has rated the course */
  averageRating: number | null
  ratingCount: number
}

/** A learner's rating of a course with its review, as the admin reads it. */
export interface CourseReview {
  _id: string
  /** 1-5 */
  rating: number
  review: string | null
  learner: { _id: string; name: string }
  createdAt: string
  updatedAt: string
}
