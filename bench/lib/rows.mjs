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

export function benchmarkRows(category) {
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
  ]
}

/** The request autocannon sends for `row` to the server at `origin`. */
export function requestFor(row, origin) {
  return { url: `${origin}${row.path}`, method: row.method, headers: row.headers, body: row.body }
}

async function ask(row, origin) {
  const response = await fetch(`${origin}${row.path}`, {
    method: row.method,
    headers: row.headers,
    body: row.body,
  })
  const text = await response.text()
  let answer = null
  try {
    answer = JSON.parse(text)
  } catch {
    // reported below
  }
  return { status: response.status, answer, text }
}

/**
 * One request to each server: both must answer 200 with a full page, and
 * the same JSON (same rows, same fields), or the comparison would be unfair.
 */
export async function checkRow(row, apiOrigin, baselineOrigin) {
  const [api, baseline] = await Promise.all([ask(row, apiOrigin), ask(row, baselineOrigin)])
  const problems = []
  for (const [who, got] of [
    ['API', api],
    ['baseline', baseline],
  ]) {
    if (got.status !== 200 || !got.answer) {
      problems.push(`${who} answered ${got.status}: ${got.text.slice(0, 200)}`)
    }
  }
  const counted = api.answer ? row.count(api.answer) : {}
  if (problems.length === 0) {
    if (!counted.items) problems.push('the API answered an empty page')
    if (!isDeepStrictEqual(api.answer, baseline.answer)) {
      problems.push('the API and the baseline answered different JSON')
    }
  }
  return { ...counted, bytes: api.text.length, problems }
}
