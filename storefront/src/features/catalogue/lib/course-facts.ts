import type { CourseCard, CourseInstructor } from '../api/catalogue-types.ts'

/**
 * Whether the signed-in user is in the course's studentsEnroled (the API lists at most the
 * caller's own entry; the id is compared anyway so a stale list cannot mislead).
 */
export function isEnrolledIn(
  course: Pick<CourseCard, 'studentsEnroled'>,
  userId: string | null | undefined
): boolean {
  if (!userId) return false
  return course.studentsEnroled.some((student) => student._id === userId)
}

export function instructorName(instructor: CourseInstructor | null | undefined): string {
  const name = [instructor?.firstName, instructor?.lastName].filter(Boolean).join(' ').trim()
  return name === '' ? 'Pathshala faculty' : name
}

/**
 * The course's real length (docs/decisions.md#real-data-instead-of-fixed-claims), or null while
 * no lesson has a duration.
 */
export function courseLength(course: Pick<CourseCard, 'totalDuration' | 'totalDurationText'>) {
  return course.totalDuration > 0 && course.totalDurationText ? course.totalDurationText : null
}

/** Cards show at most three tags (docs/screens/learner.md#course-card). */
export function cardTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => tag.trim() !== '').slice(0, 3)
}

export function courseDetailPath(courseId: string) {
  return `/home/course?id=${encodeURIComponent(courseId)}`
}

export function learningPath(courseId: string) {
  return `/home/enrolled?id=${encodeURIComponent(courseId)}`
}
