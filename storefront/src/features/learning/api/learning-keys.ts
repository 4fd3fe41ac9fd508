/**
 * Query keys of the learning view. Keyed by learner too: after signing out and in as someone
 * else, no progress is borrowed.
 */
export const learningKeys = {
  all: ['learning-course'] as const,
  course: (userId: string, courseId: string) => [...learningKeys.all, userId, courseId] as const,
}
