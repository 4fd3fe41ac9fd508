import db from '@adonisjs/lucid/services/db'
import factory from '@adonisjs/lucid/factories'
import Lesson from '#catalogue/models/lesson'

let position = 0

/**
 * Lessons (the old client's subsections) with a YouTube embed URL and a duration.
 * Created lessons add their duration to the course's total, as the builder
 * does, so cards and detail pages agree.
 */
export const LessonFactory = factory
  .define(Lesson, ({ faker }) => {
    position += 1
    return {
      title: faker.lorem.words(3).slice(0, 200),
      description: faker.lorem.sentence(),
      videoUrl: `https://www.youtube.com/embed/${faker.string.alphanumeric(11)}`,
      durationSeconds: faker.number.int({ min: 60, max: 1800 }),
      position,
    }
  })
  .after('create', async (_, lesson, ctx) => {
    const client = ctx.$trx ?? db
    await client.rawQuery(
      `UPDATE courses SET total_duration_seconds = total_duration_seconds + ?
       WHERE id = (SELECT course_id FROM sections WHERE id = ?)`,
      [lesson.durationSeconds, lesson.sectionId]
    )
  })
  .build()
