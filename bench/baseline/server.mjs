/*
| The baseline: a bare `node:http` server with a `pg` Pool of the API's size
| (config/database.ts: max 10) answering the two benchmarked calls with the
| SAME SQL the API sends (text and parameters as Lucid/knex write them, found
| with DEBUG=knex:query), in the same order and with the same concurrency,
| and the same JSON; like the API it reuses a published list's count for
| 30 s (countOnce). What it leaves out is the framework: routing,
| middleware, validation, the ORM's models and preloads, transformers.
|
|   POST /api/v1/courses/getAllCourses   JSON body: page, limit, categoryIds, search,
|                                        sortBy, sortOrder (visitor's view)
|   POST /api/v1/store/getAllBooks       query string and/or JSON body: page, limit, sort,
|                                        order, category|type, author, search
|   GET  /health
|
| Env: DATABASE_URL, PORT. Started by bench/run.mjs.
*/
import { createServer } from 'node:http'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
// an idle connection the database ends (shutdown) must not take the server down
pool.on('error', (error) => console.error(`idle database connection: ${error.message}`))

/** `$1, $2, …` from `start` for `count` values, as knex numbers them. */
function placeholders(start, count) {
  return Array.from({ length: count }, (_, index) => `$${start + index}`).join(', ')
}

/** knex adds `limit $n` always and `offset $n` only past the first row. */
function pageClause(bindings, page, limit) {
  bindings.push(limit)
  let clause = ` limit $${bindings.length}`
  const offset = (page - 1) * limit
  if (offset > 0) {
    bindings.push(offset)
    clause += ` offset $${bindings.length}`
  }
  return clause
}

/**
 * As the API's listingCounts (LISTING_COUNT_CACHE_SECONDS, 30 s by default):
 * a published list's count is asked for once per filter and reused, misses
 * at the same time sharing one query.
 */
const COUNT_SECONDS = 30
const counts = new Map()
function countOnce(sql, bindings) {
  const key = JSON.stringify([sql, bindings])
  const hit = counts.get(key)
  if (hit && hit.expiresAt > Date.now()) return hit.value
  const value = pool.query(sql, bindings).then(({ rows }) => Number(rows[0].total))
  counts.set(key, { expiresAt: Date.now() + COUNT_SECONDS * 1000, value })
  value.catch(() => counts.delete(key))
  return value
}

const likePattern = (search) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function durationText(totalSeconds) {
  const seconds = Math.max(0, Math.floor(totalSeconds || 0))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  if (hours > 0) return `${hours}h ${minutes}m`
  if (minutes > 0) return `${minutes}m ${seconds % 60}s`
  return `${seconds}s`
}

/** As CatalogueService writes them. */
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
]
  .map((column) => `"courses"."${column}"`)
  .join(', ')
const CARD_EXTRAS =
  '(SELECT name FROM categories WHERE categories.id = courses.category_id) AS category_name, ' +
  '(SELECT first_name FROM users WHERE users.id = courses.instructor_id) AS instructor_first_name, ' +
  '(SELECT last_name FROM users WHERE users.id = courses.instructor_id) AS instructor_last_name, ' +
  '(SELECT round(avg(rating)::numeric, 1) FROM course_ratings WHERE course_ratings.course_id = courses.id) AS average_rating, ' +
  '(SELECT count(*)::int FROM course_ratings WHERE course_ratings.course_id = courses.id) AS rating_count'

const COURSE_SORTS = {
  courseName: (d) => `lower(courses.course_name) ${d}`,
  price: (d) => `"courses"."price_paise" ${d}`,
  enrollments: (d) => `"courses"."enrollments_count" ${d}`,
  createdAt: (d) => `"courses"."created_at" ${d}`,
}

