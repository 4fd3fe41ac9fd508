import { readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { RequestBody } from '../../../../../shared/api-contract.ts'

/** docs/screens/admin.md#published-courses: 15 courses a page. */
export const PUBLISHED_PAGE_SIZE = 15
/** The catalogue's search limit. */
export const PUBLISHED_SEARCH_MAX_LENGTH = 100
/** How many tags a course card shows. */
export const CARD_TAGS = 3
/** The Categories filter's option meaning every category. */
export const ALL_CATEGORIES = 'all'

/**
 * The published list's state as its address holds it. `categories` holds the chosen category
 * ids; empty means All.
 */
export interface PublishedView {
  search: string
  categories: string[]
  page: number
}

const CATEGORY_ID = /^[0-9a-f-]{36}$/i

export const publishedCodec: UrlFilterCodec<PublishedView> = {
  parse: (params) => ({
    search: readText(params, 'search', PUBLISHED_SEARCH_MAX_LENGTH),
    categories: [
      ...new Set(
        (params.get('categories') ?? '')
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter((id) => CATEGORY_ID.test(id))
      ),
    ],
    page: readPage(params),
  }),
  serialize: (view) =>
    writeParams([
      ['search', view.search, ''],
      ['categories', view.categories.join(','), ''],
      ['page', view.page, 1],
    ]),
}

/**
 * The Categories filter's rules: choosing All clears every other choice; choosing a category
 * removes All (adds it to the chosen ones, or takes it out when it was chosen); taking out the
 * last one leaves All. The list goes back to page 1 on any choice.
 */
export function chooseCategory(view: PublishedView, choice: string): PublishedView {
  if (choice === ALL_CATEGORIES) return { ...view, categories: [], page: 1 }
  const categories = view.categories.includes(choice)
    ? view.categories.filter((id) => id !== choice)
    : [...view.categories, choice]
  return { ...view, categories, page: 1 }
}

/** Whether All is in force: nothing chosen. */
export function allCategoriesChosen(view: PublishedView): boolean {
  return view.categories.length === 0
}

/** The list's request: no category filter at all for All (none chosen); search by name only. */
export function publishedRequest(
  view: PublishedView
): RequestBody<'POST', '/courses/getAllCourses'> {
  return {
    page: view.page,
    limit: PUBLISHED_PAGE_SIZE,
    ...(view.categories.length ? { categoryIds: view.categories } : {}),
    ...(view.search ? { search: view.search, searchIn: 'name' as const } : {}),
  }
}

/**
 * Inspect's address: the course's name in the path (a slash in it would split the path, so it
 * reads as a dash), its id in the query; the page finds the course by the id alone.
 */
export function inspectPath(course: { _id: string; courseName: string }): string {
  const name = encodeURIComponent(course.courseName.replace(/\//g, '-'))
  return `/course/published/${name}?id=${encodeURIComponent(course._id)}`
}
