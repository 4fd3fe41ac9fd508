import type { BuilderLesson } from '#builder/transformers/builder_types'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { type Lesson, durationText } from '#catalogue'

/**
 * A lesson (the old client's "subsection") as the admin builder reads it, video URL included: only
 * admins reach builder answers. `timeDuration` is in seconds (0 while unknown), as in the
 * learning view's answers.
 */
export default class BuilderLessonTransformer extends BaseTransformer<Lesson> {
  toObject() {
    const lesson = this.resource
    return {
      _id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      videoUrl: lesson.videoUrl,
      timeDuration: lesson.durationSeconds,
      durationText: durationText(lesson.durationSeconds),
      position: lesson.position,
      sectionId: lesson.sectionId,
    } satisfies BuilderLesson
  }
}
