import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Section } from '#catalogue'
import {
  advanceDraft,
  applyOrder,
  courseNotFound,
  courseWithContent,
  lockCourse,
  nextPosition,
  refreshTotalDuration,
  renumber,
  sectionNotFound,
} from '#builder/services/course_content'
import { BUILDER_MESSAGES } from '#builder/validators/builder'

/** The builder's step once the course has content (docs/screens/admin.md#course-builder). */
export const CONTENT_STEP = 2

/**
 * Sections of a course: added at the end, renamed, deleted (with their lessons and the
 * learners' progress on them) and reordered. Each change answers the course as it now is.
 */
export default class SectionService {
  async add(courseId: string, sectionName: string) {
    const section = await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      const created = await Section.create(
        { courseId, sectionName, position: await nextPosition(trx, 'sections', courseId) },
        { client: trx }
      )
      await advanceDraft(trx, courseId, CONTENT_STEP)
      return created
    })
    return { section, course: await this.reload(courseId) }
  }

  async rename(sectionId: string, sectionName: string, courseId?: string) {
    const section = await this.change(sectionId, courseId, async (_trx, found) => {
      found.sectionName = sectionName
      await found.save()
    })
    const course = await this.reload(section.courseId)
    return { section: course.sections.find((item) => item.id === section.id) ?? section, course }
  }

  async delete(sectionId: string, courseId?: string) {
    const section = await this.change(sectionId, courseId, async (trx, found) => {
      await found.delete()
      await renumber(trx, 'sections', found.courseId)
      await refreshTotalDuration(trx, found.courseId)
    })
    return { section, course: await this.reload(section.courseId) }
  }

  /** `sectionIds` must name every section of the course exactly once. */
  async reorder(courseId: string, sectionIds: string[]) {
    await db.transaction(async (trx) => {
      await lockCourse(trx, courseId)
      await applyOrder(
        trx,
        'sections',
        courseId,
        sectionIds,
        'sectionIds',
        BUILDER_MESSAGES.sectionIds
      )
    })
    return this.reload(courseId)
  }

  /**
   * Runs `work` on the section inside a transaction holding its course's lock. When the
   * caller names the course too, the section must belong to it.
   */
  private async change(
    sectionId: string,
    courseId: string | undefined,
    work: (trx: TransactionClientContract, section: Section) => Promise<void>
  ) {
    const owner = await db.from('sections').where('id', sectionId).select('course_id').first()
    if (!owner || (courseId && owner.course_id !== courseId.toLowerCase())) {
      throw sectionNotFound()
    }
    return db.transaction(async (trx) => {
      await lockCourse(trx, owner.course_id)
      // read again under the lock: it may have been deleted meanwhile
      const section = await Section.query({ client: trx }).where('id', sectionId).first()
      if (!section) throw sectionNotFound()
      await work(trx, section)
      return section
    })
  }

  private async reload(courseId: string) {
    const course = await courseWithContent(courseId)
    if (!course) throw courseNotFound()
    return course
  }
}
