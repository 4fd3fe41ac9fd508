import { describe, expect, it } from 'vitest'
import { baseUrl, sent, setupClient } from './client-harness.ts'

const courseId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'
const lessonId = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'
const categoryId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f'

describe('catalogue calls', () => {
  it('send the documented method, path and body', async () => {
    const { client, calls } = setupClient()
    const list = {
      page: 2,
      limit: 12,
      categoryIds: [categoryId],
      search: 'polity',
      sortBy: 'price',
      sortOrder: 'asc',
      status: 'all',
    } as const

    await client.catalogue.showAllCategories()
    await client.catalogue.showAllCategories({ page: 2, limit: 20 })
    await client.catalogue.createCategory({ name: 'Polity', description: 'Constitution' })
    await client.catalogue.updateCategory({ categoryId, newName: 'Indian Polity' })
    await client.catalogue.deleteCategory({ categoryId })
    await client.catalogue.getAllCourses()
    await client.catalogue.getAllCourses(list)
    await client.catalogue.getACourse({ courseId })
    await client.catalogue.getFullCourseDetails({ courseId })
    await client.catalogue.updateCourseProgress({
      courseId,
      subsectionId: lessonId,
      completed: true,
      position: 90,
    })
    await client.catalogue.createRating({ courseId, rating: 5, review: 'Clear' })
    await client.catalogue.manualEnrollStudent({ courseId, email: 'asha@example.com' })
    await client.catalogue.manualEnrollStudents({ courseId, emails: ['asha@example.com'] })

    expect(sent(calls)).toEqual([
      ['GET', '/courses/showAllCategories', undefined],
      ['GET', '/courses/showAllCategories?page=2&limit=20', undefined],
      ['POST', '/courses/createCategory', { name: 'Polity', description: 'Constitution' }],
      ['POST', '/courses/updateCategory', { categoryId, newName: 'Indian Polity' }],
      ['POST', '/courses/deleteCategory', { categoryId }],
      ['POST', '/courses/getAllCourses', {}],
      ['POST', '/courses/getAllCourses', list],
      ['POST', '/courses/getACourse', { courseId }],
      ['POST', '/courses/getFullCourseDetails', { courseId }],
      [
        'POST',
        '/courses/updateCourseProgress',
        { courseId, subsectionId: lessonId, completed: true, position: 90 },
      ],
      ['POST', '/courses/createRating', { courseId, rating: 5, review: 'Clear' }],
      ['POST', '/payment/manualEnrollStudent', { courseId, email: 'asha@example.com' }],
      ['POST', '/payment/manualEnrollStudents', { courseId, emails: ['asha@example.com'] }],
    ])
  })

  it('read getACourse’s course fields from the top level of the answer', async () => {
    const answer = {
      success: true,
      message: 'Course fetched successfully',
      _id: courseId,
      courseName: 'Indian Polity',
      price: 499,
      courseContent: [
        {
          _id: 's1',
          sectionName: 'Basics',
          subSection: [{ _id: lessonId, title: 'Preamble', timeDuration: 62 }],
        },
      ],
    }
    const { client } = setupClient({ kind: 'cookie' }, { status: 200, body: answer })
    const { body } = await client.catalogue.getACourse({ courseId })
    expect(body._id).toBe(courseId)
    expect(body.courseName).toBe('Indian Polity')
    expect(body.courseContent[0]?.subSection[0]?.title).toBe('Preamble')
    expect('data' in body).toBe(false)
  })

  it('read the learning view from `data`', async () => {
    const data = {
      courseDetails: { _id: courseId, courseContent: [] },
      completedVideos: [lessonId],
      totalDuration: '1h 2m',
      totalDurationSeconds: 3720,
      progress: {
        completed: 1,
        total: 4,
        percent: 25,
        lastLessonId: lessonId,
        lastPositionSeconds: 0,
      },
      myRating: null,
    }
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 200, body: { success: true, message: 'OK', data } }
    )
    const { body } = await client.catalogue.getFullCourseDetails({ courseId })
    expect(body.data.progress.percent).toBe(25)
    expect(body.data.completedVideos).toEqual([lessonId])
  })

  it('send the bearer token on admin calls in token mode', async () => {
    const { client, calls } = setupClient({ kind: 'token', getToken: () => 'tok' })
    await client.catalogue.createCategory({ name: 'History' })
    await client.catalogue.showAllCategories()
    expect(calls.map((call) => call.headers['Authorization'])).toEqual(['Bearer tok', 'Bearer tok'])
    expect(calls.map((call) => call.credentials)).toEqual([undefined, undefined])
  })

  it('surface a refusal as an ApiError with the server message', async () => {
    const refusal = { success: false, message: 'This category has 3 courses', error: 'x' }
    const { client } = setupClient({ kind: 'cookie' }, { status: 409, body: refusal })
    await expect(client.catalogue.deleteCategory({ categoryId })).rejects.toMatchObject({
      status: 409,
      message: 'This category has 3 courses',
    })
  })
})

describe('profile enrolled courses', () => {
  it('sends an empty body by default and paging when asked', async () => {
    const { client, calls } = setupClient()
    await client.profile.getEnrolledCourses()
    await client.profile.getEnrolledCourses({ page: 2, limit: 10 })
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [`${baseUrl}/profile/getEnrolledCourses`, {}],
      [`${baseUrl}/profile/getEnrolledCourses`, { page: 2, limit: 10 }],
    ])
  })
})
