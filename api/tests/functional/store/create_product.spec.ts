import { test } from '@japa/runner'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import mediaConfig from '#config/media'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { pngImage } from '../media/helpers.js'
import { contentFormBody, withCleanMedia } from './helpers.js'

const PATH = '/api/v1/store/createProduct'

async function itemCount() {
  const items = await StoreItem.all()
  return items.length
}
const REQUIRED = 'All required fields must be filled'
const FILES = 'Thumbnail and PDF file are required'

test.group('POST /api/v1/store/createProduct', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('creates the item from the content form and answers 201', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const body = await contentFormBody({ themes: ['polity', 'prelims'] })

    const response = await client.post(PATH).json(body).loginAs(admin).withCsrfToken()

    response.assertStatus(201)
    const answer = response.body()
    assert.isTrue(answer.success)
    assert.equal(answer.message, 'Content created successfully')
    assert.include(answer.data, {
      title: 'Indian Polity Notes',
      description: 'Every article that matters, with the cases',
      type: 'Notes',
      category: 'Notes',
      author: 'Meera Iyer',
      price: 499.5,
      pricePaise: 49_950,
      isFree: false,
      thumbnailUrl: body.thumbnailUrl,
      thumbnail_public_id: body.thumbnail_public_id,
      thumbnail_format: 'png',
      pdf_format: 'pdf',
      pdf_public_id: body.pdf_public_id,
      status: 'published',
      purchases: 0,
      totalSales: 0,
      totalRevenue: 0,
    })
    assert.deepEqual(answer.data.themes, ['polity', 'prelims'])
    assert.deepEqual(answer.data.studentsPurchase, [])
    assert.isAbove(answer.data.pdfBytes, 100)
    assert.notProperty(answer.data, 'downloadUrl')

    const stored = await StoreItem.findOrFail(answer.data._id)
    assert.equal(stored.pricePaise, 49_950)
    assert.equal(stored.status, 'published')
    assert.equal(stored.createdBy, admin.id)
    assert.equal(stored.pdfPublicId, body.pdf_public_id)
    assert.isFalse(stored.isFree)

    // it is in the store at once
    const list = await client.post('/api/v1/store/getAllBooks').json({})
    assert.equal(list.body().data[0]._id, answer.data._id)
  })

  test('stores a status given in any case, and a draft when none is given', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()

    const archived = await client
      .post(PATH)
      .json(await contentFormBody({ status: 'ARCHIVED' }))
      .loginAs(admin)
      .withCsrfToken()
    archived.assertStatus(201)
    assert.equal(archived.body().data.status, 'archived')

    const draft = await client
      .post(PATH)
      .json(await contentFormBody({ status: undefined }))
      .loginAs(admin)
      .withCsrfToken()
    draft.assertStatus(201)
    assert.equal(draft.body().data.status, 'draft')

    const unknown = await client
      .post(PATH)
      .json(await contentFormBody({ status: 'Hidden' }))
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(unknown, 'status', 'Status must be published, draft or archived')
  })

  test('takes the type in any case and the price as text or a number', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()

    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { type: 'testseries', price: 250 },
        { type: 'TestSeries', price: 250, pricePaise: 25_000 },
      ],
      [
        { type: 'BOOKS', price: '0' },
        { type: 'Books', price: 0, isFree: true },
      ],
      [
        { type: 'material', price: '19.9' },
        { type: 'Material', pricePaise: 1990 },
      ],
      [{ price: 0.01 }, { pricePaise: 1 }],
    ]
    for (const [input, expected] of cases) {
      const response = await client
        .post(PATH)
        .json(await contentFormBody(input))
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(201)
      assert.include(response.body().data, expected)
    }
  })

  test('"All required fields must be filled" for a missing {$self}')
    .with(['title', 'description', 'type', 'author', 'price'])
    .run(async ({ client, assert }, field) => {
      const admin = await UserFactory.apply('admin').create()

      for (const value of [undefined, '', '   ']) {
        const response = await client
          .post(PATH)
          .json(await contentFormBody({ [field]: value }))
          .loginAs(admin)
          .withCsrfToken()
        assertFieldError(response, field, REQUIRED)
      }
      assert.equal(await itemCount(), 0)
    })

  test('"Thumbnail and PDF file are required" without {$self}')
    .with(['thumbnailUrl', 'pdf_public_id'])
    .run(async ({ client, assert }, field) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client
        .post(PATH)
        .json(await contentFormBody({ [field]: '' }))
        .loginAs(admin)
        .withCsrfToken()

      assertFieldError(response, field, FILES)
      assert.equal(await itemCount(), 0)
    })

  test('an empty form reports the required fields first', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client.post(PATH).json({}).loginAs(admin).withCsrfToken()

    response.assertStatus(422)
    assert.equal(response.body().message, REQUIRED)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.includeMembers(fields, [
      'title',
      'description',
      'type',
      'author',
      'price',
      'thumbnailUrl',
      'pdf_public_id',
    ])
  })

  test('refuses a bad {$self.field}')
    .with([
      {
        field: 'type',
        value: 'Videos',
        message: 'Type must be one of Notes, TestSeries, Material, Books',
      },
      {
        field: 'price',
        value: '-1',
        message: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
      },
      {
        field: 'price',
        value: 'abc',
        message: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
      },
      {
        field: 'price',
        value: '10.999',
        message: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
      },
      {
        field: 'thumbnailUrl',
        value: 'javascript:alert(1)',
        message: 'The thumbnail must be an http(s) URL',
      },
      {
        field: 'pdf_public_id',
        value: '../../app_key',
        message: 'The file reference is not valid',
      },
      { field: 'title', value: 'x'.repeat(201), message: 'Title must not exceed 200 characters' },
    ])
    .run(async ({ client }, { field, value, message }) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client
        .post(PATH)
        .json(await contentFormBody({ [field]: value }))
        .loginAs(admin)
        .withCsrfToken()

      assertFieldError(response, field, message)
    })

  test('the PDF must have been uploaded, and be a PDF', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const missing = await client
      .post(PATH)
      .json(await contentFormBody({ pdf_public_id: 'pathshala/books/never-uploaded' }))
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(missing, 'pdf_public_id', 'The PDF file was not found; upload it again')

    const fake = join(mediaConfig.localRoot, 'raw', 'pathshala', 'books', 'fake.pdf')
    await mkdir(dirname(fake), { recursive: true })
    await writeFile(fake, pngImage())
    const notPdf = await client
      .post(PATH)
      .json(await contentFormBody({ pdf_public_id: 'pathshala/books/fake' }))
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(notPdf, 'pdf_public_id', 'The file given is not a PDF document')
  })

  test('is for admins only', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const body = await contentFormBody()

    const visitor = await client.post(PATH).json(body).withCsrfToken()
    visitor.assertStatus(401)

    const asLearner = await client.post(PATH).json(body).loginAs(learner).withCsrfToken()
    asLearner.assertStatus(403)
    asLearner.assertBodyContains({ success: false, message: 'This action is for admins only' })

    assert.equal(await itemCount(), 0)
  })

  test('needs the CSRF token with a session, not with a bearer token', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const noToken = await client
      .post(PATH)
      .json(await contentFormBody())
      .loginAs(admin)
    noToken.assertStatus(403)

    const bearer = await client
      .post(PATH)
      .json(await contentFormBody())
      .withGuard('api')
      .loginAs(admin)
    bearer.assertStatus(201)
  })
})