/** CatalogueService.list for a visitor, query for query: the count and the page, together. */
async function listCourses(body) {
  const page = Number.isInteger(body.page) && body.page >= 1 ? body.page : 1
  const limit = Number.isInteger(body.limit) && body.limit >= 1 ? Math.min(body.limit, 100) : 10
  const direction = body.sortOrder === 'asc' ? 'asc' : 'desc'

  const bindings = ['published']
  let where = ' where "courses"."status" = $1'
  if (Array.isArray(body.categoryIds) && body.categoryIds.length > 0) {
    where += ` and "courses"."category_id" in (${placeholders(2, body.categoryIds.length)})`
    bindings.push(...body.categoryIds)
  }
  if (typeof body.search === 'string' && body.search.trim() !== '') {
    const search = body.search.trim()
    const pattern = likePattern(search)
    const n = bindings.length
    if (search.includes('\n')) {
      where +=
        ` and (lower(courses.course_name) LIKE $${n + 1}` +
        ` or lower(courses.course_description) LIKE $${n + 2})`
      bindings.push(pattern, pattern)
    } else {
      where += ` and courses.search_text LIKE $${n + 1}`
      bindings.push(pattern)
    }
  }

  let join = ''
  let order
  if (body.sortBy === 'instructor') {
    join =
      ' inner join "users" as "sort_instructor" on "sort_instructor"."id" = "courses"."instructor_id"'
    order =
      `lower(sort_instructor.last_name) ${direction}, ` +
      `lower(sort_instructor.first_name) ${direction}`
  } else {
    order = (COURSE_SORTS[body.sortBy] ?? COURSE_SORTS.createdAt)(direction)
  }
  order += `, "courses"."id" ${direction}`
  const pageBindings = [...bindings]
  const paging = pageClause(pageBindings, page, limit)
  // the page's ids first, then the page's rows with their card data; the API
  // sends the page before the count (the count goes through its cache first)
  const [{ rows: courses }, total] = await Promise.all([
    pool.query(
      `select ${COURSE_CARD_COLUMNS}, ${CARD_EXTRAS} from "courses"${join}` +
        ` where "courses"."id" in (select "courses"."id" from "courses"${join}${where} order by ${order}${paging})` +
        ` order by ${order}`,
      pageBindings
    ),
    countOnce(`select count(*) as "total" from "courses"${where}`, bindings),
  ])

  const data = courses.map((course) => {
    return {
      _id: course.id,
      courseName: course.course_name,
      courseDescription: course.course_description,
      thumbnail: course.thumbnail ?? '',
      price: course.price_paise / 100,
      pricePaise: course.price_paise,
      isFree: course.price_paise === 0,
      category:
        course.category_id && course.category_name !== null
          ? { _id: course.category_id, name: course.category_name }
          : null,
      instructor:
        course.instructor_first_name !== null
          ? {
              _id: course.instructor_id,
              firstName: course.instructor_first_name,
              lastName: course.instructor_last_name,
            }
          : null,
      tag: course.tags ?? [],
      whatYouWillLearn: course.what_you_will_learn,
      instructions: course.instructions ?? [],
      enrollments: course.enrollments_count,
      averageRating: course.average_rating === null ? null : Number(course.average_rating),
      ratingCount: Number(course.rating_count ?? 0),
      totalDuration: course.total_duration_seconds,
      totalDurationText: durationText(course.total_duration_seconds),
      studentsEnroled: [],
      status: course.status,
      createdAt: course.created_at.toISOString(),
    }
  })
  return {
    success: true,
    message: 'Courses fetched successfully',
    data,
    totalPages: Math.ceil(total / limit),
    currentPage: page,
    totalCourses: total,
    limit,
  }
}

const BOOK_SORTS = {
  createdAt: 'store_items.created_at',
  title: 'store_items.title',
  author: 'store_items.author',
  price: 'store_items.price_paise',
  purchases: 'store_items.purchases_count',
}
const TYPES = ['Notes', 'TestSeries', 'Material', 'Books']
const SEARCH_COLUMN = 'store_items.search_text'

const quoted = (column) =>
  column
    .split('.')
    .map((part) => `"${part}"`)
    .join('.')

