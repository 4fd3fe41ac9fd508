import { describe, expect, it } from 'vitest'
import {
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  writeRequestOptions,
} from '../src/api/idempotency.ts'
import { setupClient } from './client-harness.ts'

const courseId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'
const sectionId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'
const lessonId = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'
const key = 'wizard:3f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c.1'

describe('idempotency keys on writes', () => {
  it('send the Idempotency-Key header on every builder write and on createCategory', async () => {
    const { client, calls } = setupClient()
    const options = { idempotencyKey: key }
    const course = { courseName: 'Polity', courseDescription: 'x', price: 1, category: 'c' }

    await client.builder.createCourse(course, options)
    await client.builder.editCourse({ courseId, price: 2 }, options)
    await client.builder.publishCourse({ courseId }, options)
    await client.builder.unpublishCourse({ courseId }, options)
    await client.builder.reopenCourse({ courseId }, options)
    await client.builder.deleteCourse({ courseId }, options)
    await client.builder.addSection({ sectionName: 'Basics', courseId }, options)
    await client.builder.updateSection({ sectionId, sectionName: 'B' }, options)
    await client.builder.deleteSection({ sectionId }, options)
    await client.builder.reorderSections({ courseId, sectionIds: [sectionId] }, options)
    await client.builder.addSubSection(
      { sectionId, title: 't', description: 'd', videoUrl: 'https://v.example.com/1.mp4' },
      options
    )
    await client.builder.updateSubSection({ subSectionId: lessonId, title: 'u' }, options)
    await client.builder.deleteSubSection({ subSectionId: lessonId }, options)
    await client.builder.reorderSubSections({ sectionId, subSectionIds: [lessonId] }, options)
    await client.catalogue.createCategory({ name: 'Polity' }, options)

    expect(calls).toHaveLength(15)
    for (const call of calls) {
      expect(call.method).toBe('POST')
      expect(call.headers[IDEMPOTENCY_KEY_HEADER]).toBe(key)
      // the key does not replace the JSON body's header
      expect(call.headers['Content-Type']).toBe('application/json')
    }
  })

  it('send no header without a key, as before', async () => {
    const { client, calls } = setupClient()
    await client.builder.addSection({ sectionName: 'Basics', courseId })
    await client.builder.addSection({ sectionName: 'Basics', courseId }, {})
    await client.catalogue.createCategory({ name: 'Polity' })

    for (const call of calls)
      expect(Object.keys(call.headers)).not.toContain(IDEMPOTENCY_KEY_HEADER)
  })

  it('keep the header on the one retry after a stale CSRF token', async () => {
    const { client, calls } = setupClient(
      { kind: 'cookie' },
      { status: 403, body: { success: false, message: 'x', code: 'E_BAD_CSRF_TOKEN' } },
      { status: 200, body: { success: true } }
    )
    await client.builder.addSection({ sectionName: 'Basics', courseId }, { idempotencyKey: key })

    expect(calls.map((call) => call.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([key, key])
  })

  it('refuse a malformed key before anything is sent', async () => {
    const { client, calls } = setupClient()
    expect(() =>
      client.builder.addSection({ sectionName: 'B', courseId }, { idempotencyKey: '' })
    ).toThrow(TypeError)
    expect(() => writeRequestOptions({ idempotencyKey: 'has space' })).toThrow(TypeError)
    expect(() => writeRequestOptions({ idempotencyKey: 'k'.repeat(201) })).toThrow(TypeError)
    expect(calls).toHaveLength(0)
  })

  it('accept 1-200 characters of letters, digits and _ - : .', () => {
    expect(isIdempotencyKey('a')).toBe(true)
    expect(isIdempotencyKey('k'.repeat(200))).toBe(true)
    expect(isIdempotencyKey('A-z_0:9.')).toBe(true)
    expect(isIdempotencyKey('k'.repeat(201))).toBe(false)
    expect(isIdempotencyKey('é')).toBe(false)
    expect(isIdempotencyKey('a/b')).toBe(false)
  })
})
