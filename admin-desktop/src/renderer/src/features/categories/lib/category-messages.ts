/** The screen's fixed texts (docs/screens/admin.md#categories). */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  createFailed: 'Failed to create category',
  updateFailed: 'Failed to update category',
  deleteFailed: 'Failed to delete category',
  empty: 'No categories found',
} as const

/** '1 course', '3 courses' */
export function courseCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'course' : 'courses'}`
}
