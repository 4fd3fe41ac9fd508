import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SectionService from '#builder/services/section_service'
import BuilderCourseTransformer from '#builder/transformers/builder_course_transformer'
import BuilderSectionTransformer from '#builder/transformers/builder_section_transformer'
import { ok } from '#core/transformers/envelope'
import {
  addSectionValidator,
  deleteSectionValidator,
  reorderSectionsValidator,
  updateSectionValidator,
} from '#builder/validators/builder'

/**
 * Sections in the course builder (admin only). Every answer carries `updatedCourse`, the
 * course with its whole content as it now is.
 */
@inject()
export default class SectionsController {
  constructor(private sections: SectionService) {}

  /** POST /courses/addSection */
  async store({ request, serialize }: HttpContext) {
    const { courseId, sectionName } = await request.validateUsing(addSectionValidator)
    const { section, course } = await this.sections.add(courseId, sectionName)
    return ok(
      'Section Created',
      await serialize({
        newSection: BuilderSectionTransformer.transform(section),
        updatedCourse: BuilderCourseTransformer.transform(course).useVariant('withContent'),
      })
    )
  }

  /** POST /courses/updateSection */
  async update({ request, serialize }: HttpContext) {
    const { sectionId, sectionName, courseId } = await request.validateUsing(updateSectionValidator)
    const { section, course } = await this.sections.rename(sectionId, sectionName, courseId)
    return ok(
      'Section updated',
      await serialize({
        data: BuilderSectionTransformer.transform(section),
        updatedCourse: BuilderCourseTransformer.transform(course).useVariant('withContent'),
      })
    )
  }

  /** POST /courses/deleteSection */
  async destroy({ request, serialize }: HttpContext) {
    const { sectionId, courseId } = await request.validateUsing(deleteSectionValidator)
    const { course } = await this.sections.delete(sectionId, courseId)
    return ok(
      'Section deleted',
      await serialize({
        updatedCourse: BuilderCourseTransformer.transform(course).useVariant('withContent'),
      })
    )
  }

  /** POST /courses/reorderSections */
  async reorder({ request, serialize }: HttpContext) {
    const { courseId, sectionIds } = await request.validateUsing(reorderSectionsValidator)
    const course = await this.sections.reorder(courseId, sectionIds)
    return ok(
      'Sections reordered',
      await serialize({
        updatedCourse: BuilderCourseTransformer.transform(course).useVariant('withContent'),
      })
    )
  }
}
