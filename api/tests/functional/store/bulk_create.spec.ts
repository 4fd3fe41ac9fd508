import { test } from '@japa/runner'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { storedPdf, storedThumbnail, withCleanMedia } from './helpers.js'

const PATH = '/api/v1/store/bulkCreate'

/** A row as the bulk upload screen sends it once both files are up. */
async function row(title: string, overrides: Record<string, unknown> = {}) {
  const pdf = await storedPdf(title)
  const thumbnail = await storedThumbnail()
  return {
    title,
    type: 'Notes',
    author: 'Meera Iyer',
    price: 99.5,
    thumbnailUrl: thumbnail.secure_url,
    thumbnail_public_id: thumbnail.public_id,
    thumbnail_format: thumbnail.format,
    pdf_public_id: pdf.public_id,
    pdf_format: pdf.format,
    ...overrides,
  }
}

test.group('POST /api/v1/store/bulkCreate', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('creates every row in one go, as drafts unless told, and answers 201', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const items = [
      await row('Polity Notes'),
      await row('History Test Series', { type: 'testseries', status: 'Published', price: 0 }),
      await row('Geography Maps', { description: 'Every map of India' }),
    ]

    const response = await client.post(PATH).json({ items }).loginAs(admin).withCsrfToken()

    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.message, '3 items created')
    assert.deepEqual(
      body.data.map((item: any) => [item.title, item.type, item.status, item.pricePaise]),
      [
        ['Polity Notes', 'Notes', 'draft', 9950],
        ['History Test Series', 'TestSeries', 'published', 0],
        ['Geography Maps', 'Notes', 'draft', 9950],
      ]
    )
    // the description defaults to the title
    assert.equal(body.data[0].description, 'Polity Notes')
    assert.equal(body.data[2].description, 'Every map of India')
    assert.isAbove(body.data[0].pdfBytes, 100)
    const stored = await StoreItem.query().orderBy('title')
    assert.lengthOf(stored, 3)
    assert.isTrue(stored.every((item) => item.createdBy === admin.id))
  })

  test('refuses the whole batch with row-indexed errors and creates nothing', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const good = await row('Polity Notes')
    const items = [
      good,
      await row('', { price: -1 }),
      await row('Maps', { type: 'Comics' }),
      { ...(await row('Copy')), pdf_public_id: good.pdf_public_id },
    ]

    const response = await client.post(PATH).json({ items }).loginAs(admin).withCsrfToken()

    response.assertStatus(422)
    const fields = response.body().errors.map((error: any) => [error.field, error.message])
    assert.deepInclude(fields, ['items.1.title', 'All required fields must be filled'])
    assert.deepInclude(fields, [
      'items.1.price',
      'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
    ])
    assert.deepInclude(fields, [
      'items.2.type',
      'Type must be one of Notes, TestSeries, Material, Books',
    ])
    assert.lengthOf(await StoreItem.all(), 0)
  })

  test('refuses a row whose PDF is missing or used twice, naming the row', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const items = [
      await row('Fine'),
      await row('Missing', { pdf_public_id: 'pathshala/books/nothing-here' }),
      await row('Twice'),
    ]
    items.push({ ...(await row('Dup')), pdf_public_id: items[2].pdf_public_id })

    const response = await client.post(PATH).json({ items }).loginAs(admin).withCsrfToken()

    response.assertStatus(422)
    const fields = response.body().errors.map((error: any) => [error.field, error.message])
    assert.deepEqual(fields, [
      ['items.1.pdf_public_id', 'The PDF file was not found; upload it again'],
      ['items.3.pdf_public_id', 'The same PDF is used by another row'],
    ])
    assert.lengthOf(await StoreItem.all(), 0)
  })

  test('refuses an empty batch and one over 200 rows', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const empty = await client.post(PATH).json({ items: [] }).loginAs(admin).withCsrfToken()
    empty.assertStatus(422)
    assert.equal(empty.body().message, 'Send between 1 and 200 items')

    const one = await row('Same')
    const tooMany = await client
      .post(PATH)
      .json({ items: Array.from({ length: 201 }, () => one) })
      .loginAs(admin)
      .withCsrfToken()
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().message, 'Send between 1 and 200 items')
  })

  test('is for admins only', async ({ client }) => {
    const learner = await UserFactory.create()
    const items = [await row('Polity Notes')]
    const asLearner = await client.post(PATH).json({ items }).loginAs(learner).withCsrfToken()
    asLearner.assertStatus(403)
    const anonymous = await client.post(PATH).json({ items }).withCsrfToken()
    anonymous.assertStatus(401)
  })
})
