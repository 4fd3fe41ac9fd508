import factory from '@adonisjs/lucid/factories'
import Section from '#catalogue/models/section'
import { LessonFactory } from '#database/factories/lesson_factory'

let position = 0

/**
 * Sections in creation order; `.with('lessons', 3)` fills them.
 */
export const SectionFactory = factory
  .define(Section, ({ faker }) => {
    position += 1
    return {
      sectionName: faker.lorem.words(2).slice(0, 200),
      position,
    }
  })
  .relation('lessons', () => LessonFactory)
  .build()
