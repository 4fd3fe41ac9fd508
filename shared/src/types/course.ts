// A course as the learner's profile lists it (POST /profile/getEnrolledCourses).
export interface EnrolledCourse {
  _id: string
  courseName: string
  courseDescription: string
  thumbnail: string
  /** The category's name, not an object. */
  category: string
  /** Enrolled courses carry the literal 'Enrolled' instead of an amount. */
  price: number | 'Enrolled'
  instructor: {
    firstName: string
    lastName: string
  }
  tag: string[]
}

// Placeholder for a course referenced from a user; the catalogue work fills in its fields.
export interface CourseRef {
  _id: string
}
