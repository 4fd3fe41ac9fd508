import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Course, { type CourseStatus } from '#catalogue/models/course'
import type { CourseCard } from '#catalogue/transformers/course_card_transformer'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import {
  type IndexedSearch,
  ListingConditions,
  containsPattern,
  readListing,
  readPage,
} from '#core/services/listing_sql'
import { listingCounts } from '#core/services/listing_cache'
import { averageRating } from '#catalogue/services/rating_totals'
import type { CourseSortField } from '#catalogue/validators/catalogue'

export interface CourseListFilters {
  page?: number | null
  limit?: number | null
  categoryIds?: string[] | null
  search?: string | null
  /** 'name': the course name only (the admin's published list); default name or description */
  searchIn?: 'all' | 'name' | null
  sortBy?: CourseSortField | null
  sortOrder?: string | null
  status?: string | null
}

type CourseQuery = ModelQueryBuilderContract<typeof Course>

export const DEFAULT_COURSE_PAGE_SIZE = 10

/** Lesson columns a visitor's answer is built from: never the video URL. */
const PUBLIC_LESSON_COLUMNS = ['id', 'section_id', 'title', 'description', 'duration_seconds']

/** The course's own columns a card shows (see cardFromRow). */
const COURSE_CARD_COLUMNS = [
  'id',
  'course_name',
  'course_description',
  'thumbnail',
  'price_paise',
  'category_id',
  'instructor_id',
  'tags',
  'what_you_will_learn',
  'instructions',
  'enrollments_count',
  'total_duration_seconds',
  'status',
  'created_at',
  'rating_count',
  'rating_sum',
]
  .map((column) => `courses.${column}`)
  .join(', ')

/**
 * What a course card shows beside the course's own columns (its rating comes
 * from the totals it keeps, see averageRating): the category's name (a
 * subquery) and the instructor's names (INSTRUCTOR_JOIN: one join planned and
 * run faster than a subquery per name, which counts for a search, whose plan
 * is made per request; see readListing).
 */
const CARD_EXTRAS =
  '(SELECT name FROM categories WHERE categories.id = courses.category_id) AS category_name, ' +
  'instructor.first_name AS instructor_first_name, instructor.last_name AS instructor_last_name'
const INSTRUCTOR_JOIN = ' LEFT JOIN users AS instructor ON instructor.id = courses.instructor_id'

/** The caller's enrolment, for a signed-in caller's page (one binding: the user's id). */
const IS_ENROLLED =
  'EXISTS (SELECT 1 FROM enrolments WHERE enrolments.course_id = courses.id AND enrolments.user_id = ?) AS is_enrolled'

/** Each sort's ORDER BY, with the id as tie-breaker so no course shows on two pages. */
const SORTS: Record<CourseSortField, (direction: 'asc' | 'desc') => string> = {
  courseName: (direction) => `lower(courses.course_name) ${direction}`,
  instructor: (direction) =>
    `lower(sort_instructor.last_name) ${direction}, lower(sort_instructor.first_name) ${direction}`,
  price: (direction) => `courses.price_paise ${direction}`,
  enrollments: (direction) => `courses.enrollments_count ${direction}`,
  createdAt: (direction) => `courses.created_at ${direction}`,
}
const INSTRUCTOR_SORT_JOIN =
  ' JOIN users AS sort_instructor ON sort_instructor.id = courses.instructor_id'

/** A row of the list's page query: COURSE_CARD_COLUMNS and CARD_EXTRAS. */
interface CourseCardRow {
  id: string
  course_name: string
  course_description: string
  thumbnail: string | null
  price_paise: number
  category_id: string | null
  instructor_id: string
  tags: string[] | null
  what_you_will_learn: string
  instructions: string[] | null
  enrollments_count: number
  total_duration_seconds: number
  status: CourseStatus
  created_at: Date
  category_name: string | null
  instructor_first_name: string | null
  instructor_last_name: string | null
  rating_count: number
  rating_sum: number
  is_enrolled?: boolean
}

/**
 * A list row as a course card. The list reads rows, not Course models:
 * building a model per row (and per category and instructor) took about a
 * quarter of the call's CPU in the benchmark (`npm run bench`).
 */
function cardFromRow(row: CourseCardRow): CourseCard {
  return {
    id: row.id,
    courseName: row.course_name,
    courseDescription: row.course_description,
    thumbnail: row.thumbnail,
    pricePaise: row.price_paise,
    category:
      row.category_id && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
    instructor:
      row.instructor_first_name !== null
        ? {
            id: row.instructor_id,
            firstName: row.instructor_first_name,
            lastName: row.instructor_last_name ?? '',
          }
        : null,
    tags: row.tags,
    whatYouWillLearn: row.what_you_will_learn,
    instructions: row.instructions,
    enrollmentsCount: row.enrollments_count,
    totalDurationSeconds: row.total_duration_seconds,
    status: row.status,
    createdAt: DateTime.fromJSDate(row.created_at),
    $extras: {
      average_rating: averageRating(row.rating_sum, row.rating_count),
      rating_count: row.rating_count,
      is_enrolled: row.is_enrolled === true,
    },
  }
}

/**
 * The public catalogue: the course list with its filters, search, sorts and
 * pages, and one course's public page. Visitors and learners only ever see
 * published courses; admins may ask for drafts (status 'draft' or 'all').
 *
 * Each course carries its rating (average and count) and, for a signed-in
 * caller, whether they are enrolled; in the list these come with the page
 * (see `list`), elsewhere category and instructor are preloads and the rest
 * `attachCardData`.
 */
