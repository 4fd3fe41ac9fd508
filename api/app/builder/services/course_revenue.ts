import db from '@adonisjs/lucid/services/db'

/**
 * Revenue of a course, in paise: the sum of its fulfilled orders (paid and
 * access granted). Manual and free enrolments never count as revenue.
 */
export async function courseRevenuePaise(courseId: string): Promise<number> {
  const [row] = await db
    .from('orders')
    .where('course_id', courseId)
    .where('status', 'fulfilled')
    .sum('amount_paise as total')
  return Number(row?.total ?? 0)
}
