import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LearningProgressService from '#catalogue/services/learning_progress_service'
import CourseDetailTransformer from '#catalogue/transformers/course_detail_transformer'
import { ok } from '#core/transformers/envelope'
import { durationText } from '#catalogue/services/course_duration'
import type { CourseProgressUpdate, FullCourseDetails } from '#catalogue/services/learning_types'
import { fullCourseValidator, updateProgressValidator } from '#catalogue/validators/learning'

/**
 * The learning view: the full course for enrolled learners and admins, and
 * the learner's lesson progress.
 */
@inject()
export default class CourseLearningController {
  constructor(private learning: LearningProgressService) {}

  /** POST /courses/getFullCourseDetails */
  async show({ auth, request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(fullCourseValidator)
    const user = auth.getUserOrFail()
    const { course, progress, myRating } = await this.learning.fullDetails(user, courseId)
    const courseDetails = await serialize(
      CourseDetailTransformer.transform(course, user.id).useVariant('forLearner')
    )
    const { completedVideos, ...counts } = progress
    return ok('Course details fetched successfully', {
      data: {
        courseDetails,
        completedVideos,
        totalDuration: durationText(courseDetails.totalDuration),
        totalDurationSeconds: courseDetails.totalDuration,
        progress: counts,
        myRating,
      } satisfies FullCourseDetails,
    })
  }

  /** POST /courses/updateCourseProgress (enrolled learners) */
  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(updateProgressValidator)
    const { completedVideos, ...counts } = await this.learning.update(auth.getUserOrFail(), input)
    const update = { completedVideos, progress: counts } satisfies CourseProgressUpdate
    return ok('Course progress updated', { ...update, data: update })
  }
}
