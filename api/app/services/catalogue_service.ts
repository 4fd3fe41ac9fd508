import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Course from '#models/course'
import type User from '#models/user'
import ApiException from '#exceptions/api_exception'
import type { CourseSortField } from '#validators/catalogue'

export interface CourseListFilters {
  page?: number | null
  limit?: number | null
  categoryIds?: string[] | null
  search?: string | null
  sortBy?: CourseSortField | null
  sortOrder?: string | null
  status?: string | null
}

type CourseQuery = ModelQueryBuilderContract<typeof Course>

export const DEFAULT_COURSE_PAGE_SIZE = 10

/** Lesson columns a visitor's answer is built from: never the video URL. */
const PUBLIC_LESSON_COLUMNS = ['id', 'section_id', 'title', 'description', 'duration_seconds']

/** `%`, `_` and `\` in a search box mean themselves. */
function likePattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * The public catalogue: the course list with its filters, search, sorts and
 * pages, and one course's public page. Visitors and learners only ever see
 * published courses; admins may ask for drafts (status 'draft' or 'all').
 *
 * Each course carries its rating (average and count) and, for a signed-in
 * caller, whether they are enrolled; category and instructor are preloads.
 * A page costs the same few queries whatever its size: count, page,
 * category, instructor, ratings and (signed in) the caller's enrolments.
 */
export default class CatalogueService {
  async list(filters: CourseListFilters, viewer?: User) {
    const page = filters.page ?? 1
    const limit = filters.limit ?? DEFAULT_COURSE_PAGE_SIZE
    const direction = filters.sortOrder === 'asc' ? 'asc' : 'desc'

    const query = Course.query()
    const status = viewer?.isAdmin ? (filters.status ?? 'published') : 'published'
    if (status !== 'all') query.where('courses.status', status)
    if (filters.categoryIds?.length) query.whereIn('courses.category_id', filters.categoryIds)
    if (filters.search) {
      // lower(course_name) has a trigram index; descriptions are searched too
      const pattern = likePattern(filters.search)
      query.where((match) =>
        match
          .whereRaw('lower(courses.course_name) LIKE ?', [pattern])
          .orWhereRaw('lower(courses.course_description) LIKE ?', [pattern])
      )
    }

    const [counted] = await query.clone().count('* as total')
    const total = Number(counted.$extras.total)

    // the instructor sort joins users: keep the courses' own columns only
    query.select('courses.*')
    this.withCardRelations(query)
    this.sort(query, filters.sortBy ?? 'createdAt', direction)
    const courses = await query.offset((page - 1) * limit).limit(limit)
    await this.attachCardData(courses, viewer)

    return { courses, total, page, limit, totalPages: Math.ceil(total / limit) }
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
   * Puts each course's rating (average to one decimal, count) and whether the
   * caller is enrolled in `$extras`: one grouped query over the page's ids, and
   * one for the caller's enrolments among them. (Correlated subqueries in the
   * page query would also run for every row an OFFSET skips.)
   */
  async attachCardData(courses: Course[], viewer?: User) {
    if (courses.length === 0) return courses
    const ids = courses.map((course) => course.id)
    const ratings = await db
      .from('course_ratings')
      .whereIn('course_id', ids)
      .groupBy('course_id')
      .select('course_id')
      .select(db.raw('round(avg(rating)::numeric, 1) AS average'), db.raw('count(*)::int AS count'))
    const byCourse = new Map(ratings.map((row) => [row.course_id as string, row]))
    const enrolled = new Set<string>()
    if (viewer) {
      const rows = await db
        .from('enrolments')
        .where('user_id', viewer.id)
        .whereIn('course_id', ids)
        .select('course_id')
      for (const row of rows) enrolled.add(row.course_id)
    }
    for (const course of courses) {
      const rating = byCourse.get(course.id)
      course.$extras.average_rating = rating ? Number(rating.average) : null
      course.$extras.rating_count = rating ? Number(rating.count) : 0
      course.$extras.is_enrolled = enrolled.has(course.id)
    }
    return courses
  }

  private sort(query: CourseQuery, sortBy: CourseSortField, direction: 'asc' | 'desc') {
    switch (sortBy) {
      case 'courseName':
        query.orderByRaw(`lower(courses.course_name) ${direction}`)
        break
      case 'instructor':
        query
          .join('users as sort_instructor', 'sort_instructor.id', 'courses.instructor_id')
          .orderByRaw(
            `lower(sort_instructor.last_name) ${direction}, lower(sort_instructor.first_name) ${direction}`
          )
        break
      case 'price':
        query.orderBy('courses.price_paise', direction)
        break
      case 'enrollments':
        query.orderBy('courses.enrollments_count', direction)
        break
      default:
        query.orderBy('courses.created_at', direction)
    }
    // a stable order, so no course shows on two pages
    query.orderBy('courses.id', direction)
  }
}