export default class CatalogueService {
  /**
   * A page of courses in two queries, sent together: the count (reused for a
   * while for the published list, see listingCounts), and the page with each
   * course's category, instructor, rating and (signed in) the caller's
   * enrolment. The page query picks the page's ids first (a subquery the
   * listing indexes answer, skipping an OFFSET's rows in the index alone), so
   * the card's extras are read for the page's rows only. Written as SQL, not
   * with the query builder: its text is then one of a fixed set, prepared once
   * per connection (see readListing), and building it costs next to nothing.
   */
  async list(filters: CourseListFilters, viewer?: User) {
    const page = filters.page ?? 1
    const limit = filters.limit ?? DEFAULT_COURSE_PAGE_SIZE
    const direction = filters.sortOrder === 'asc' ? 'asc' : 'desc'
    const sortBy = filters.sortBy ?? 'createdAt'

    const listed = new ListingConditions()
    const status = viewer?.isAdmin ? (filters.status ?? 'published') : 'published'
    if (status !== 'all') listed.add('courses.status = ?', status)
    if (filters.categoryIds?.length) {
      // one array value, so any number of categories is the same statement (ids are UUIDs: validated)
      listed.add('courses.category_id = ANY (?::uuid[])', `{${filters.categoryIds.join(',')}}`)
    }
    let matching = listed
    let indexedSearch: IndexedSearch | undefined
    if (filters.search) {
      // a substring match, see docs/decisions.md "Listing search"; lower(course_name)
      // and search_text (name and description lowered, a line break between,
      // stored with the row) have trigram indexes
      const pattern = containsPattern(filters.search)
      if (filters.searchIn === 'name') {
        matching = listed.and('lower(courses.course_name) LIKE ?', pattern)
      } else if (filters.search.includes('\n')) {
        // only a search with a line break could match across search_text's
        matching = listed.and(
          '(lower(courses.course_name) LIKE ? OR lower(courses.course_description) LIKE ?)',
          pattern,
          pattern
        )
      } else {
        matching = listed.and('courses.search_text LIKE ?', pattern)
        // newest or oldest first in one status: courses_search_newest_first holds the text
        if (sortBy === 'createdAt' && status !== 'all' && !filters.categoryIds?.length) {
          indexedSearch = {
            term: filters.search.toLowerCase(),
            column: 'courses.search_text',
            orderColumns: 'courses.created_at',
            unsearched: listed,
          }
        }
      }
    }

    const join = sortBy === 'instructor' ? INSTRUCTOR_SORT_JOIN : ''
    const search = Boolean(filters.search)

    const counting = async () => {
      const [counted] = await readListing<{ total: string }>(
        `SELECT count(*) AS total FROM courses${matching.sql}`,
        matching.bindings,
        { prepared: !search }
      )
      return Number(counted.total)
    }
    // the published list's count is the same for everyone: see listingCounts
    const countKey =
      status === 'published'
        ? `count:courses:${JSON.stringify([
            [...(filters.categoryIds ?? [])].sort(),
            filters.search?.toLowerCase() ?? null,
            filters.search && filters.searchIn === 'name' ? 'name' : 'all',
          ])}`
        : null
    const [total, rows] = await Promise.all([
      countKey ? listingCounts.remember(countKey, counting) : counting(),
      readPage<CourseCardRow>({
        select: `SELECT ${COURSE_CARD_COLUMNS}, ${CARD_EXTRAS}${viewer ? `, ${IS_ENROLLED}` : ''}`,
        selectBindings: viewer ? [viewer.id] : [],
        from: `courses${join}`,
        cardJoins: INSTRUCTOR_JOIN,
        id: 'courses.id',
        matching,
        order: `${SORTS[sortBy](direction)}, courses.id ${direction}`,
        limit,
        offset: (page - 1) * limit,
        search,
        indexedSearch,
      }),
    ])
    const courses = rows.map(cardFromRow)
    return { courses, total, page, limit }
  }

  /**
   * One course's public page: content with lesson titles and descriptions
   * only. Drafts are 404 except for admins.
   */
  async findPublic(courseId: string, viewer?: User) {
    const query = Course.query().where('courses.id', courseId)
    if (!viewer?.isAdmin) query.where('courses.status', 'published')
    this.withCardRelations(query)
    query.preload('sections', (sections) =>
      sections
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .preload('lessons', (lessons) =>
          lessons.select(PUBLIC_LESSON_COLUMNS).orderBy('position', 'asc').orderBy('id', 'asc')
        )
    )
    const course = await query.first()
    if (!course) throw new ApiException('Course not found', { status: 404 })
    await this.attachCardData([course], viewer)
    return course
  }

  /** The relations a course card shows: category and instructor (names only). */
  withCardRelations(query: CourseQuery) {
    return query
      .preload('category')
      .preload('instructor', (instructor) => instructor.select('id', 'first_name', 'last_name'))
  }

  /**
   * Puts each course's rating (average to one decimal, count: from the totals
   * the course keeps) and whether the caller is enrolled in `$extras`: one
   * query for the caller's enrolments among the courses.
   */
  async attachCardData(courses: Course[], viewer?: User) {
    if (courses.length === 0) return courses
    const enrolled = new Set<string>()
    if (viewer) {
      const rows = await db
        .from('enrolments')
        .where('user_id', viewer.id)
        .whereIn(
          'course_id',
          courses.map((course) => course.id)
        )
        .select('course_id')
      for (const row of rows) enrolled.add(row.course_id)
    }
    for (const course of courses) {
      course.$extras.average_rating = averageRating(course.ratingSum, course.ratingCount)
      course.$extras.rating_count = course.ratingCount
      course.$extras.is_enrolled = enrolled.has(course.id)
    }
    return courses
  }
}
