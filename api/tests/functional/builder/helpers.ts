import type { ApiClient, ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Category from '#catalogue/models/category'
import type User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'

export const API = '/api/v1/courses'

export function admin() {
  return UserFactory.apply('admin').create()
}

export function learner() {
  return UserFactory.create()
}

let categories = 0

export function category(name?: string) {
  categories += 1
  return Category.create({ name: name ?? `Polity ${categories}`, description: null })
}

/** The old client's createCourse body: every field as text, lists JSON-encoded. */
export function courseBody(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    courseName: 'Indian Polity for Prelims',
    courseDescription: 'The Constitution, Parliament and the courts, from the basics.',
    price: '1499.50',
    category: categoryId,
    whatYouWillLearn: 'Fundamental rights, Parliament, Judiciary',
    tag: JSON.stringify(['polity', 'prelims']),
    instructions: JSON.stringify(['Watch in order', 'Take notes']),
    couponCode: 'POLITY10',
    thumbnail: 'https://res.cloudinary.com/demo/image/upload/v1/polity.png',
    ...overrides,
  }
}

/**
 * Calls the builder as `user` with a session cookie and the CSRF token, the way the web
 * admin does.
 */
export function builder(client: ApiClient, user: User) {
  return {
    post: (path: string, body: unknown = {}) =>
      client.post(`${API}/${path}`).json(body).loginAs(user).withCsrfToken(),
    get: (path: string, query: Record<string, unknown> = {}) =>
      client.get(`${API}/${path}`).qs(query).loginAs(user),
  }
}

/** A course built through the API: created, then sections with lessons of these lengths. */
export async function buildCourse(
  client: ApiClient,
  user: User,
  layout: number[][] = [],
  overrides: Record<string, unknown> = {}
) {
  const api = builder(client, user)
  const { id: categoryId } = await category()
  const created = await api.post('createCourse', courseBody(categoryId, overrides))
  created.assertStatus(200)
  const courseId: string = created.body().data._id
  const sections: { id: string; lessons: string[] }[] = []
  for (const [index, lengths] of layout.entries()) {
    const added = await api.post('addSection', { courseId, sectionName: `Section ${index + 1}` })
    added.assertStatus(200)
    const sectionId: string = added.body().newSection._id
    const lessons: string[] = []
    for (const [number, seconds] of lengths.entries()) {
      const saved = await api.post('addSubSection', {
        sectionId,
        title: `Lesson ${index + 1}.${number + 1}`,
        description: 'A lesson',
        videoUrl: `https://videos.example.com/${index}-${number}.mp4`,
        timeDuration: seconds,
      })
      saved.assertStatus(200)
      lessons.push(saved.body().data.subSection.at(-1)._id)
    }
    sections.push({ id: sectionId, lessons })
  }
  return { courseId, categoryId, sections }
}

export async function courseRow(courseId: string) {
  return db.from('courses').where('id', courseId).first()
}

export async function draftRow(courseId: string) {
  return db.from('course_drafts').where('course_id', courseId).first()
}

/** Positions of a parent's children, in order, as [id, position]. */
export async function positions(table: 'sections' | 'lessons', parentId: string) {
  const parent = table === 'sections' ? 'course_id' : 'section_id'
  const rows = await db.from(table).where(parent, parentId).orderBy('position')
  return rows.map((row) => [row.id, row.position])
}

export async function totalSeconds(courseId: string): Promise<number> {
  const row = await courseRow(courseId)
  return row.total_duration_seconds
}

export async function courseStatus(courseId: string): Promise<string> {
  const row = await courseRow(courseId)
  return row.status
}

export async function courseName(courseId: string): Promise<string> {
  const row = await courseRow(courseId)
  return row.course_name
}

/** The course's draft step, or null when it has no draft. */
export async function draftStep(courseId: string): Promise<number | null> {
  const row = await draftRow(courseId)
  return row ? row.creation_step : null
}

/** Sends the request and checks the answer's status. */
export async function expectStatus(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}

/** Just the positions of a parent's children, in order. */
export async function positionNumbers(table: 'sections' | 'lessons', parentId: string) {
  const rows = await positions(table, parentId)
  return rows.map(([, position]) => position)
}
