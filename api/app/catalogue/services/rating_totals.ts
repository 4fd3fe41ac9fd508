import db from '@adonisjs/lucid/services/db'

/**
 * A course's rating from the totals it keeps (courses.rating_count and
 * rating_sum, kept by triggers on course_ratings: migration 1732000000138):
 * the average to one decimal, halves rounded up as PostgreSQL's
 * round(avg(rating), 1) does, in whole numbers so no float error can tip a
 * half; null without ratings.
 */
export function averageRating(sum: number, count: number): number | null {
  if (count === 0) return null
  return Math.floor((20 * sum + count) / (2 * count)) / 10
}

/** The course's average rating and how many there are (0 and null for an unknown course). */
export async function ratingSummary(courseId: string) {
  const row = await db
    .from('courses')
    .where('id', courseId)
    .select('rating_sum', 'rating_count')
    .first()
  const count: number = row?.rating_count ?? 0
  return { averageRating: averageRating(row?.rating_sum ?? 0, count), ratingCount: count }
}
