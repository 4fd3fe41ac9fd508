/**
 * Query keys of the profile: the learner's enrolled courses, which the learning view refreshes
 * (`all`) after a lesson's progress changes. The learner's id follows so lists are never shared.
 */
export const profileKeys = {
  all: ['enrolled-courses'] as const,
  enrolledCourses: (userId: string) => [...profileKeys.all, userId] as const,
}
