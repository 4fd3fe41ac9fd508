/*
| Catalogue calls under /api/v1 (issue 3). Kept in its own file so each area's
| routes read together.
|
| Categories, the public catalogue, the learning view (full course, progress,
| ratings) and manual enrolment. Every route knows the caller when there is
| one (currentUser); the learning calls need a signed-in user, the admin
| calls an admin, both checked here on the server. Bodies are JSON; ids are
| the records' `_id`s; a malformed id or field is a 422, never a 500.
|
|   GET|POST /courses/showAllCategories  page?, limit? (default: all, up to 100), search?
|                        -> data [{_id, name, description, courseCount, createdAt}] by name,
|                           totalCategories, totalPages, currentPage. courseCount: published
|                           courses, or every course (drafts too) when an admin asks
|   POST /courses/createCategory  (admin) name, description? -> 201 data; 409 duplicate name;
|                           takes an Idempotency-Key header like the builder's writes
|   POST /courses/updateCategory  (admin) categoryId, newName, description? -> category, data
|   POST /courses/deleteCategory  (admin) categoryId, moveToCategoryId? -> movedCourses; 409
|                           while any course (drafts too) is in it and no moveToCategoryId
|                           says where they go, naming the count; moving and deleting is one
|                           transaction. Failures of update/delete also carry the message
|                           as `error` (the old admin screen reads it)
|   POST /courses/getAllCourses  page? (1), limit? (1-100, 10), categoryIds? [ids],
|                           search? (course name or description, case-insensitive),
|                           searchIn? (all | name: course names only),
|                           sortBy? (createdAt|courseName|instructor|price|enrollments),
|                           sortOrder? (asc|desc, desc), status? (admins only: all|draft|
|                           published) -> data [card], totalPages, currentPage, totalCourses
|   POST /courses/getACourse  courseId -> the course's fields at the top level, with
|                           courseContent (titles and descriptions, no video URLs); drafts
|                           404 except for admins
|   POST /courses/getFullCourseDetails  (enrolled learner or admin) courseId
|                           -> data {courseDetails (video URLs), completedVideos,
|                           totalDuration ("1h 2m"), totalDurationSeconds, progress
|                           {completed, total, percent, lastLessonId, lastPositionSeconds},
|                           myRating}
|   POST /courses/updateCourseProgress  (enrolled) courseId, subsectionId, completed?
|                           (true marks, false clears), position? (seconds)
|                           -> completedVideos, progress
|   POST /courses/createRating  (enrolled) courseId, rating 1-5, review? (<= 2000)
|                           -> averageRating, ratingCount, data; rating again edits it
|   POST /payment/manualEnrollStudent  (admin) courseId, email -> 200 'User manually
|                           enrolled'; 404 no such learner or course, 409 already enrolled
|   POST /payment/manualEnrollStudents  (admin) courseId, emails [1-500 strings]
|                           -> data {courseId, results [{email, status (enrolled|
|                           already_enrolled|no_account|invalid), userId}], summary}: one
|                           result per distinct address (trimmed, lower-cased), in order
|
| POST /profile/getEnrolledCourses (start/routes.ts) lists the learner's courses with
| their progress.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CategoriesController = () => import('#catalogue/controllers/categories_controller')
const CoursesController = () => import('#catalogue/controllers/courses_controller')
const CourseLearningController = () => import('#catalogue/controllers/course_learning_controller')
const CourseRatingsController = () => import('#catalogue/controllers/course_ratings_controller')
const ManualEnrolmentsController = () => import('#admin/controllers/manual_enrolments_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })
const adminOnly = () => [signedIn(), middleware.admin(), middleware.invalidateListings()]

router
  .group(() => {
    router
      .group(() => {
        // the old client uses GET in one place and POST in another
        router.route('showAllCategories', ['GET', 'POST'], [CategoriesController, 'index'])
        router
          .post('createCategory', [CategoriesController, 'store'])
          .use([...adminOnly(), middleware.idempotent()])
        router.post('updateCategory', [CategoriesController, 'update']).use(adminOnly())
        router.post('deleteCategory', [CategoriesController, 'destroy']).use(adminOnly())

        router.post('getAllCourses', [CoursesController, 'index'])
        router.post('getACourse', [CoursesController, 'show'])

        router.post('getFullCourseDetails', [CourseLearningController, 'show']).use(signedIn())
        router.post('updateCourseProgress', [CourseLearningController, 'update']).use(signedIn())
        router.post('createRating', [CourseRatingsController, 'store']).use(signedIn())
      })
      .prefix('courses')

    router
      .post('payment/manualEnrollStudent', [ManualEnrolmentsController, 'store'])
      .use(adminOnly())
    router
      .post('payment/manualEnrollStudents', [ManualEnrolmentsController, 'storeMany'])
      .use(adminOnly())
  })
  .prefix('/api/v1')
  .use(middleware.currentUser())
