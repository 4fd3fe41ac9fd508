/**
 * Query keys of the learner's certificates: all of them (the profile) or one course's (the
 * learning view). The learner's id follows so lists are never shared; the learning view
 * refreshes `all` when a lesson's completion changes.
 */
export const certificatesKeys = {
  all: ['certificates'] as const,
  mine: (userId: string) => [...certificatesKeys.all, userId] as const,
  ofCourse: (userId: string, courseId: string) =>
    [...certificatesKeys.mine(userId), 'course', courseId] as const,
}
