import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors } from '@vinejs/vine'
import { Course } from '#catalogue'
import ApiException from '#core/exceptions/api_exception'

/**
 * The rules every change to a course's structure follows, shared by the builder's services.
 *
 * - A change runs in one transaction that first locks the course row (`lockCourse`), so
 *   changes to one course never interleave: appended positions cannot collide, reorders see a
 *   stable set, and the course's total length is recomputed from the lessons it really has.
 * - Positions of sections (in a course) and of lessons (in a section) are 1..n, contiguous.
 */

type Ordered = 'sections' | 'lessons'
const PARENT: Record<Ordered, string> = { sections: 'course_id', lessons: 'section_id' }

export function courseNotFound() {
  return new ApiException('Course not found', { status: 404 })
}

export function sectionNotFound() {
  return new ApiException('Section not found', { status: 404 })
}

export function lessonNotFound() {
  return new ApiException('Subsection not found', { status: 404 })
}

/**
 * The course, locked for the rest of the transaction; 404 when it does not exist. The lock
 * (FOR NO KEY UPDATE) serialises builder changes to the course without holding up learners'
 * rows that merely reference it (enrolments, progress, ratings); deleting the course takes
 * the full lock, which does hold those up.
 */
export async function lockCourse(
  trx: TransactionClientContract,
  courseId: string,
  options: { forDelete?: boolean } = {}
) {
  const query = Course.query({ client: trx }).where('id', courseId)
  if (options.forDelete) query.forUpdate()
  else query.knexQuery.forNoKeyUpdate()
  const course = await query.first()
  if (!course) throw courseNotFound()
  return course
}

/** The course with its category, sections and lessons in order: four queries, no N+1. */
export function courseWithContent(courseId: string) {
  return Course.query()
    .where('id', courseId)
    .preload('category')
    .preload('sections', (sections) =>
      sections
        .orderBy('position')
        .preload('lessons', (lessons) => lessons.orderBy('position').orderBy('id'))
    )
    .first()
}

/** Recomputes courses.total_duration_seconds from the course's lessons. */
export async function refreshTotalDuration(trx: TransactionClientContract, courseId: string) {
  await trx.rawQuery(
    `UPDATE courses SET total_duration_seconds = (
       SELECT COALESCE(SUM(l.duration_seconds), 0)
       FROM lessons l JOIN sections s ON s.id = l.section_id
       WHERE s.course_id = :courseId
     ), updated_at = now()
     WHERE id = :courseId`,
    { courseId }
  )
}

/** The position after the last one under a parent (1 when there is none). */
export async function nextPosition(
  trx: TransactionClientContract,
  table: Ordered,
  parentId: string
) {
  const row = await trx.from(table).where(PARENT[table], parentId).max('position as last').first()
  return Number(row?.last ?? 0) + 1
}

/** Closes gaps (after a delete or a move) so positions are 1..n again, keeping the order. */
export async function renumber(trx: TransactionClientContract, table: Ordered, parentId: string) {
  const parent = PARENT[table]
  await trx.rawQuery(
    `UPDATE ${table} AS t SET position = r.rank
     FROM (
       SELECT id, row_number() OVER (ORDER BY position, created_at, id) AS rank
       FROM ${table} WHERE ${parent} = :parentId
     ) AS r
     WHERE t.id = r.id AND t.position <> r.rank`,
    { parentId }
  )
}

/**
 * Puts the children of a parent in the order given, which must name each of them exactly once
 * (else a 422 on `field`); positions become 1..n.
 */
export async function applyOrder(
  trx: TransactionClientContract,
  table: Ordered,
  parentId: string,
  ids: string[],
  field: string,
  message: string
) {
  const parent = PARENT[table]
  const rows: { id: string }[] = await trx.from(table).where(parent, parentId).select('id')
  const current = new Set(rows.map((row) => row.id))
  const given = new Set(ids.map((id) => id.toLowerCase()))
  const sameSet =
    given.size === ids.length &&
    given.size === current.size &&
    [...given].every((id) => current.has(id))
  if (!sameSet) {
    throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'sameSet' }])
  }
  if (!ids.length) return
  await trx.rawQuery(
    `UPDATE ${table} AS t SET position = v.ord, updated_at = now()
     FROM unnest(ARRAY[${ids.map(() => '?').join(', ')}]::uuid[]) WITH ORDINALITY AS v(id, ord)
     WHERE t.id = v.id AND t.${parent} = ?`,
    [...given, parentId]
  )
}

/** Moves a course's draft forward to `step` (never back); nothing when it has no draft. */
export async function advanceDraft(trx: TransactionClientContract, courseId: string, step: number) {
  await trx
    .from('course_drafts')
    .where('course_id', courseId)
    .where('creation_step', '<', step)
    .update({ creation_step: step, updated_at: new Date() })
}
