/** Query keys of the course wizard. */
export const courseWizardKeys = {
  all: ['course-wizard'] as const,
  categories: () => [...courseWizardKeys.all, 'categories'] as const,
  course: (courseId: string) => [...courseWizardKeys.all, 'course', courseId] as const,
}
