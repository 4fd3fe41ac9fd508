import { readdir, readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import Course from '#catalogue/models/course'
import Order from '#payments/models/order'
import type User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'

export interface FuzzFixtures {
  learner: User
  admin: User
  learnerEmail: string
  adminEmail: string
}

/** The two accounts every signed-in fuzz call uses. */
export async function fuzzUsers(): Promise<FuzzFixtures> {
  const learner = await UserFactory.merge({ email: 'fuzz.learner@example.com' }).create()
  const admin = await UserFactory.apply('admin').merge({ email: 'fuzz.admin@example.com' }).create()
  return { learner, admin, learnerEmail: learner.email, adminEmail: admin.email }
}

/**
 * Records for the good ids of fuzzed calls: a published course with a
 * section and lessons the learner is enrolled in, a category, a store item
 * and an order. A fuzzed admin call may delete or change any of them, so
 * `fuzzRecords` checks they are all still there before each batch and makes a
 * fresh set when one is gone; the ids returned are what requests may use.
 */
export class FuzzRecords {
  #ids: string[] = []
  #records?: { courseId: string; itemId: string; sectionIds: string[]; lessonIds: string[] }

  constructor(private users: FuzzFixtures) {}

  async ids() {
    if (!(await this.#intact())) await this.#create()
    return this.#ids
  }

  async #intact() {
    const records = this.#records
    if (!records) return false
    const [course, item, sections, lessons] = await Promise.all([
      db.from('courses').where('id', records.courseId).where('status', 'published').first(),
      db.from('store_items').where('id', records.itemId).whereNull('deleted_at').first(),
      db.from('sections').whereIn('id', records.sectionIds).count('* as n').first(),
      db.from('lessons').whereIn('id', records.lessonIds).count('* as n').first(),
    ])
    return (
      Boolean(course && item) &&
      Number(sections?.n) === records.sectionIds.length &&
      Number(lessons?.n) === records.lessonIds.length
    )
  }

  async #create() {
    const { learner, admin } = this.users
    const course = await CourseFactory.merge({ instructorId: admin.id })
      .with('category')
      .with('sections', 1, (section) => section.with('lessons', 2))
      .create()
    await EnrolmentFactory.merge({ userId: learner.id, courseId: course.id }).create()
    const item = await StoreItemFactory.create()
    const suffix = Math.random().toString(36).slice(2, 12)
    const order = await Order.create({
      userId: learner.id,
      itemKind: 'course',
      courseId: course.id,
      storeItemId: null,
      amountPaise: 50_000,
      currency: 'INR',
      gatewayOrderId: `order_fuzz${suffix}`,
      gatewayPaymentId: null,
      receipt: `rcpt_fuzz${suffix}`,
      status: 'created',
      failureReason: null,
      paidAt: null,
      fulfilledAt: null,
    })
    const loaded = await Course.query()
      .where('id', course.id)
      .preload('sections', (sections) => sections.preload('lessons'))
      .firstOrFail()
    const sectionIds = loaded.sections.map((section) => section.id)
    const lessonIds = loaded.sections.flatMap((section) =>
      section.lessons.map((lesson) => lesson.id)
    )
    this.#records = { courseId: course.id, itemId: item.id, sectionIds, lessonIds }
    this.#ids = [
      course.id,
      course.categoryId,
      item.id,
      order.gatewayOrderId,
      learner.id,
      ...sectionIds,
      ...lessonIds,
    ].filter((id): id is string => typeof id === 'string')
  }
}

/** Removes the rows batches leave behind, so the database stays small. */
export async function clearFuzzRows() {
  await db.from('rate_limits').delete()
}

/**
 * The field names the API reads, scraped from its validators at run time
 * (`name: vine...` in every `app/<part>/validators` folder), so a new field is fuzzed without
 * editing the suite.
 */
export async function apiFieldNames() {
  const folder = app.makePath('app')
  const names = new Set([
    'id',
    'courseId',
    'bookId',
    'sectionId',
    'subSectionId',
    'email',
    'password',
    'token',
  ])
  for (const file of await readdir(folder, { recursive: true })) {
    if (!/(^|\/)validators\/[^/]+\.ts$/.test(file)) continue
    const source = await readFile(`${folder}/${file}`, 'utf8')
    for (const match of source.matchAll(/['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?\s*:\s*vine\b/g)) {
      names.add(match[1])
    }
  }
  return [...names].sort()
}
