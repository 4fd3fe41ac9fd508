import { test } from '@japa/runner'
import Category from '#catalogue/models/category'
import Course from '#catalogue/models/course'
import { UserFactory } from '#database/factories/user_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'

const API = '/api/v1/courses'
const NAME_REQUIRED = 'Category name is required'
const SIGN_IN_FIRST = { success: false, message: 'Please sign in to continue' }
const ADMINS_ONLY = { success: false, message: 'This action is for admins only' }
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

test.group('POST /api/v1/courses/createCategory', (group) => {
  withCleanDatabase(group)

  test('creates a category and answers it with 201', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(`${API}/createCategory`)
      .json({ name: '  Banking  ', description: ' IBPS and SBI exams ' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(201)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Category created successfully!')
    assert.equal(body.data.name, 'Banking')
    assert.equal(body.data.description, 'IBPS and SBI exams')
    assert.equal(body.data.courseCount, 0)
    assert.isString(body.data.createdAt)
    const stored = await Category.findOrFail(body.data._id)
    assert.equal(stored.name, 'Banking')
  })

  test('works with a bearer token and no description', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(`${API}/createCategory`)
      .json({ name: 'SSC', description: '' })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(201)
    assert.equal(response.body().data.description, '')
    const stored = await Category.findByOrFail('name', 'SSC')
    assert.isNull(stored.description)
  })

  test('refuses a missing or blank name (case {$i})')
    .with([{}, { name: '' }, { name: '   ' }, { name: 42 }, { name: null }])
    .run(async ({ client, assert }, input) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client
        .post(`${API}/createCategory`)
        .json(input)
        .loginAs(admin)
        .withCsrfToken()

      assertFieldError(response, 'name', NAME_REQUIRED)
      assert.lengthOf(await Category.all(), 0)
    })

  test('refuses a name over 80 characters and a description over 500', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const long = await client
      .post(`${API}/createCategory`)
      .json({ name: 'x'.repeat(81) })
      .loginAs(admin)
      .withCsrfToken()
    const longDescription = await client
      .post(`${API}/createCategory`)
      .json({ name: 'ok', description: 'x'.repeat(501) })
      .loginAs(admin)
      .withCsrfToken()

    assertFieldError(long, 'name', 'Category name must not exceed 80 characters')
    assertFieldError(longDescription, 'description', 'Description must not exceed 500 characters')
  })

  test('refuses a duplicate name in any case with 409', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    await CategoryFactory.merge({ name: 'UPSC' }).create()

    const response = await client
      .post(`${API}/createCategory`)
      .json({ name: 'upsc' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(409)
    response.assertBody({ success: false, message: 'A category with this name already exists' })
    assert.lengthOf(await Category.all(), 1)
  })

  test('two parallel creations of one name make one category', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const responses = await Promise.all(
      ['Railways', 'RAILWAYS'].map((name) =>
        client.post(`${API}/createCategory`).json({ name }).withGuard('api').loginAs(admin)
      )
    )

    assert.sameMembers(
      responses.map((response) => response.status()),
      [201, 409]
    )
    assert.lengthOf(await Category.all(), 1)
  })

  test('refuses a visitor (401) and a learner (403)', async ({ client, assert }) => {
    const learner = await UserFactory.create()

    const visitor = await client.post(`${API}/createCategory`).json({ name: 'X' }).withCsrfToken()
    const asLearner = await client
      .post(`${API}/createCategory`)
      .json({ name: 'X' })
      .loginAs(learner)
      .withCsrfToken()

    visitor.assertStatus(401)
    visitor.assertBody(SIGN_IN_FIRST)
    asLearner.assertStatus(403)
    asLearner.assertBody(ADMINS_ONLY)
    assert.lengthOf(await Category.all(), 0)
  })

  test('needs the CSRF token with a session', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client.post(`${API}/createCategory`).json({ name: 'X' }).loginAs(admin)

    response.assertStatus(403)
  })
})

