import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LessonService from '#builder/services/lesson_service'
import type { Course, Section } from '#catalogue'
import BuilderCourseTransformer from '#builder/transformers/builder_course_transformer'
import BuilderSectionTransformer from '#builder/transformers/builder_section_transformer'
import { ok } from '#core/transformers/envelope'
import {
  addSubSectionValidator,
  deleteSubSectionValidator,
  reorderSubSectionsValidator,
  updateSubSectionValidator,
} from '#builder/validators/builder'

/**
 * Lessons (`subSection` in the old client's names) in the course builder (admin only). Every answer carries
 * `data`, the section the lesson is in afterwards with all its lessons, and `updatedCourse`.
 */
@inject()
export default class LessonsController {
  constructor(private lessons: LessonService) {}

  /** POST /courses/addSubSection */
  async store(ctx: HttpContext) {
    const { sectionId, ...fields } = await ctx.request.validateUsing(addSubSectionValidator)
    return this.answer(ctx, 'Subsection Saved!', await this.lessons.add(sectionId, fields))
  }

  /** POST /courses/updateSubSection */
  async update(ctx: HttpContext) {
    const { subSectionId, ...changes } = await ctx.request.validateUsing(updateSubSectionValidator)
    return this.answer(ctx, 'Subsection updated', await this.lessons.update(subSectionId, changes))
  }

  /** POST /courses/deleteSubSection */
  async destroy(ctx: HttpContext) {
    const { subSectionId, sectionId } = await ctx.request.validateUsing(deleteSubSectionValidator)
    return this.answer(
      ctx,
      'Subsection deleted',
      await this.lessons.delete(subSectionId, sectionId)
    )
  }

  /** POST /courses/reorderSubSections */
  async reorder(ctx: HttpContext) {
    const { sectionId, subSectionIds } = await ctx.request.validateUsing(
      reorderSubSectionsValidator
    )
    return this.answer(
      ctx,
      'Subsections reordered',
      await this.lessons.reorder(sectionId, subSectionIds)
    )
  }

  private async answer(
    { serialize }: HttpContext,
    message: string,
    result: { section: Section; course: Course }
  ) {
    return ok(
      message,
      await serialize({
        data: BuilderSectionTransformer.transform(result.section),
        updatedCourse: BuilderCourseTransformer.transform(result.course).useVariant('withContent'),
      })
    )
  }
}
