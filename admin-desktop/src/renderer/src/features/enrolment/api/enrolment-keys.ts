/** Query keys of the enrolment feature. */
export const enrolmentKeys = {
  all: ['enrolment'] as const,
  courseOptions: (search: string) => [...enrolmentKeys.all, 'course-options', search] as const,
}
