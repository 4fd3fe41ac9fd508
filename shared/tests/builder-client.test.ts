import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import { sent, setupClient } from './client-harness.ts'

const courseId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'
const sectionId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'
const otherSectionId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const lessonId = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'
const categoryId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f'

const draft = {
  _id: 'd1',
  creationStep: 2,
  courseId: {
    _id: courseId,
    courseName: 'Modern History',
    courseDescription: '1857-1947',
    thumbnail: null,
    category: categoryId,
    status: 'draft',
  },
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
}

describe('builder calls', () => {
  it('send the documented method, path and body', async () => {
    const { client, calls } = setupClient()
    const course = {
      courseName: 'Modern History',
      courseDescription: '1857-1947',
      price: '499.50',
      category: categoryId,
      tag: '["history"]',
      instructions: ['Watch in order'],
    }
    const lesson = {
      sectionId,
      title: 'The revolt',
      description: 'Causes',
      videoUrl: 'https://videos.example.com/1.mp4',
      timeDuration: '12:30',
    }

    await client.builder.createCourse(course)
    await client.builder.editCourse({ courseId, price: 399, couponCode: null })
    await client.builder.publishCourse({ courseId })
    await client.builder.unpublishCourse({ courseId })
    await client.builder.reopenCourse({ courseId, creationStep: 2 })
    await client.builder.inspectCourse({ courseId })
    await client.builder.deleteCourse({ courseId })
    await client.builder.addSection({ sectionName: 'Basics', courseId })
    await client.builder.updateSection({ sectionId, sectionName: 'Foundations', courseId })
    await client.builder.deleteSection({ sectionId })
    await client.builder.reorderSections({ courseId, sectionIds: [otherSectionId, sectionId] })
    await client.builder.addSubSection(lesson)
    await client.builder.updateSubSection({ subSectionId: lessonId, sectionId: otherSectionId })
    await client.builder.deleteSubSection({ subSectionId: lessonId, sectionId })
    await client.builder.reorderSubSections({ sectionId, subSectionIds: [lessonId] })

    expect(sent(calls)).toEqual([
      ['POST', '/courses/createCourse', course],
      ['POST', '/courses/editCourse', { courseId, price: 399, couponCode: null }],
      ['POST', '/courses/publishCourse', { courseId }],
      ['POST', '/courses/unpublishCourse', { courseId }],
      ['POST', '/courses/reopenCourse', { courseId, creationStep: 2 }],
      ['POST', '/courses/inspectCourse', { courseId }],
      ['POST', '/courses/deleteCourse', { courseId }],
      ['POST', '/courses/addSection', { sectionName: 'Basics', courseId }],
      ['POST', '/courses/updateSection', { sectionId, sectionName: 'Foundations', courseId }],
      ['POST', '/courses/deleteSection', { sectionId }],
      ['POST', '/courses/reorderSections', { courseId, sectionIds: [otherSectionId, sectionId] }],
      ['POST', '/courses/addSubSection', lesson],
      ['POST', '/courses/updateSubSection', { subSectionId: lessonId, sectionId: otherSectionId }],
      ['POST', '/courses/deleteSubSection', { subSectionId: lessonId, sectionId }],
      ['POST', '/courses/reorderSubSections', { sectionId, subSectionIds: [lessonId] }],
    ])
  })

  it('duplicate a course and page through its reviews', async () => {
    const { client, calls } = setupClient()
    await client.builder.duplicateCourse({ courseId })
    await client.builder.courseReviews({ courseId, page: 2, limit: 5 })
    expect(sent(calls)).toEqual([
      ['POST', '/courses/duplicateCourse', { courseId }],
      ['POST', '/courses/courseReviews', { courseId, page: 2, limit: 5 }],
    ])
  })

  it('list drafts with a GET, the filters in the query string', async () => {
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: [] })
    await client.builder.courseCreationDraft()
    await client.builder.courseCreationDraft({ search: 'modern history', page: 2, limit: 20 })
    await client.builder.courseCreationDraft({ search: '', page: null })
    expect(sent(calls)).toEqual([
      ['GET', '/courses/courseCreationDraft', undefined],
      ['GET', '/courses/courseCreationDraft?search=modern+history&page=2&limit=20', undefined],
      ['GET', '/courses/courseCreationDraft', undefined],
    ])
  })

  it('answer the drafts as the bare array, with the total from X-Total-Count', async () => {
    const { client } = setupClient(
      { kind: 'token', getToken: () => 'tok' },
      { status: 200, body: [draft], headers: { 'X-Total-Count': '7' } }
    )
    const result = await client.builder.courseCreationDraft({ limit: 1 })
    expect(Array.isArray(result.body)).toBe(true)
    expect(result.body[0]?.courseId.courseName).toBe('Modern History')
    expect(result).toEqual({ status: 200, body: [draft], totalCount: 7 })
  })

  it('give a null total when the header is missing or not a count', async () => {
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 200, body: [] },
      { status: 200, body: [], headers: { 'X-Total-Count': 'many' } }
    )
    const missing = await client.builder.courseCreationDraft()
    const unreadable = await client.builder.courseCreationDraft()
    expect([missing.totalCount, unreadable.totalCount]).toEqual([null, null])
  })

  it('reject a refused draft list with an ApiError', async () => {
    const refusal = { success: false, message: 'Admins only' }
    const { client } = setupClient({ kind: 'cookie' }, { status: 403, body: refusal })
    const error = await client.builder.courseCreationDraft().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, message: 'Admins only' })
  })

  it('read inspectCourse from `data`', async () => {
    const data = {
      course: { _id: courseId, courseContent: [] },
      enrollments: 3,
      revenuePaise: 149700,
      revenue: 1497,
      creationStep: null,
    }
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 200, body: { success: true, message: 'OK', data } }
    )
    const { body } = await client.builder.inspectCourse({ courseId })
    expect(body.data.revenue).toBe(1497)
    expect(body.data.creationStep).toBeNull()
  })
})