/** The store's documented sanitising, for the values a visitor can send. */
function bookFilters(raw) {
  const text = (value, max) => {
    const single = Array.isArray(value) ? value[0] : value
    if (typeof single !== 'string' && typeof single !== 'number') return null
    const trimmed = String(single).trim().replace(/\s+/g, ' ').slice(0, max)
    return trimmed === '' ? null : trimmed
  }
  const page = Number(text(raw.page, 20))
  const limitNumber = Number(text(raw.limit, 20) ?? Number.NaN)
  const category = text(raw.category ?? raw.type, 40)
  let type = null
  if (category && category.toLowerCase() !== 'all') {
    type = TYPES.find((entry) => entry.toLowerCase() === category.toLowerCase()) ?? category
  }
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit: Number.isFinite(limitNumber) ? Math.min(100, Math.max(1, Math.trunc(limitNumber))) : 10,
    sort: BOOK_SORTS[raw.sort] ? raw.sort : 'createdAt',
    order: raw.order === 'asc' ? 'asc' : 'desc',
    type,
    author: text(raw.author, 120),
    search: text(raw.search, 100),
  }
}

/** StoreListingService.page for a visitor: count and page at the same time. */
async function listBooks(raw) {
  const filters = bookFilters(raw)
  const bindings = ['published']
  let where = ' where "store_items"."deleted_at" is null and "store_items"."status" = $1'
  if (filters.type) {
    bindings.push(filters.type)
    where += ` and "store_items"."type" = $${bindings.length}`
  }
  if (filters.author) {
    bindings.push(filters.author.toLowerCase())
    where += ` and lower(store_items.author) = $${bindings.length}`
  }
  if (filters.search) {
    bindings.push(likePattern(filters.search))
    where += ` and ${SEARCH_COLUMN} LIKE $${bindings.length}`
  }
  const pageBindings = [...bindings]
  const order =
    `${quoted(BOOK_SORTS[filters.sort])} ${filters.order}, ` + `"store_items"."id" ${filters.order}`
  const paging = pageClause(pageBindings, filters.page, filters.limit)
  const [items, totalItems] = await Promise.all([
    pool.query(
      `select "store_items".* from "store_items"${where} order by ${order}${paging}`,
      pageBindings
    ),
    countOnce(`select count(*) as "total" from "store_items"${where}`, bindings),
  ])
  const totalPages = Math.ceil(totalItems / filters.limit)
  return {
    success: true,
    message: 'Books fetched successfully',
    data: items.rows.map((item) => ({
      _id: item.id,
      title: item.title,
      author: item.author,
      description: item.description,
      type: item.type,
      category: item.type,
      price: Math.round(item.price_paise) / 100,
      pricePaise: item.price_paise,
      isFree: item.price_paise === 0,
      thumbnailUrl: item.thumbnail_url,
      thumbnail_public_id: item.thumbnail_public_id,
      thumbnail_format: item.thumbnail_format,
      pdf_format: item.pdf_format ?? 'pdf',
      status: item.status,
      themes: item.themes ?? [],
      purchases: item.purchases_count,
      studentsPurchase: [],
      createdAt: item.created_at.toISOString(),
      updatedAt: item.updated_at.toISOString(),
    })),
    meta: {
      totalItems,
      currentPage: filters.page,
      totalPages,
      hasNextPage: filters.page < totalPages,
      hasPrevPage: filters.page > 1,
      limit: filters.limit,
    },
  }
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        resolve(text === '' ? {} : JSON.parse(text))
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })
}

function send(response, status, payload) {
  const body = JSON.stringify(payload)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://localhost')
    if (request.method === 'GET' && url.pathname === '/health') {
      await pool.query('SELECT 1')
      return send(response, 200, { status: 'ok' })
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/courses/getAllCourses') {
      return send(response, 200, await listCourses(await readBody(request)))
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/store/getAllBooks') {
      const body = await readBody(request)
      const raw = { ...Object.fromEntries(url.searchParams), ...body }
      return send(response, 200, await listBooks(raw))
    }
    send(response, 404, { success: false, message: 'Not found' })
  } catch (error) {
    send(response, 500, { success: false, message: String(error?.message ?? error) })
  }
})

server.listen(Number(process.env.PORT), '127.0.0.1')

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close()
    server.closeAllConnections()
    pool.end().finally(() => process.exit(0))
  })
}
