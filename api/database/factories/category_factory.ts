import factory from '@adonisjs/lucid/factories'
import Category from '#catalogue/models/category'

let sequence = 0

/**
 * Categories with unique names (the name is unique case-insensitively).
 */
export const CategoryFactory = factory
  .define(Category, ({ faker }) => {
    sequence += 1
    return {
      name: `${faker.word.noun()} ${sequence}`.slice(0, 80),
      description: faker.lorem.sentence().slice(0, 500),
    }
  })
  .build()
