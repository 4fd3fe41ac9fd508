import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import StoreItem from '#store/models/store_item'

/**
 * Published paid items by default, each with a (fictional) thumbnail and PDF
 * reference. States: `published`, `draft`, `archived`, `deleted`, `free`,
 * `paid`, and one per type (`notes`, `testSeries`, `material`, `books`).
 * Counters (purchases, revenue) start at zero; PurchaseFactory or
 * PurchaseService.grant move them.
 */
export const StoreItemFactory = factory
  .define(StoreItem, ({ faker }) => ({
    title: faker.lorem.words({ min: 2, max: 5 }).slice(0, 200),
    author: faker.person.fullName().slice(0, 120),
    description: faker.lorem.sentence(),
    type: 'Notes' as const,
    pricePaise: faker.number.int({ min: 1, max: 5000 }) * 100,
    status: 'published' as const,
    thumbnailUrl: `https://res.cloudinary.com/demo/image/upload/${faker.string.alphanumeric(12)}.png`,
    thumbnailPublicId: `pathshala/courses/${faker.string.alphanumeric(12)}`,
    thumbnailFormat: 'png',
    pdfPublicId: `pathshala/books/${faker.string.alphanumeric(12)}`,
    pdfFormat: 'pdf',
    pdfBytes: 1024,
  }))
  .state('published', (item) => {
    item.status = 'published'
  })
  .state('draft', (item) => {
    item.status = 'draft'
  })
  .state('archived', (item) => {
    item.status = 'archived'
  })
  .state('deleted', (item) => {
    item.deletedAt = DateTime.now()
  })
  .state('free', (item) => {
    item.pricePaise = 0
  })
  .state('paid', (item, { faker }) => {
    item.pricePaise = faker.number.int({ min: 1, max: 5000 }) * 100
  })
  .state('notes', (item) => {
    item.type = 'Notes'
  })
  .state('testSeries', (item) => {
    item.type = 'TestSeries'
  })
  .state('material', (item) => {
    item.type = 'Material'
  })
  .state('books', (item) => {
    item.type = 'Books'
  })
  .build()
