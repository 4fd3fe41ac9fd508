import type { Category } from '../api/category-types.ts'
import { CATEGORY_MESSAGES } from './category-messages.ts'

/** The server's limits (docs/api-contract.md#admin). */
export const CATEGORY_NAME_MAX_LENGTH = 80
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500

export interface CategoryFormValues {
  name: string
  description: string
}

export function formValuesOf(category: Category | null): CategoryFormValues {
  return { name: category?.name ?? '', description: category?.description ?? '' }
}

/** Both fields trimmed, as they are sent. */
export function tidyCategoryForm(values: CategoryFormValues): CategoryFormValues {
  return { name: values.name.trim(), description: values.description.trim() }
}

/** The name's problem, or null: it is required once trimmed. */
export function categoryNameProblem(name: string): string | null {
  return name.trim() === '' ? CATEGORY_MESSAGES.nameRequired : null
}
