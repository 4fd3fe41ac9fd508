import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CatalogueService from '#catalogue/services/catalogue_service'
import { listingCache } from '#core/services/listing_cache'
import CourseCardTransformer from '#catalogue/transformers/course_card_transformer'
import CourseDetailTransformer from '#catalogue/transformers/course_detail_transformer'
import { plainObjects } from '#core/transformers/plain_objects'
import { ok } from '#core/transformers/envelope'
import { courseListPaging } from '#core/transformers/paging'
import { listCoursesValidator, showCourseValidator } from '#catalogue/validators/catalogue'

/**
 * The public catalogue. Visitors and learners see published courses only.
 */
@inject()
export default class CoursesController {
  constructor(private catalogue: CatalogueService) {}

  /** POST /courses/getAllCourses: a visitor's page may come from the listing cache. */
  async index({ auth, request }: HttpContext) {
    const filters = await request.validateUsing(listCoursesValidator)
    const viewer = auth.user
    const answer = () => this.page(filters, viewer)
    return viewer ? answer() : listingCache.remember(`courses:${JSON.stringify(filters)}`, answer)
  }

  private async page(
    filters: Awaited<ReturnType<typeof listCoursesValidator.validate>>,
    viewer: HttpContext['auth']['user']
  ) {
    const result = await this.catalogue.list(filters, viewer)
    return ok('Courses fetched successfully', {
      data: plainObjects(CourseCardTransformer, result.courses, viewer?.id ?? null),
      ...courseListPaging({ page: result.page, perPage: result.limit, total: result.total }),
    })
  }

  /**
   * POST /courses/getACourse: the course's fields at the top level of the
   * answer (the old client reads the body as the course), with lesson titles
   * and descriptions but never video URLs.
   */
  async show({ auth, request, serialize }: HttpContext) {
    const { courseId } = await request.validateUsing(showCourseValidator)
    const viewer = auth.user
    const course = await this.catalogue.findPublic(courseId, viewer)
    const fields = await serialize(CourseDetailTransformer.transform(course, viewer?.id ?? null))
    return ok('Course fetched successfully', fields)
  }
}
