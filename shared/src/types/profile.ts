import type { EnrolledCourse } from './course.ts'
import type { ApiAnswer } from './envelope.ts'
import type { Gender, User } from './user.ts'

/** Only the fields that changed are sent; empty strings are dropped before sending. */
export interface UpdateProfileRequest {
  firstName?: string
  lastName?: string
  email?: string
  /** DD.MM.YYYY */
  dateOfBirth?: string
  contactNumber?: string
  about?: string
  gender?: Gender
  image?: string
}
export type UpdateProfileAnswer = ApiAnswer<{ user: User }>

export interface UpdateDisplayPictureRequest {
  imageUrl: string
}
export type UpdateDisplayPictureAnswer = ApiAnswer<{ data: User }>

/** POST /profile/getEnrolledCourses: newest enrolment first (default page 1 of 50). */
export interface EnrolledCoursesRequest {
  page?: number | null
  /** 1-100 */
  limit?: number | null
}
export type EnrolledCoursesAnswer = ApiAnswer<{
  courses: EnrolledCourse[]
  totalPages: number
  currentPage: number
  totalCourses: number
}>
