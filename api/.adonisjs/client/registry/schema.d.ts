/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'health.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/health'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#http/controllers/health_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#http/controllers/health_controller').default['show']>>>
    }
  }
  'public_config.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/config'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#http/controllers/public_config_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#http/controllers/public_config_controller').default['show']>>>
    }
  }
  'signup_codes.store': {
    methods: ["POST"]
    pattern: '/api/v1/auth/sendotp'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').sendOtpValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').sendOtpValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/signup_codes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/signup_codes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'signups.store': {
    methods: ["POST"]
    pattern: '/api/v1/auth/signup'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').signupValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').signupValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/signups_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/signups_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sessions.store': {
    methods: ["POST"]
    pattern: '/api/v1/auth/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts').credentialsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts').credentialsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sessions.show': {
    methods: ["POST"]
    pattern: '/api/v1/auth/validate'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['show']>>>
    }
  }
  'sessions.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/auth/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#http/controllers/sessions_controller').default['destroy']>>>
    }
  }
  'password_resets.store': {
    methods: ["POST"]
    pattern: '/api/v1/auth/reset-password-token'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/password_reset').resetRequestValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/password_reset').resetRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_resets_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_resets_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password_resets.update': {
    methods: ["POST"]
    pattern: '/api/v1/auth/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/password_reset').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/password_reset').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/password_resets_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/password_resets_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'google_sign_in.redirect': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/auth/google'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/google_sign_in_controller').default['redirect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/google_sign_in_controller').default['redirect']>>>
    }
  }
  'google_sign_in.callback': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/auth/google/callback'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/google_sign_in_controller').default['callback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/google_sign_in_controller').default['callback']>>>
    }
  }
  'access_tokens.store': {
    methods: ["POST"]
    pattern: '/api/v1/auth/tokens'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').credentialsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').credentialsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/access_tokens_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/access_tokens_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'access_tokens.destroy': {
    methods: ["DELETE"]
    pattern: '/api/v1/auth/tokens/current'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#accounts/controllers/access_tokens_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#accounts/controllers/access_tokens_controller').default['destroy']>>>
    }
  }
  'profiles.update': {
    methods: ["PUT"]
    pattern: '/api/v1/profile/updateProfile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts').updateProfileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts').updateProfileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#media/controllers/profiles_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#media/controllers/profiles_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'display_pictures.update': {
    methods: ["PUT"]
    pattern: '/api/v1/profile/updateDisplayPicture'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts').displayPictureValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts').displayPictureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#media/controllers/display_pictures_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#media/controllers/display_pictures_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'enrolled_courses.index': {
    methods: ["POST"]
    pattern: '/api/v1/profile/getEnrolledCourses'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/learning').enrolledCoursesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/learning').enrolledCoursesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/enrolled_courses_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/enrolled_courses_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contact_messages.store': {
    methods: ["POST"]
    pattern: '/api/v1/contact/contactus'
    types: {
      body: ExtractBody<InferInput<(typeof import('#contact/validators/contact').contactValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#contact/validators/contact').contactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#contact/controllers/contact_messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#contact/controllers/contact_messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'categories.index': {
    methods: ["GET","POST"]
    pattern: '/api/v1/courses/showAllCategories'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#catalogue/validators/category').listCategoriesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'categories.store': {
    methods: ["POST"]
    pattern: '/api/v1/courses/createCategory'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/category').createCategoryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/category').createCategoryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'categories.update': {
    methods: ["POST"]
    pattern: '/api/v1/courses/updateCategory'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/category').updateCategoryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/category').updateCategoryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'categories.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/courses/deleteCategory'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/category').deleteCategoryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/category').deleteCategoryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/categories_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'courses.index': {
    methods: ["POST"]
    pattern: '/api/v1/courses/getAllCourses'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/catalogue').listCoursesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/catalogue').listCoursesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/courses_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/courses_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'courses.show': {
    methods: ["POST"]
    pattern: '/api/v1/courses/getACourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/catalogue').showCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/catalogue').showCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/courses_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/courses_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_learning.show': {
    methods: ["POST"]
    pattern: '/api/v1/courses/getFullCourseDetails'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/learning').fullCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/learning').fullCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/course_learning_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/course_learning_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_learning.update': {
    methods: ["POST"]
    pattern: '/api/v1/courses/updateCourseProgress'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/learning').updateProgressValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/learning').updateProgressValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/course_learning_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/course_learning_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_ratings.store': {
    methods: ["POST"]
    pattern: '/api/v1/courses/createRating'
    types: {
      body: ExtractBody<InferInput<(typeof import('#catalogue/validators/learning').createRatingValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#catalogue/validators/learning').createRatingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#catalogue/controllers/course_ratings_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#catalogue/controllers/course_ratings_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'manual_enrolments.store': {
    methods: ["POST"]
    pattern: '/api/v1/payment/manualEnrollStudent'
    types: {
      body: ExtractBody<InferInput<(typeof import('#admin/validators/manual_enrolment').manualEnrolValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#admin/validators/manual_enrolment').manualEnrolValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/manual_enrolments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/manual_enrolments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'manual_enrolments.store_many': {
    methods: ["POST"]
    pattern: '/api/v1/payment/manualEnrollStudents'
    types: {
      body: ExtractBody<InferInput<(typeof import('#admin/validators/manual_enrolment').manualEnrolManyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#admin/validators/manual_enrolment').manualEnrolManyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/manual_enrolments_controller').default['storeMany']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/manual_enrolments_controller').default['storeMany']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.store': {
    methods: ["POST"]
    pattern: '/api/v1/courses/createCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').createCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').createCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.drafts': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/courses/courseCreationDraft'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#builder/validators/builder').draftListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['drafts']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['drafts']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.update': {
    methods: ["POST"]
    pattern: '/api/v1/courses/editCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').editCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').editCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.publish': {
    methods: ["POST"]
    pattern: '/api/v1/courses/publishCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['publish']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['publish']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.unpublish': {
    methods: ["POST"]
    pattern: '/api/v1/courses/unpublishCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['unpublish']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['unpublish']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.reopen': {
    methods: ["POST"]
    pattern: '/api/v1/courses/reopenCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').reopenCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').reopenCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['reopen']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['reopen']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.inspect': {
    methods: ["GET","POST"]
    pattern: '/api/v1/courses/inspectCourse'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['inspect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['inspect']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/courses/deleteCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.duplicate': {
    methods: ["POST"]
    pattern: '/api/v1/courses/duplicateCourse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').courseIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['duplicate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['duplicate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'course_builder.reviews': {
    methods: ["GET","POST"]
    pattern: '/api/v1/courses/courseReviews'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#builder/validators/builder').courseReviewsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['reviews']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/course_builder_controller').default['reviews']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sections.store': {
    methods: ["POST"]
    pattern: '/api/v1/courses/addSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').addSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').addSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sections.update': {
    methods: ["POST"]
    pattern: '/api/v1/courses/updateSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').updateSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').updateSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sections.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/courses/deleteSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').deleteSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').deleteSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sections.reorder': {
    methods: ["POST"]
    pattern: '/api/v1/courses/reorderSections'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').reorderSectionsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').reorderSectionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['reorder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/sections_controller').default['reorder']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.store': {
    methods: ["POST"]
    pattern: '/api/v1/courses/addSubSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').addSubSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').addSubSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.update': {
    methods: ["POST"]
    pattern: '/api/v1/courses/updateSubSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').updateSubSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').updateSubSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/courses/deleteSubSection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').deleteSubSectionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').deleteSubSectionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'lessons.reorder': {
    methods: ["POST"]
    pattern: '/api/v1/courses/reorderSubSections'
    types: {
      body: ExtractBody<InferInput<(typeof import('#builder/validators/builder').reorderSubSectionsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#builder/validators/builder').reorderSubSectionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['reorder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#builder/controllers/lessons_controller').default['reorder']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_books.index': {
    methods: ["POST"]
    pattern: '/api/v1/store/getAllBooks'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/book_filters').bookFiltersValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/book_filters').bookFiltersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_books_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_books_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_books.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/books/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_books_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_books_controller').default['show']>>>
    }
  }
  'store_downloads.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/download/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_downloads_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_downloads_controller').default['show']>>>
    }
  }
  'store_products.store': {
    methods: ["POST"]
    pattern: '/api/v1/store/createProduct'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').createProductValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').createProductValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_bulk_create.store': {
    methods: ["POST"]
    pattern: '/api/v1/store/bulkCreate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store_bulk_create').bulkCreateValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store_bulk_create').bulkCreateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_bulk_create_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_bulk_create_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.update_book': {
    methods: ["POST"]
    pattern: '/api/v1/store/updateBook'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').updateBookValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').updateBookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.books.update': {
    methods: ["PUT"]
    pattern: '/api/v1/store/books/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').updateBookValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').updateBookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_products.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/store/deleteBook'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').bookIdValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').bookIdValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_products.bulk': {
    methods: ["POST"]
    pattern: '/api/v1/store/bulkAction'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').bulkActionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').bulkActionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['bulk']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_products_controller').default['bulk']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.get_book_analytics': {
    methods: ["POST"]
    pattern: '/api/v1/store/getBookAnalytics'
    types: {
      body: ExtractBody<InferInput<(typeof import('#store/validators/store').analyticsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#store/validators/store').analyticsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_analytics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_analytics_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.books.analytics': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/books/:id/analytics'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#store/validators/store').analyticsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_analytics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_analytics_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.admin.stats': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/admin/stats'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['stats']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['stats']>>>
    }
  }
  'store.admin.stats_post': {
    methods: ["POST"]
    pattern: '/api/v1/store/admin/stats'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['stats']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['stats']>>>
    }
  }
  'store.admin.authors': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/admin/authors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#store/validators/store').authorOptionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['authors']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['authors']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store.admin.export': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/admin/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#store/controllers/store_admin_reports_controller').default['export']>>>
    }
  }
  'upload_signatures.store': {
    methods: ["POST"]
    pattern: '/api/v1/generate/generateSignature'
    types: {
      body: ExtractBody<InferInput<(typeof import('#media/validators/media').generateSignatureValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#media/validators/media').generateSignatureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#media/controllers/upload_signatures_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#media/controllers/upload_signatures_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'media_uploads.store': {
    methods: ["POST"]
    pattern: '/api/v1/media/upload/:resourceType'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { resourceType: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#media/controllers/media_uploads_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#media/controllers/media_uploads_controller').default['store']>>>
    }
  }
  'payments.capture': {
    methods: ["POST"]
    pattern: '/api/v1/payment/capturePayment'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').captureCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').captureCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payments_controller').default['capture']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payments_controller').default['capture']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'payments.verify': {
    methods: ["POST"]
    pattern: '/api/v1/payment/verifyPayment'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').verifyCourseValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').verifyCourseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/payments_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/payments_controller').default['verify']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_payments.capture': {
    methods: ["POST"]
    pattern: '/api/v1/store/capture'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').captureBookValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').captureBookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/store_payments_controller').default['capture']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/store_payments_controller').default['capture']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'store_payments.verify': {
    methods: ["POST"]
    pattern: '/api/v1/store/verify'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/payments').verifyBookValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/payments').verifyBookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/store_payments_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/store_payments_controller').default['verify']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'transactions.index': {
    methods: ["GET","POST"]
    pattern: '/api/v1/payment/transactions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#admin/validators/transactions').transactionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'coupons.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/coupons'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#coupons/validators/coupons').listCouponsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'coupons.store': {
    methods: ["POST"]
    pattern: '/api/v1/coupons'
    types: {
      body: ExtractBody<InferInput<(typeof import('#coupons/validators/coupons').createCouponValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#coupons/validators/coupons').createCouponValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'coupons.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/coupons/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['show']>>>
    }
  }
  'coupons.update': {
    methods: ["PATCH"]
    pattern: '/api/v1/coupons/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#coupons/validators/coupons').updateCouponValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#coupons/validators/coupons').updateCouponValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'coupons.destroy': {
    methods: ["DELETE"]
    pattern: '/api/v1/coupons/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['destroy']>>>
    }
  }
  'coupons.orders': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/coupons/:id/orders'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#coupons/validators/coupons').couponOrdersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['orders']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupons_controller').default['orders']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'coupon_quotes.store': {
    methods: ["POST"]
    pattern: '/api/v1/coupon-quotes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#coupons/validators/coupons').couponQuoteValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#coupons/validators/coupons').couponQuoteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#coupons/controllers/coupon_quotes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#coupons/controllers/coupon_quotes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'refunds.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/orders/:id/refunds'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#payments/validators/refunds').refundsListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/refunds_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/refunds_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'refunds.store': {
    methods: ["POST"]
    pattern: '/api/v1/orders/:id/refunds'
    types: {
      body: ExtractBody<InferInput<(typeof import('#payments/validators/refunds').createRefundValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#payments/validators/refunds').createRefundValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#payments/controllers/refunds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#payments/controllers/refunds_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin_dashboard.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/admin/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/admin_dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/admin_dashboard_controller').default['show']>>>
    }
  }
  'admin_users.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/admin/users'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#admin/validators/admin').adminUsersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/admin_users_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/admin_users_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'admin_users.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/admin/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/admin_users_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/admin_users_controller').default['show']>>>
    }
  }
  'transactions.export': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/payment/transactions/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#admin/validators/transactions').transactionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['export']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'transactions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/payment/transactions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#admin/controllers/transactions_controller').default['show']>>>
    }
  }
  'orders.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/orders'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#invoicing/validators/orders').learnerOrdersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'orders.invoice': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/orders/:id/invoice'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['invoice']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['invoice']>>>
    }
  }
  'orders.credit_note': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/orders/:id/credit-notes/:creditNoteId'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; creditNoteId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['creditNote']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#invoicing/controllers/orders_controller').default['creditNote']>>>
    }
  }
  'gst_reports.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/reports/gst'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#invoicing/validators/orders').gstReportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#invoicing/controllers/gst_reports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#invoicing/controllers/gst_reports_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'gst_reports.export': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/reports/gst.csv'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#invoicing/validators/orders').gstReportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#invoicing/controllers/gst_reports_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#invoicing/controllers/gst_reports_controller').default['export']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'certificates.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/certificates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#certificates/validators/certificates').certificatesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'certificates.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/certificates/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['show']>>>
    }
  }
  'certificates.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/certificates/:id/pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['pdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#certificates/controllers/certificates_controller').default['pdf']>>>
    }
  }
}
