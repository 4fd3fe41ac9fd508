/*
| The measured rows: what each one asks, and a check of one answer before it
| is loaded.
*/
import { isDeepStrictEqual } from 'node:util'
import pg from 'pg'

const COURSES = '/api/v1/courses/getAllCourses'
const BOOKS = '/api/v1/store/getAllBooks'

/** Terms the seeded names and descriptions contain (a few hundred to a few thousand hits). */
export const COURSE_SEARCH = 'thermodynamics'
export const BOOK_SEARCH = 'polity'

/**
 * The category of the filter row: the one with the median number of
 * published courses (a typical category, not the biggest).
 */
export async function pickCategory(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT c.id, c.name, count(k.id)::int AS courses
       FROM categories c JOIN courses k ON k.category_id = c.id AND k.status = 'published'
       GROUP BY c.id, c.name ORDER BY courses, c.name`
    )
    return rows[Math.floor(rows.length / 2)]
  } finally {
    await client.end()
  }
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** Store filters go in the query string, the documented way; the body is empty. */
const query = (filters) => ({
  path: `${BOOKS}?${new URLSearchParams(filters)}`,
  method: 'POST',
  headers: {},
})

/**
 * The admin's dashboard: a few staff have it open, not a crowd of visitors.
 * The API computes it at most every 30 s (DASHBOARD_CACHE_SECONDS), so the
 * load measures the answers admins get; the first answer, computed from the
 * tables, has its own target.
 */
export const DASHBOARD = { connections: 5, p95Ms: 50, firstAnswerMs: 1500 }

/**
 * A bearer token of one of the seeded admins (the instructors are Admins),
 * as the desktop app signs in.
 */
export async function adminToken(apiOrigin) {
  const response = await fetch(`${apiOrigin}/api/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'instructor1@bench.pathshala.test',
      password: 'Learner@12345',
      deviceName: 'bench',
    }),
  })
  const answer = await response.json().catch(() => null)
  if (!response.ok || !answer?.token) {
    throw new Error(`admin sign-in answered ${response.status}: ${JSON.stringify(answer)}`)
  }
  return answer.token
}

export function benchmarkRows(category, token) {
  const courses = (answer) => ({ items: answer.data?.length, total: answer.totalCourses })
  const books = (answer) => ({ items: answer.data?.length, total: answer.meta?.totalItems })
  return [
    { name: 'getAllCourses page 1', path: COURSES, ...json({ page: 1 }), count: courses },
    { name: 'getAllCourses page 400', path: COURSES, ...json({ page: 400 }), count: courses },
    {
      name: `getAllCourses category (${category.name})`,
      path: COURSES,
      ...json({ categoryIds: [category.id] }),
      count: courses,
    },
    {
      name: `getAllCourses search "${COURSE_SEARCH}"`,
      path: COURSES,
      ...json({ search: COURSE_SEARCH }),
      count: courses,
    },
    {
      name: `getAllBooks search "${BOOK_SEARCH}"`,
      ...query({ search: BOOK_SEARCH }),
      count: books,
    },
    { name: 'getAllBooks type Notes', ...query({ category: 'Notes' }), count: books },
    {
      name: 'getAllBooks sort by price',
      ...query({ sort: 'price', order: 'asc' }),
      count: books,
    },
    {
      // its own target and load; the bare baseline does not implement it
      name: 'admin dashboard',
      path: '/api/v1/admin/dashboard',
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      count: (answer) => ({
        items: answer.data?.dailyRevenue?.length,
        total: answer.data?.paidOrders?.current,
      }),
      baseline: false,
      connections: DASHBOARD.connections,
      p95Ms: DASHBOARD.p95Ms,
      firstAnswerMs: DASHBOARD.firstAnswerMs,
    },
  ]
}

/** The request autocannon sends for `row` to the server at `origin`. */
export function requestFor(row, origin) {
  return { url: `${origin}${row.path}`, method: row.method, headers: row.headers, body: row.body }
}

async function ask(row, origin) {
  const startedAt = performance.now()
  const response = await fetch(`${origin}${row.path}`, {
    method: row.method,
    headers: row.headers,
    body: row.body,
  })
  const text = await response.text()
  const ms = performance.now() - startedAt
  let answer = null
  try {
    answer = JSON.parse(text)
  } catch {
    // reported below
  }
  return { status: response.status, answer, text, ms }
}

/**
 * One request to each server: both must answer 200 with a full page, and
 * the same JSON (same rows, same fields), or the comparison would be unfair.
 */
export async function checkRow(row, apiOrigin, baselineOrigin) {
  const withBaseline = row.baseline !== false
  const [api, baseline] = await Promise.all([
    ask(row, apiOrigin),
    withBaseline ? ask(row, baselineOrigin) : null,
  ])
  const problems = []
  for (const [who, got] of [
    ['API', api],
    ['baseline', baseline],
  ]) {
    if (got === null) continue
    if (got.status !== 200 || !got.answer) {
      problems.push(`${who} answered ${got.status}: ${got.text.slice(0, 200)}`)
    }
  }
  const counted = api.answer ? row.count(api.answer) : {}
  if (problems.length === 0) {
    if (!counted.items) problems.push('the API answered an empty page')
    if (withBaseline && !isDeepStrictEqual(api.answer, baseline.answer)) {
      problems.push('the API and the baseline answered different JSON')
    }
  }
  // the API's first answer to this row (for the dashboard: computed, not yet cached)
  return { ...counted, bytes: api.text.length, problems, firstAnswerMs: api.ms }
}
