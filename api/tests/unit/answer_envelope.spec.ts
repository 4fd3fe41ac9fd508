import { test } from '@japa/runner'
import { failure, ok } from '#core/transformers/envelope'
import {
  categoryListPaging,
  courseListPaging,
  enrolledCoursesPaging,
  listMeta,
  pageNumbers,
} from '#core/transformers/paging'

test.group('Answer envelope', () => {
  test('success and message only, when there is no payload', ({ assert }) => {
    assert.deepEqual(ok('Signed out'), { success: true, message: 'Signed out' })
    assert.deepEqual(failure('Not found'), { success: false, message: 'Not found' })
    assert.notProperty(ok('Signed out'), 'data')
  })

  test('the payload keys beside success and message, in their order', ({ assert }) => {
    const answer = ok('Signed in', { token: 'oat_1', expiresAt: null, user: { _id: 'u1' } })
    assert.deepEqual(answer, {
      success: true,
      message: 'Signed in',
      token: 'oat_1',
      expiresAt: null,
      user: { _id: 'u1' },
    })
    assert.deepEqual(Object.keys(answer), ['success', 'message', 'token', 'expiresAt', 'user'])
  })

  test('keeps a null data and leaves an undefined key undefined', ({ assert }) => {
    assert.deepEqual(ok('Free', { data: null, enrolled: true }), {
      success: true,
      message: 'Free',
      data: null,
      enrolled: true,
    })
    // as before, JSON leaves such a key out of the answer
    assert.equal(JSON.stringify(ok('OK', { rule: undefined })), '{"success":true,"message":"OK"}')
  })

  test('a refusal with extra fields', ({ assert }) => {
    assert.deepEqual(failure('Too large', { error: { message: 'Too large' } }), {
      success: false,
      message: 'Too large',
      error: { message: 'Too large' },
    })
  })
})

test.group('Paging', () => {
  test('a middle page', ({ assert }) => {
    assert.deepEqual(pageNumbers({ page: 2, perPage: 10, total: 35 }), {
      page: 2,
      perPage: 10,
      total: 35,
      totalPages: 4,
      hasNextPage: true,
      hasPrevPage: true,
    })
  })

  test('list meta: first, last and beyond the last page', ({ assert }) => {
    assert.deepEqual(listMeta({ page: 1, perPage: 10, total: 25 }), {
      totalItems: 25,
      currentPage: 1,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 10,
    })
    assert.deepEqual(listMeta({ page: 3, perPage: 10, total: 25 }), {
      totalItems: 25,
      currentPage: 3,
      totalPages: 3,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 10,
    })
    assert.deepEqual(listMeta({ page: 7, perPage: 10, total: 25 }), {
      totalItems: 25,
      currentPage: 7,
      totalPages: 3,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 10,
    })
    // exactly full pages: no empty page after the last
    assert.equal(listMeta({ page: 2, perPage: 10, total: 20 }).hasNextPage, false)
  })

  test('an empty list has no pages, or page 1 of 1 when asked', ({ assert }) => {
    assert.deepEqual(listMeta({ page: 1, perPage: 20, total: 0 }), {
      totalItems: 0,
      currentPage: 1,
      totalPages: 0,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })
    assert.deepEqual(listMeta({ page: 1, perPage: 10, total: 0 }, { atLeastOnePage: true }), {
      totalItems: 0,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
    })
    assert.deepEqual(listMeta({ page: 3, perPage: 10, total: 0 }, { atLeastOnePage: true }), {
      totalItems: 0,
      currentPage: 3,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 10,
    })
  })

  test("each route's own names, in its order", ({ assert }) => {
    const course = courseListPaging({ page: 2, perPage: 10, total: 11 })
    assert.deepEqual(course, { totalPages: 2, currentPage: 2, totalCourses: 11, limit: 10 })
    assert.deepEqual(Object.keys(course), ['totalPages', 'currentPage', 'totalCourses', 'limit'])

    const enrolled = enrolledCoursesPaging({ page: 1, perPage: 50, total: 0 })
    assert.deepEqual(enrolled, { totalPages: 0, currentPage: 1, totalCourses: 0 })
    assert.deepEqual(Object.keys(enrolled), ['totalPages', 'currentPage', 'totalCourses'])

    const categories = categoryListPaging({ page: 4, perPage: 100, total: 250 })
    assert.deepEqual(categories, { totalCategories: 250, totalPages: 3, currentPage: 4 })
    assert.deepEqual(Object.keys(categories), ['totalCategories', 'totalPages', 'currentPage'])

    assert.deepEqual(Object.keys(listMeta({ page: 1, perPage: 10, total: 1 })), [
      'totalItems',
      'currentPage',
      'totalPages',
      'hasNextPage',
      'hasPrevPage',
      'limit',
    ])
  })
})