test.group('POST /api/v1/courses/updateCategory', (group) => {
  withCleanDatabase(group)

  test('renames the category and updates its description', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.merge({ name: 'Old', description: 'old' }).create()
    await CourseFactory.merge({ categoryId: category.id }).apply('draft').create()

    const response = await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: category.id, newName: ' New ', description: 'fresh' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.message, 'Category updated successfully!')
    assert.equal(body.category.name, 'New')
    assert.equal(body.category.description, 'fresh')
    assert.equal(body.category.courseCount, 1)
    assert.deepEqual(body.data, body.category)
    await category.refresh()
    assert.equal(category.name, 'New')
    assert.equal(category.description, 'fresh')
  })

  test('keeps the description when it is left out, clears it when empty', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.merge({ name: 'A', description: 'keep me' }).create()

    await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: category.id, newName: 'B' })
      .loginAs(admin)
      .withCsrfToken()
    await category.refresh()
    assert.equal(category.description, 'keep me')

    await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: category.id, newName: 'B', description: '' })
      .loginAs(admin)
      .withCsrfToken()
    await category.refresh()
    assert.isNull(category.description)
  })

  test('may change only the case of its own name', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.merge({ name: 'upsc' }).create()

    const response = await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: category.id, newName: 'UPSC' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
  })

  test('refuses the name of another category with 409 (message also as error)', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await CategoryFactory.merge({ name: 'Banking' }).create()
    const category = await CategoryFactory.merge({ name: 'SSC' }).create()

    const response = await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: category.id, newName: 'BANKING' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(409)
    const message = 'A category with this name already exists'
    response.assertBody({ success: false, message, error: message })
    await category.refresh()
    assert.equal(category.name, 'SSC')
  })

  test('answers 404 for an unknown category', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(`${API}/updateCategory`)
      .json({ categoryId: UNKNOWN_ID, newName: 'X' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(404)
    response.assertBody({
      success: false,
      message: 'Category not found',
      error: 'Category not found',
    })
  })

  test('refuses bad fields with 422 ({field}: {message})')
    .with([
      { input: { newName: 'X' }, field: 'categoryId', message: 'categoryId is required' },
      {
        input: { categoryId: 'not-a-uuid', newName: 'X' },
        field: 'categoryId',
        message: 'categoryId must be a valid category id',
      },
      {
        input: { categoryId: 12, newName: 'X' },
        field: 'categoryId',
        message: 'categoryId must be a valid category id',
      },
      { input: { categoryId: UNKNOWN_ID, newName: ' ' }, field: 'newName', message: NAME_REQUIRED },
      { input: { categoryId: UNKNOWN_ID }, field: 'newName', message: NAME_REQUIRED },
    ])
    .run(async ({ client, assert }, { input, field, message }) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client
        .post(`${API}/updateCategory`)
        .json(input)
        .loginAs(admin)
        .withCsrfToken()

      assertFieldError(response, field, message)
      assert.equal(response.body().error, response.body().message)
    })

  test('refuses a visitor (401) and a learner (403)', async ({ client }) => {
    const category = await CategoryFactory.create()
    const input = { categoryId: category.id, newName: 'X' }

    const visitor = await client.post(`${API}/updateCategory`).json(input).withCsrfToken()
    const learner = await client
      .post(`${API}/updateCategory`)
      .json(input)
      .loginAs(await UserFactory.create())
      .withCsrfToken()

    visitor.assertStatus(401)
    learner.assertStatus(403)
  })
})

