import type { BuilderSection } from '#builder/transformers/builder_types'
import type { Section } from '#catalogue'
import { BaseTransformer } from '@adonisjs/core/transformers'
import BuilderLessonTransformer from '#builder/transformers/builder_lesson_transformer'

/**
 * A section with its lessons in order (`subSection`, the old client's name). The lessons must be
 * preloaded; a section built in the same request without them answers an empty list.
 */
export default class BuilderSectionTransformer extends BaseTransformer<Section> {
  toObject() {
    const section = this.resource
    const lessons = section.$preloaded.lessons ? section.lessons : []
    return {
      _id: section.id,
      sectionName: section.sectionName,
      position: section.position,
      courseId: section.courseId,
      subSection: lessons.map((lesson) => new BuilderLessonTransformer(lesson).toObject()),
    } satisfies BuilderSection
  }
}
