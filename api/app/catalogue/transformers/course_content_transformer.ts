import type Section from '#catalogue/models/section'
import type Lesson from '#catalogue/models/lesson'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { durationText } from '#catalogue/services/course_duration'
import type {
  CourseContentLesson,
  CourseContentSection,
  LearnerCourseSection,
} from '#catalogue/transformers/course_types'

function lessonFields(lesson: Lesson) {
  return {
    _id: lesson.id,
    title: lesson.title,
    description: lesson.description,
    timeDuration: lesson.durationSeconds,
    durationText: durationText(lesson.durationSeconds),
  } satisfies CourseContentLesson
}

/**
 * A course section with its lessons (`courseContent[]` with `subSection[]`),
 * in position order as loaded. The default answer is the public one: titles
 * and descriptions, never the video URL. `forLearner` adds `videoUrl` for
 * enrolled learners and admins.
 */
export default class CourseContentTransformer extends BaseTransformer<Section> {
  toObject() {
    const section = this.resource
    return {
      _id: section.id,
      sectionName: section.sectionName,
      subSection: (section.lessons ?? []).map(lessonFields),
    } satisfies CourseContentSection
  }

  forLearner() {
    const section = this.resource
    return {
      _id: section.id,
      sectionName: section.sectionName,
      subSection: (section.lessons ?? []).map((lesson) => ({
        ...lessonFields(lesson),
        videoUrl: lesson.videoUrl,
      })),
    } satisfies LearnerCourseSection
  }
}