test.group('POST /api/v1/courses/deleteCategory', (group) => {
  withCleanDatabase(group)

  test('deletes a category without courses', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({
      success: true,
      message: 'Category deleted successfully!',
      movedCourses: 0,
    })
    assert.isNull(await Category.find(category.id))
  })

  test('refuses with 409 while the category has courses, drafts included', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()
    await CourseFactory.merge({ categoryId: category.id }).create()
    await CourseFactory.merge({ categoryId: category.id }).apply('draft').create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(409)
    const message =
      'This category still has 2 courses. Move or delete them before deleting the category.'
    response.assertBody({ success: false, message, error: message })
    assert.isNotNull(await Category.find(category.id))
  })

  test('names a single course in the singular', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()
    await CourseFactory.merge({ categoryId: category.id }).apply('draft').create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(409)
    response.assertBodyContains({
      message:
        'This category still has 1 course. Move or delete them before deleting the category.',
    })
  })

  test('moves every course (drafts too) to another category, then deletes', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.merge({ name: 'Old' }).create()
    const target = await CategoryFactory.merge({ name: 'New' }).create()
    const published = await CourseFactory.merge({ categoryId: category.id }).create()
    const draft = await CourseFactory.merge({ categoryId: category.id }).apply('draft').create()
    const bystander = await CourseFactory.merge({ categoryId: target.id }).create()
    // a visitor's catalogue filtered by the target, cached before the move
    const before = await client.post(`${API}/getAllCourses`).json({ categoryIds: [target.id] })

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: target.id })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({
      success: true,
      message: 'Category deleted successfully!',
      movedCourses: 2,
    })
    assert.isNull(await Category.find(category.id))
    for (const course of [published, draft, bystander]) {
      await course.refresh()
      assert.equal(course.categoryId, target.id)
    }
    const after = await client.post(`${API}/getAllCourses`).json({ categoryIds: [target.id] })
    assert.lengthOf(before.body().data, 1)
    assert.sameMembers(
      after.body().data.map((course: any) => course._id),
      [published.id, bystander.id]
    )
    assert.equal(after.body().data.find((c: any) => c._id === published.id).category.name, 'New')
  })

  test('with a move target and no courses it simply deletes (0 moved)', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const [category, target] = await CategoryFactory.createMany(2)

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: target.id })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(200)
    response.assertBodyContains({ movedCourses: 0 })
    assert.isNull(await Category.find(category.id))
    assert.isNotNull(await Category.find(target.id))
  })

  test('refuses to move the courses into the category being deleted (422)', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()
    const course = await CourseFactory.merge({ categoryId: category.id }).create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: category.id })
      .loginAs(admin)
      .withCsrfToken()

    assertFieldError(response, 'moveToCategoryId', 'Choose another category to move the courses to')
    assert.isNotNull(await Category.find(category.id))
    await course.refresh()
    assert.equal(course.categoryId, category.id)
  })

  test('refuses an unknown move target (404) and a malformed one (422), moving nothing', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const category = await CategoryFactory.create()
    const course = await CourseFactory.merge({ categoryId: category.id }).create()

    const unknown = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: UNKNOWN_ID })
      .loginAs(admin)
      .withCsrfToken()
    const malformed = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: 'elsewhere' })
      .loginAs(admin)
      .withCsrfToken()

    unknown.assertStatus(404)
    const message = 'The category to move the courses to was not found'
    unknown.assertBody({ success: false, message, error: message })
    assertFieldError(malformed, 'moveToCategoryId', 'moveToCategoryId must be a valid category id')
    assert.isNotNull(await Category.find(category.id))
    await course.refresh()
    assert.equal(course.categoryId, category.id)
  })

  test('answers 404 for an unknown category even with a move target', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const target = await CategoryFactory.create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: UNKNOWN_ID, moveToCategoryId: target.id })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(404)
    response.assertBodyContains({ message: 'Category not found' })
    assert.isNotNull(await Category.find(target.id))
  })

  test('a learner cannot move courses (403), nothing changes', async ({ client, assert }) => {
    const [category, target] = await CategoryFactory.createMany(2)
    const course = await CourseFactory.merge({ categoryId: category.id }).create()

    const response = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id, moveToCategoryId: target.id })
      .withGuard('api')
      .loginAs(await UserFactory.create())

    response.assertStatus(403)
    await course.refresh()
    assert.equal(course.categoryId, category.id)
    assert.isNotNull(await Category.find(category.id))
  })

  test('two deletes moving to each other leave one category with every course', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const [first, second] = await CategoryFactory.createMany(2)
    await CourseFactory.merge({ categoryId: first.id }).create()
    await CourseFactory.merge({ categoryId: second.id }).create()

    const responses = await Promise.all([
      client
        .post(`${API}/deleteCategory`)
        .json({ categoryId: first.id, moveToCategoryId: second.id })
        .withGuard('api')
        .loginAs(admin),
      client
        .post(`${API}/deleteCategory`)
        .json({ categoryId: second.id, moveToCategoryId: first.id })
        .withGuard('api')
        .loginAs(admin),
    ])

    const statuses = responses.map((response) => response.status())
    assert.include(statuses, 200)
    assert.notInclude(statuses, 500)
    const left = await Category.all()
    assert.lengthOf(left, 1)
    const courses = await Course.all()
    assert.lengthOf(courses, 2)
    for (const course of courses) assert.equal(course.categoryId, left[0].id)
  })

  test('answers 404 for an unknown category and 422 for a malformed id', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const unknown = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: UNKNOWN_ID })
      .loginAs(admin)
      .withCsrfToken()
    const malformed = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: ['x'] })
      .loginAs(admin)
      .withCsrfToken()

    unknown.assertStatus(404)
    unknown.assertBodyContains({ message: 'Category not found', error: 'Category not found' })
    assertFieldError(malformed, 'categoryId', 'categoryId must be a valid category id')
  })

  test('refuses a visitor (401) and a learner (403)', async ({ client, assert }) => {
    const category = await CategoryFactory.create()

    const visitor = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id })
      .withCsrfToken()
    const learner = await client
      .post(`${API}/deleteCategory`)
      .json({ categoryId: category.id })
      .withGuard('api')
      .loginAs(await UserFactory.create())

    visitor.assertStatus(401)
    learner.assertStatus(403)
    assert.isNotNull(await Category.find(category.id))
  })
})
