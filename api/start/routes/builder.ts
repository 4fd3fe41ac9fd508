/*
| Builder calls under /api/v1 (issue 3). Kept in its own file so each area's
| routes read together.
|
| The admin course builder. Every call needs a signed-in Admin (401 visitor,
| 403 anyone else), by session cookie (with CSRF) or bearer token (the desktop
| app). Bodies are JSON; ids are the records' `_id`s. Calls the old client
| makes (createCourse to publishCourse, docs/api-contract.md#builder) keep their paths and answers:
|
|   POST /courses/createCourse        courseName, courseDescription, price (rupees),
|                                     category, whatYouWillLearn?, tag?, instructions?,
|                                     couponCode?, thumbnail?  -> data (course); draft at step 1
|   GET  /courses/courseCreationDraft ?search=&page=&limit= (limit <= 100)
|                                     -> bare array of drafts; X-Total-Count header
|   POST /courses/addSection          sectionName, courseId -> newSection, updatedCourse;
|                                     draft moves to step 2
|   POST /courses/addSubSection       sectionId, title, description, videoUrl,
|                                     timeDuration? (seconds, mm:ss, hh:mm:ss)
|                                     -> data (section), updatedCourse
|   POST /courses/publishCourse       courseId -> course; needs a lesson; removes the draft
|
| Editing (new calls, in the same old style: POST with the ids in the body):
|
|   POST /courses/editCourse          courseId + any field of createCourse -> data (course)
|   POST /courses/updateSection       sectionId, sectionName, courseId? -> data, updatedCourse
|   POST /courses/deleteSection       sectionId, courseId? -> updatedCourse
|   POST /courses/reorderSections     courseId, sectionIds (every section, new order)
|                                     -> updatedCourse
|   POST /courses/updateSubSection    subSectionId + any of title, description, videoUrl,
|                                     timeDuration; sectionId (another section of the
|                                     course: moves the lesson to its end)
|                                     -> data (section it is in), updatedCourse
|   POST /courses/deleteSubSection    subSectionId, sectionId? -> data, updatedCourse
|   POST /courses/reorderSubSections  sectionId, subSectionIds (every lesson, new order)
|                                     -> data, updatedCourse
|   POST /courses/unpublishCourse     courseId -> course (draft again; listed among the
|                                     drafts at step 3)
|   POST /courses/reopenCourse        courseId, creationStep? (1-3, default 1) -> course,
|                                     creationStep (listed among the drafts; status kept)
|   GET|POST /courses/inspectCourse   courseId (query or body) -> data {course (with
|                                     courseContent and video URLs), enrollments,
|                                     revenuePaise, revenue, creationStep (null when no draft),
|                                     averageRating (null when unrated), ratingCount}
|   POST /courses/deleteCourse        courseId -> 409 when learners are enrolled
|   POST /courses/duplicateCourse     courseId -> data (the copy with courseContent): a new
|                                     draft at step 1 named '<name> (copy)' with the same
|                                     details, sections and lessons; no enrolments or ratings
|   GET|POST /courses/courseReviews   courseId, page?, limit? (1-50, default 10) -> data
|                                     [{_id, rating, review, learner {_id, name}, createdAt}]
|                                     newest first, averageRating, ratingCount, meta
|
| Every POST here takes an optional Idempotency-Key header (1-200 of A-Z a-z 0-9 _ - : .): a
| repeat with the same key gets the first answer again, without running
| (docs/api-contract.md#idempotency-keys).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CourseBuilderController = () => import('#builder/controllers/course_builder_controller')
const SectionsController = () => import('#builder/controllers/sections_controller')
const LessonsController = () => import('#builder/controllers/lessons_controller')

router
  .group(() => {
    router
      .group(() => {
        router.post('createCourse', [CourseBuilderController, 'store'])
        router.get('courseCreationDraft', [CourseBuilderController, 'drafts'])
        router.post('editCourse', [CourseBuilderController, 'update'])
        router.post('publishCourse', [CourseBuilderController, 'publish'])
        router.post('unpublishCourse', [CourseBuilderController, 'unpublish'])
        router.post('reopenCourse', [CourseBuilderController, 'reopen'])
        router.route('inspectCourse', ['GET', 'POST'], [CourseBuilderController, 'inspect'])
        router.post('deleteCourse', [CourseBuilderController, 'destroy'])
        router.post('duplicateCourse', [CourseBuilderController, 'duplicate'])
        router.route('courseReviews', ['GET', 'POST'], [CourseBuilderController, 'reviews'])

        router.post('addSection', [SectionsController, 'store'])
        router.post('updateSection', [SectionsController, 'update'])
        router.post('deleteSection', [SectionsController, 'destroy'])
        router.post('reorderSections', [SectionsController, 'reorder'])

        router.post('addSubSection', [LessonsController, 'store'])
        router.post('updateSubSection', [LessonsController, 'update'])
        router.post('deleteSubSection', [LessonsController, 'destroy'])
        router.post('reorderSubSections', [LessonsController, 'reorder'])
      })
      .prefix('courses')
      .use([
        middleware.auth({ guards: ['web', 'api'] }),
        middleware.admin(),
        middleware.invalidateListings(),
        // an Idempotency-Key header makes a POST apply once (docs/api-contract.md#idempotency-keys)
        middleware.idempotent(),
      ])
  })
  .prefix('/api/v1')
  .use(middleware.currentUser())
