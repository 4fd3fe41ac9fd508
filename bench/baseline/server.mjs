/*
| The baseline: a bare `node:http` server with `pg` Pools of the API's sizes
| (api/config/database.ts: 10, and 4 for the listings' prepared statements)
| answering the two benchmarked calls with the SAME SQL the API sends (text
| and parameters as its listing services write them, prepared the same way:
| see statement()), in the same order and with the same concurrency, and the
| same JSON; like the API it reuses a published list's count for
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
import { createHash } from 'node:crypto'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
// as the API's `listings` connections (api/config/database.ts): its prepared statements' pool
const preparedPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
preparedPool.on('connect', (client) => {
  client.query('SET plan_cache_mode = force_generic_plan')
})
// an idle connection the database ends (shutdown) must not take the server down
for (const each of [pool, preparedPool]) {
  each.on('error', (error) => console.error(`idle database connection: ${error.message}`))
}

/** A listing statement on the pool the API would send it to. */
const read = (query) => (query.name ? preparedPool : pool).query(query)
const readRows = async (query) => {
  const { rows } = await read(query)
  return rows
}

/**
 * As the API's readListing (api/app/core/services/listing_sql.ts): a listing's
 * text with `?` numbered `$1, $2, …` in order (as knex numbers them), sent as
 * a named prepared statement (the same name for the same text) unless it is a
 * search.
 */
function statement(sql, values, prepared) {
  let index = 0
  const text = sql.replace(/\?/g, () => `$${++index}`)
  if (!prepared) return { text, values }
  const name = `listing_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
  return { name, text, values }
}

/** As the API's SEARCH_WALK_ROWS. */
const SEARCH_WALK_ROWS = 500

/**
 * As the API's readPage (api/app/core/services/listing_sql.ts): the page's ids in
 * a subquery; a search the listing's index holds the text for is tried in the
 * listing's first rows first (searchInFirstRows).
 */
async function readPage(page) {
  const { select, from, cardJoins = '', id, matching, order, limit, offset, search } = page
  if (page.indexedSearch && offset + limit <= SEARCH_WALK_ROWS) {
    const rows = await searchInFirstRows(page, page.indexedSearch)
    if (rows.length === limit) return rows
  }
  const ids = `SELECT ${id} FROM ${from}${matching.sql} ORDER BY ${order} LIMIT ? OFFSET ?`
  const sql = `${select} FROM ${from}${cardJoins} WHERE ${id} IN (${ids}) ORDER BY ${order}`
  return readRows(statement(sql, [...matching.bindings, limit, offset], !search))
}

/** As the API's searchInFirstRows: prepared, whatever the term. */
function searchInFirstRows({ select, from, cardJoins = '', id, order, limit, offset }, search) {
  const firstRows = `SELECT ${id}, ${search.orderColumns}, ${search.column} FROM ${from}${search.unsearched.sql} ORDER BY ${order} LIMIT ?`
  const ids = `SELECT ${id} FROM (${firstRows}) AS ${from} WHERE strpos(${search.column}, ?) > 0 ORDER BY ${order} LIMIT ? OFFSET ?`
  const sql = `${select} FROM ${from}${cardJoins} WHERE ${id} IN (${ids}) ORDER BY ${order}`
  const values = [...search.unsearched.bindings, SEARCH_WALK_ROWS, search.term, limit, offset]
  return readRows(statement(sql, values, true))
}

/** As the API's ListingConditions: `?` placeholders and their values, in order. */
function conditions() {
  const clauses = []
  const bindings = []
  return {
    clauses,
    bindings,
    add(clause, ...values) {
      clauses.push(clause)
      bindings.push(...values)
    },
    and(clause, ...values) {
      const more = conditions()
      more.clauses.push(...clauses)
      more.bindings.push(...bindings)
      more.add(clause, ...values)
      return more
    },
    get sql() {
      return clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''
    },
  }
}

/**
 * As the API's listingCounts (LISTING_COUNT_CACHE_SECONDS, 30 s by default):
 * a published list's count is asked for once per filter and reused, misses
 * at the same time sharing one query.
 */
const COUNT_SECONDS = 30
const counts = new Map()
function countOnce(query) {
  const key = JSON.stringify([query.text, query.values])
  const hit = counts.get(key)
  if (hit && hit.expiresAt > Date.now()) return hit.value
  const value = read(query).then(({ rows }) => Number(rows[0].total))
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
  'rating_count',
  'rating_sum',
]
  .map((column) => `courses.${column}`)
  .join(', ')
const CARD_EXTRAS =
  '(SELECT name FROM categories WHERE categories.id = courses.category_id) AS category_name, ' +
  'instructor.first_name AS instructor_first_name, instructor.last_name AS instructor_last_name'
const INSTRUCTOR_JOIN = ' LEFT JOIN users AS instructor ON instructor.id = courses.instructor_id'

const COURSE_SORTS = {
  courseName: (d) => `lower(courses.course_name) ${d}`,
  instructor: (d) =>
    `lower(sort_instructor.last_name) ${d}, lower(sort_instructor.first_name) ${d}`,
  price: (d) => `courses.price_paise ${d}`,
  enrollments: (d) => `courses.enrollments_count ${d}`,
  createdAt: (d) => `courses.created_at ${d}`,
}

/** CatalogueService.list for a visitor, query for query: the count and the page, together. */
async function listCourses(body) {
  const page = Number.isInteger(body.page) && body.page >= 1 ? body.page : 1
  const limit = Number.isInteger(body.limit) && body.limit >= 1 ? Math.min(body.limit, 100) : 10
  const direction = body.sortOrder === 'asc' ? 'asc' : 'desc'
  const sortBy = COURSE_SORTS[body.sortBy] ? body.sortBy : 'createdAt'

  const listed = conditions()
  listed.add('courses.status = ?', 'published')
  const categories = Array.isArray(body.categoryIds) && body.categoryIds.length > 0
  if (categories) {
    listed.add('courses.category_id = ANY (?::uuid[])', `{${body.categoryIds.join(',')}}`)
  }
  let matching = listed
  let indexedSearch
  const search = typeof body.search === 'string' ? body.search.trim() : ''
  if (search !== '') {
    const pattern = likePattern(search)
    if (search.includes('\n')) {
      matching = listed.and(
        '(lower(courses.course_name) LIKE ? OR lower(courses.course_description) LIKE ?)',
        pattern,
        pattern
      )
    } else {
      matching = listed.and('courses.search_text LIKE ?', pattern)
      if (sortBy === 'createdAt' && !categories) {
        indexedSearch = {
          term: search.toLowerCase(),
          column: 'courses.search_text',
          orderColumns: 'courses.created_at',
          unsearched: listed,
        }
      }
    }
  }
  const join =
    sortBy === 'instructor'
      ? ' JOIN users AS sort_instructor ON sort_instructor.id = courses.instructor_id'
      : ''
  const order = `${COURSE_SORTS[sortBy](direction)}, courses.id ${direction}`
  const prepared = search === ''
  // the page's ids first, then the page's rows with their card data; the API
  // sends the page before the count (the count goes through its cache first)
  const [courses, total] = await Promise.all([
    readPage({
      select: `SELECT ${COURSE_CARD_COLUMNS}, ${CARD_EXTRAS}`,
      from: `courses${join}`,
      cardJoins: INSTRUCTOR_JOIN,
      id: 'courses.id',
      matching,
      order,
      limit,
      offset: (page - 1) * limit,
      search: !prepared,
      indexedSearch,
    }),
    countOnce(
      statement(`SELECT count(*) AS total FROM courses${matching.sql}`, matching.bindings, prepared)
    ),
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
      averageRating:
        course.rating_count === 0
          ? null
          : Math.floor((20 * course.rating_sum + course.rating_count) / (2 * course.rating_count)) /
            10,
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
  const listed = conditions()
  listed.add('store_items.deleted_at IS NULL')
  listed.add('store_items.status = ?', 'published')
  if (filters.type) listed.add('store_items.type = ?', filters.type)
  if (filters.author) listed.add('lower(store_items.author) = ?', filters.author.toLowerCase())
  const matching = filters.search
    ? listed.and('store_items.search_text LIKE ?', likePattern(filters.search))
    : listed
  const indexedSearch =
    filters.search && filters.sort === 'createdAt' && !filters.type && !filters.author
      ? {
          term: filters.search.toLowerCase(),
          column: 'store_items.search_text',
          orderColumns: 'store_items.created_at',
          unsearched: listed,
        }
      : undefined
  const order = `${BOOK_SORTS[filters.sort]} ${filters.order}, store_items.id ${filters.order}`
  const prepared = !filters.search
  const [items, totalItems] = await Promise.all([
    readPage({
      select: 'SELECT store_items.*',
      from: 'store_items',
      id: 'store_items.id',
      matching,
      order,
      limit: filters.limit,
      offset: (filters.page - 1) * filters.limit,
      search: !prepared,
      indexedSearch,
    }),
    countOnce(
      statement(
        `SELECT count(*) AS total FROM store_items${matching.sql}`,
        matching.bindings,
        prepared
      )
    ),
  ])
  const totalPages = Math.ceil(totalItems / filters.limit)
  return {
    success: true,
    message: 'Books fetched successfully',
    data: items.map((item) => ({
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
    Promise.all([pool.end(), preparedPool.end()]).finally(() => process.exit(0))
  })
}
