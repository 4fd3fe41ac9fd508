/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'health.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/health',
    tokens: [{"old":"/api/v1/health","type":0,"val":"api","end":""},{"old":"/api/v1/health","type":0,"val":"v1","end":""},{"old":"/api/v1/health","type":0,"val":"health","end":""}],
    types: placeholder as Registry['health.show']['types'],
  },
  'public_config.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/config',
    tokens: [{"old":"/api/v1/config","type":0,"val":"api","end":""},{"old":"/api/v1/config","type":0,"val":"v1","end":""},{"old":"/api/v1/config","type":0,"val":"config","end":""}],
    types: placeholder as Registry['public_config.show']['types'],
  },
  'signup_codes.store': {
    methods: ["POST"],
    pattern: '/api/v1/auth/sendotp',
    tokens: [{"old":"/api/v1/auth/sendotp","type":0,"val":"api","end":""},{"old":"/api/v1/auth/sendotp","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/sendotp","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/sendotp","type":0,"val":"sendotp","end":""}],
    types: placeholder as Registry['signup_codes.store']['types'],
  },
  'signups.store': {
    methods: ["POST"],
    pattern: '/api/v1/auth/signup',
    tokens: [{"old":"/api/v1/auth/signup","type":0,"val":"api","end":""},{"old":"/api/v1/auth/signup","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/signup","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/signup","type":0,"val":"signup","end":""}],
    types: placeholder as Registry['signups.store']['types'],
  },
  'sessions.store': {
    methods: ["POST"],
    pattern: '/api/v1/auth/login',
    tokens: [{"old":"/api/v1/auth/login","type":0,"val":"api","end":""},{"old":"/api/v1/auth/login","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/login","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['sessions.store']['types'],
  },
  'sessions.show': {
    methods: ["POST"],
    pattern: '/api/v1/auth/validate',
    tokens: [{"old":"/api/v1/auth/validate","type":0,"val":"api","end":""},{"old":"/api/v1/auth/validate","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/validate","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/validate","type":0,"val":"validate","end":""}],
    types: placeholder as Registry['sessions.show']['types'],
  },
  'sessions.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/auth/logout',
    tokens: [{"old":"/api/v1/auth/logout","type":0,"val":"api","end":""},{"old":"/api/v1/auth/logout","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/logout","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['sessions.destroy']['types'],
  },
  'password_resets.store': {
    methods: ["POST"],
    pattern: '/api/v1/auth/reset-password-token',
    tokens: [{"old":"/api/v1/auth/reset-password-token","type":0,"val":"api","end":""},{"old":"/api/v1/auth/reset-password-token","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/reset-password-token","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/reset-password-token","type":0,"val":"reset-password-token","end":""}],
    types: placeholder as Registry['password_resets.store']['types'],
  },
  'password_resets.update': {
    methods: ["POST"],
    pattern: '/api/v1/auth/reset-password',
    tokens: [{"old":"/api/v1/auth/reset-password","type":0,"val":"api","end":""},{"old":"/api/v1/auth/reset-password","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/reset-password","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['password_resets.update']['types'],
  },
  'google_sign_in.redirect': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/auth/google',
    tokens: [{"old":"/api/v1/auth/google","type":0,"val":"api","end":""},{"old":"/api/v1/auth/google","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/google","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/google","type":0,"val":"google","end":""}],
    types: placeholder as Registry['google_sign_in.redirect']['types'],
  },
  'google_sign_in.callback': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/auth/google/callback',
    tokens: [{"old":"/api/v1/auth/google/callback","type":0,"val":"api","end":""},{"old":"/api/v1/auth/google/callback","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/google/callback","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/google/callback","type":0,"val":"google","end":""},{"old":"/api/v1/auth/google/callback","type":0,"val":"callback","end":""}],
    types: placeholder as Registry['google_sign_in.callback']['types'],
  },
  'access_tokens.store': {
    methods: ["POST"],
    pattern: '/api/v1/auth/tokens',
    tokens: [{"old":"/api/v1/auth/tokens","type":0,"val":"api","end":""},{"old":"/api/v1/auth/tokens","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/tokens","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/tokens","type":0,"val":"tokens","end":""}],
    types: placeholder as Registry['access_tokens.store']['types'],
  },
  'access_tokens.destroy': {
    methods: ["DELETE"],
    pattern: '/api/v1/auth/tokens/current',
    tokens: [{"old":"/api/v1/auth/tokens/current","type":0,"val":"api","end":""},{"old":"/api/v1/auth/tokens/current","type":0,"val":"v1","end":""},{"old":"/api/v1/auth/tokens/current","type":0,"val":"auth","end":""},{"old":"/api/v1/auth/tokens/current","type":0,"val":"tokens","end":""},{"old":"/api/v1/auth/tokens/current","type":0,"val":"current","end":""}],
    types: placeholder as Registry['access_tokens.destroy']['types'],
  },
  'profiles.update': {
    methods: ["PUT"],
    pattern: '/api/v1/profile/updateProfile',
    tokens: [{"old":"/api/v1/profile/updateProfile","type":0,"val":"api","end":""},{"old":"/api/v1/profile/updateProfile","type":0,"val":"v1","end":""},{"old":"/api/v1/profile/updateProfile","type":0,"val":"profile","end":""},{"old":"/api/v1/profile/updateProfile","type":0,"val":"updateProfile","end":""}],
    types: placeholder as Registry['profiles.update']['types'],
  },
  'display_pictures.update': {
    methods: ["PUT"],
    pattern: '/api/v1/profile/updateDisplayPicture',
    tokens: [{"old":"/api/v1/profile/updateDisplayPicture","type":0,"val":"api","end":""},{"old":"/api/v1/profile/updateDisplayPicture","type":0,"val":"v1","end":""},{"old":"/api/v1/profile/updateDisplayPicture","type":0,"val":"profile","end":""},{"old":"/api/v1/profile/updateDisplayPicture","type":0,"val":"updateDisplayPicture","end":""}],
    types: placeholder as Registry['display_pictures.update']['types'],
  },
  'enrolled_courses.index': {
    methods: ["POST"],
    pattern: '/api/v1/profile/getEnrolledCourses',
    tokens: [{"old":"/api/v1/profile/getEnrolledCourses","type":0,"val":"api","end":""},{"old":"/api/v1/profile/getEnrolledCourses","type":0,"val":"v1","end":""},{"old":"/api/v1/profile/getEnrolledCourses","type":0,"val":"profile","end":""},{"old":"/api/v1/profile/getEnrolledCourses","type":0,"val":"getEnrolledCourses","end":""}],
    types: placeholder as Registry['enrolled_courses.index']['types'],
  },
  'contact_messages.store': {
    methods: ["POST"],
    pattern: '/api/v1/contact/contactus',
    tokens: [{"old":"/api/v1/contact/contactus","type":0,"val":"api","end":""},{"old":"/api/v1/contact/contactus","type":0,"val":"v1","end":""},{"old":"/api/v1/contact/contactus","type":0,"val":"contact","end":""},{"old":"/api/v1/contact/contactus","type":0,"val":"contactus","end":""}],
    types: placeholder as Registry['contact_messages.store']['types'],
  },
  'categories.index': {
    methods: ["GET","POST"],
    pattern: '/api/v1/courses/showAllCategories',
    tokens: [{"old":"/api/v1/courses/showAllCategories","type":0,"val":"api","end":""},{"old":"/api/v1/courses/showAllCategories","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/showAllCategories","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/showAllCategories","type":0,"val":"showAllCategories","end":""}],
    types: placeholder as Registry['categories.index']['types'],
  },
  'categories.store': {
    methods: ["POST"],
    pattern: '/api/v1/courses/createCategory',
    tokens: [{"old":"/api/v1/courses/createCategory","type":0,"val":"api","end":""},{"old":"/api/v1/courses/createCategory","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/createCategory","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/createCategory","type":0,"val":"createCategory","end":""}],
    types: placeholder as Registry['categories.store']['types'],
  },
  'categories.update': {
    methods: ["POST"],
    pattern: '/api/v1/courses/updateCategory',
    tokens: [{"old":"/api/v1/courses/updateCategory","type":0,"val":"api","end":""},{"old":"/api/v1/courses/updateCategory","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/updateCategory","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/updateCategory","type":0,"val":"updateCategory","end":""}],
    types: placeholder as Registry['categories.update']['types'],
  },
  'categories.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/courses/deleteCategory',
    tokens: [{"old":"/api/v1/courses/deleteCategory","type":0,"val":"api","end":""},{"old":"/api/v1/courses/deleteCategory","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/deleteCategory","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/deleteCategory","type":0,"val":"deleteCategory","end":""}],
    types: placeholder as Registry['categories.destroy']['types'],
  },
  'courses.index': {
    methods: ["POST"],
    pattern: '/api/v1/courses/getAllCourses',
    tokens: [{"old":"/api/v1/courses/getAllCourses","type":0,"val":"api","end":""},{"old":"/api/v1/courses/getAllCourses","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/getAllCourses","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/getAllCourses","type":0,"val":"getAllCourses","end":""}],
    types: placeholder as Registry['courses.index']['types'],
  },
  'courses.show': {
    methods: ["POST"],
    pattern: '/api/v1/courses/getACourse',
    tokens: [{"old":"/api/v1/courses/getACourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/getACourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/getACourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/getACourse","type":0,"val":"getACourse","end":""}],
    types: placeholder as Registry['courses.show']['types'],
  },
  'course_learning.show': {
    methods: ["POST"],
    pattern: '/api/v1/courses/getFullCourseDetails',
    tokens: [{"old":"/api/v1/courses/getFullCourseDetails","type":0,"val":"api","end":""},{"old":"/api/v1/courses/getFullCourseDetails","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/getFullCourseDetails","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/getFullCourseDetails","type":0,"val":"getFullCourseDetails","end":""}],
    types: placeholder as Registry['course_learning.show']['types'],
  },
  'course_learning.update': {
    methods: ["POST"],
    pattern: '/api/v1/courses/updateCourseProgress',
    tokens: [{"old":"/api/v1/courses/updateCourseProgress","type":0,"val":"api","end":""},{"old":"/api/v1/courses/updateCourseProgress","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/updateCourseProgress","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/updateCourseProgress","type":0,"val":"updateCourseProgress","end":""}],
    types: placeholder as Registry['course_learning.update']['types'],
  },
  'course_ratings.store': {
    methods: ["POST"],
    pattern: '/api/v1/courses/createRating',
    tokens: [{"old":"/api/v1/courses/createRating","type":0,"val":"api","end":""},{"old":"/api/v1/courses/createRating","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/createRating","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/createRating","type":0,"val":"createRating","end":""}],
    types: placeholder as Registry['course_ratings.store']['types'],
  },
  'manual_enrolments.store': {
    methods: ["POST"],
    pattern: '/api/v1/payment/manualEnrollStudent',
    tokens: [{"old":"/api/v1/payment/manualEnrollStudent","type":0,"val":"api","end":""},{"old":"/api/v1/payment/manualEnrollStudent","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/manualEnrollStudent","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/manualEnrollStudent","type":0,"val":"manualEnrollStudent","end":""}],
    types: placeholder as Registry['manual_enrolments.store']['types'],
  },
  'manual_enrolments.store_many': {
    methods: ["POST"],
    pattern: '/api/v1/payment/manualEnrollStudents',
    tokens: [{"old":"/api/v1/payment/manualEnrollStudents","type":0,"val":"api","end":""},{"old":"/api/v1/payment/manualEnrollStudents","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/manualEnrollStudents","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/manualEnrollStudents","type":0,"val":"manualEnrollStudents","end":""}],
    types: placeholder as Registry['manual_enrolments.store_many']['types'],
  },
  'course_builder.store': {
    methods: ["POST"],
    pattern: '/api/v1/courses/createCourse',
    tokens: [{"old":"/api/v1/courses/createCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/createCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/createCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/createCourse","type":0,"val":"createCourse","end":""}],
    types: placeholder as Registry['course_builder.store']['types'],
  },
  'course_builder.drafts': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/courses/courseCreationDraft',
    tokens: [{"old":"/api/v1/courses/courseCreationDraft","type":0,"val":"api","end":""},{"old":"/api/v1/courses/courseCreationDraft","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/courseCreationDraft","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/courseCreationDraft","type":0,"val":"courseCreationDraft","end":""}],
    types: placeholder as Registry['course_builder.drafts']['types'],
  },
  'course_builder.update': {
    methods: ["POST"],
    pattern: '/api/v1/courses/editCourse',
    tokens: [{"old":"/api/v1/courses/editCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/editCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/editCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/editCourse","type":0,"val":"editCourse","end":""}],
    types: placeholder as Registry['course_builder.update']['types'],
  },
  'course_builder.publish': {
    methods: ["POST"],
    pattern: '/api/v1/courses/publishCourse',
    tokens: [{"old":"/api/v1/courses/publishCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/publishCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/publishCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/publishCourse","type":0,"val":"publishCourse","end":""}],
    types: placeholder as Registry['course_builder.publish']['types'],
  },
  'course_builder.unpublish': {
    methods: ["POST"],
    pattern: '/api/v1/courses/unpublishCourse',
    tokens: [{"old":"/api/v1/courses/unpublishCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/unpublishCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/unpublishCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/unpublishCourse","type":0,"val":"unpublishCourse","end":""}],
    types: placeholder as Registry['course_builder.unpublish']['types'],
  },
  'course_builder.reopen': {
    methods: ["POST"],
    pattern: '/api/v1/courses/reopenCourse',
    tokens: [{"old":"/api/v1/courses/reopenCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/reopenCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/reopenCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/reopenCourse","type":0,"val":"reopenCourse","end":""}],
    types: placeholder as Registry['course_builder.reopen']['types'],
  },
  'course_builder.inspect': {
    methods: ["GET","POST"],
    pattern: '/api/v1/courses/inspectCourse',
    tokens: [{"old":"/api/v1/courses/inspectCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/inspectCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/inspectCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/inspectCourse","type":0,"val":"inspectCourse","end":""}],
    types: placeholder as Registry['course_builder.inspect']['types'],
  },
  'course_builder.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/courses/deleteCourse',
    tokens: [{"old":"/api/v1/courses/deleteCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/deleteCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/deleteCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/deleteCourse","type":0,"val":"deleteCourse","end":""}],
    types: placeholder as Registry['course_builder.destroy']['types'],
  },
  'course_builder.duplicate': {
    methods: ["POST"],
    pattern: '/api/v1/courses/duplicateCourse',
    tokens: [{"old":"/api/v1/courses/duplicateCourse","type":0,"val":"api","end":""},{"old":"/api/v1/courses/duplicateCourse","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/duplicateCourse","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/duplicateCourse","type":0,"val":"duplicateCourse","end":""}],
    types: placeholder as Registry['course_builder.duplicate']['types'],
  },
  'course_builder.reviews': {
    methods: ["GET","POST"],
    pattern: '/api/v1/courses/courseReviews',
    tokens: [{"old":"/api/v1/courses/courseReviews","type":0,"val":"api","end":""},{"old":"/api/v1/courses/courseReviews","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/courseReviews","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/courseReviews","type":0,"val":"courseReviews","end":""}],
    types: placeholder as Registry['course_builder.reviews']['types'],
  },
  'sections.store': {
    methods: ["POST"],
    pattern: '/api/v1/courses/addSection',
    tokens: [{"old":"/api/v1/courses/addSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/addSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/addSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/addSection","type":0,"val":"addSection","end":""}],
    types: placeholder as Registry['sections.store']['types'],
  },
  'sections.update': {
    methods: ["POST"],
    pattern: '/api/v1/courses/updateSection',
    tokens: [{"old":"/api/v1/courses/updateSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/updateSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/updateSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/updateSection","type":0,"val":"updateSection","end":""}],
    types: placeholder as Registry['sections.update']['types'],
  },
  'sections.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/courses/deleteSection',
    tokens: [{"old":"/api/v1/courses/deleteSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/deleteSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/deleteSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/deleteSection","type":0,"val":"deleteSection","end":""}],
    types: placeholder as Registry['sections.destroy']['types'],
  },
  'sections.reorder': {
    methods: ["POST"],
    pattern: '/api/v1/courses/reorderSections',
    tokens: [{"old":"/api/v1/courses/reorderSections","type":0,"val":"api","end":""},{"old":"/api/v1/courses/reorderSections","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/reorderSections","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/reorderSections","type":0,"val":"reorderSections","end":""}],
    types: placeholder as Registry['sections.reorder']['types'],
  },
  'lessons.store': {
    methods: ["POST"],
    pattern: '/api/v1/courses/addSubSection',
    tokens: [{"old":"/api/v1/courses/addSubSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/addSubSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/addSubSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/addSubSection","type":0,"val":"addSubSection","end":""}],
    types: placeholder as Registry['lessons.store']['types'],
  },
  'lessons.update': {
    methods: ["POST"],
    pattern: '/api/v1/courses/updateSubSection',
    tokens: [{"old":"/api/v1/courses/updateSubSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/updateSubSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/updateSubSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/updateSubSection","type":0,"val":"updateSubSection","end":""}],
    types: placeholder as Registry['lessons.update']['types'],
  },
  'lessons.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/courses/deleteSubSection',
    tokens: [{"old":"/api/v1/courses/deleteSubSection","type":0,"val":"api","end":""},{"old":"/api/v1/courses/deleteSubSection","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/deleteSubSection","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/deleteSubSection","type":0,"val":"deleteSubSection","end":""}],
    types: placeholder as Registry['lessons.destroy']['types'],
  },
  'lessons.reorder': {
    methods: ["POST"],
    pattern: '/api/v1/courses/reorderSubSections',
    tokens: [{"old":"/api/v1/courses/reorderSubSections","type":0,"val":"api","end":""},{"old":"/api/v1/courses/reorderSubSections","type":0,"val":"v1","end":""},{"old":"/api/v1/courses/reorderSubSections","type":0,"val":"courses","end":""},{"old":"/api/v1/courses/reorderSubSections","type":0,"val":"reorderSubSections","end":""}],
    types: placeholder as Registry['lessons.reorder']['types'],
  },
  'store_books.index': {
    methods: ["POST"],
    pattern: '/api/v1/store/getAllBooks',
    tokens: [{"old":"/api/v1/store/getAllBooks","type":0,"val":"api","end":""},{"old":"/api/v1/store/getAllBooks","type":0,"val":"v1","end":""},{"old":"/api/v1/store/getAllBooks","type":0,"val":"store","end":""},{"old":"/api/v1/store/getAllBooks","type":0,"val":"getAllBooks","end":""}],
    types: placeholder as Registry['store_books.index']['types'],
  },
  'store_books.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/books/:id',
    tokens: [{"old":"/api/v1/store/books/:id","type":0,"val":"api","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"v1","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"store","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"books","end":""},{"old":"/api/v1/store/books/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['store_books.show']['types'],
  },
  'store_downloads.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/download/:id',
    tokens: [{"old":"/api/v1/store/download/:id","type":0,"val":"api","end":""},{"old":"/api/v1/store/download/:id","type":0,"val":"v1","end":""},{"old":"/api/v1/store/download/:id","type":0,"val":"store","end":""},{"old":"/api/v1/store/download/:id","type":0,"val":"download","end":""},{"old":"/api/v1/store/download/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['store_downloads.show']['types'],
  },
  'store_products.store': {
    methods: ["POST"],
    pattern: '/api/v1/store/createProduct',
    tokens: [{"old":"/api/v1/store/createProduct","type":0,"val":"api","end":""},{"old":"/api/v1/store/createProduct","type":0,"val":"v1","end":""},{"old":"/api/v1/store/createProduct","type":0,"val":"store","end":""},{"old":"/api/v1/store/createProduct","type":0,"val":"createProduct","end":""}],
    types: placeholder as Registry['store_products.store']['types'],
  },
  'store_bulk_create.store': {
    methods: ["POST"],
    pattern: '/api/v1/store/bulkCreate',
    tokens: [{"old":"/api/v1/store/bulkCreate","type":0,"val":"api","end":""},{"old":"/api/v1/store/bulkCreate","type":0,"val":"v1","end":""},{"old":"/api/v1/store/bulkCreate","type":0,"val":"store","end":""},{"old":"/api/v1/store/bulkCreate","type":0,"val":"bulkCreate","end":""}],
    types: placeholder as Registry['store_bulk_create.store']['types'],
  },
  'store.update_book': {
    methods: ["POST"],
    pattern: '/api/v1/store/updateBook',
    tokens: [{"old":"/api/v1/store/updateBook","type":0,"val":"api","end":""},{"old":"/api/v1/store/updateBook","type":0,"val":"v1","end":""},{"old":"/api/v1/store/updateBook","type":0,"val":"store","end":""},{"old":"/api/v1/store/updateBook","type":0,"val":"updateBook","end":""}],
    types: placeholder as Registry['store.update_book']['types'],
  },
  'store.books.update': {
    methods: ["PUT"],
    pattern: '/api/v1/store/books/:id',
    tokens: [{"old":"/api/v1/store/books/:id","type":0,"val":"api","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"v1","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"store","end":""},{"old":"/api/v1/store/books/:id","type":0,"val":"books","end":""},{"old":"/api/v1/store/books/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['store.books.update']['types'],
  },
  'store_products.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/store/deleteBook',
    tokens: [{"old":"/api/v1/store/deleteBook","type":0,"val":"api","end":""},{"old":"/api/v1/store/deleteBook","type":0,"val":"v1","end":""},{"old":"/api/v1/store/deleteBook","type":0,"val":"store","end":""},{"old":"/api/v1/store/deleteBook","type":0,"val":"deleteBook","end":""}],
    types: placeholder as Registry['store_products.destroy']['types'],
  },
  'store_products.bulk': {
    methods: ["POST"],
    pattern: '/api/v1/store/bulkAction',
    tokens: [{"old":"/api/v1/store/bulkAction","type":0,"val":"api","end":""},{"old":"/api/v1/store/bulkAction","type":0,"val":"v1","end":""},{"old":"/api/v1/store/bulkAction","type":0,"val":"store","end":""},{"old":"/api/v1/store/bulkAction","type":0,"val":"bulkAction","end":""}],
    types: placeholder as Registry['store_products.bulk']['types'],
  },
  'store.get_book_analytics': {
    methods: ["POST"],
    pattern: '/api/v1/store/getBookAnalytics',
    tokens: [{"old":"/api/v1/store/getBookAnalytics","type":0,"val":"api","end":""},{"old":"/api/v1/store/getBookAnalytics","type":0,"val":"v1","end":""},{"old":"/api/v1/store/getBookAnalytics","type":0,"val":"store","end":""},{"old":"/api/v1/store/getBookAnalytics","type":0,"val":"getBookAnalytics","end":""}],
    types: placeholder as Registry['store.get_book_analytics']['types'],
  },
  'store.books.analytics': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/books/:id/analytics',
    tokens: [{"old":"/api/v1/store/books/:id/analytics","type":0,"val":"api","end":""},{"old":"/api/v1/store/books/:id/analytics","type":0,"val":"v1","end":""},{"old":"/api/v1/store/books/:id/analytics","type":0,"val":"store","end":""},{"old":"/api/v1/store/books/:id/analytics","type":0,"val":"books","end":""},{"old":"/api/v1/store/books/:id/analytics","type":1,"val":"id","end":""},{"old":"/api/v1/store/books/:id/analytics","type":0,"val":"analytics","end":""}],
    types: placeholder as Registry['store.books.analytics']['types'],
  },
  'store.admin.stats': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/admin/stats',
    tokens: [{"old":"/api/v1/store/admin/stats","type":0,"val":"api","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"v1","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"store","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"admin","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"stats","end":""}],
    types: placeholder as Registry['store.admin.stats']['types'],
  },
  'store.admin.stats_post': {
    methods: ["POST"],
    pattern: '/api/v1/store/admin/stats',
    tokens: [{"old":"/api/v1/store/admin/stats","type":0,"val":"api","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"v1","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"store","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"admin","end":""},{"old":"/api/v1/store/admin/stats","type":0,"val":"stats","end":""}],
    types: placeholder as Registry['store.admin.stats_post']['types'],
  },
  'store.admin.authors': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/admin/authors',
    tokens: [{"old":"/api/v1/store/admin/authors","type":0,"val":"api","end":""},{"old":"/api/v1/store/admin/authors","type":0,"val":"v1","end":""},{"old":"/api/v1/store/admin/authors","type":0,"val":"store","end":""},{"old":"/api/v1/store/admin/authors","type":0,"val":"admin","end":""},{"old":"/api/v1/store/admin/authors","type":0,"val":"authors","end":""}],
    types: placeholder as Registry['store.admin.authors']['types'],
  },
  'store.admin.export': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/store/admin/export',
    tokens: [{"old":"/api/v1/store/admin/export","type":0,"val":"api","end":""},{"old":"/api/v1/store/admin/export","type":0,"val":"v1","end":""},{"old":"/api/v1/store/admin/export","type":0,"val":"store","end":""},{"old":"/api/v1/store/admin/export","type":0,"val":"admin","end":""},{"old":"/api/v1/store/admin/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['store.admin.export']['types'],
  },
  'upload_signatures.store': {
    methods: ["POST"],
    pattern: '/api/v1/generate/generateSignature',
    tokens: [{"old":"/api/v1/generate/generateSignature","type":0,"val":"api","end":""},{"old":"/api/v1/generate/generateSignature","type":0,"val":"v1","end":""},{"old":"/api/v1/generate/generateSignature","type":0,"val":"generate","end":""},{"old":"/api/v1/generate/generateSignature","type":0,"val":"generateSignature","end":""}],
    types: placeholder as Registry['upload_signatures.store']['types'],
  },
  'media_uploads.store': {
    methods: ["POST"],
    pattern: '/api/v1/media/upload/:resourceType',
    tokens: [{"old":"/api/v1/media/upload/:resourceType","type":0,"val":"api","end":""},{"old":"/api/v1/media/upload/:resourceType","type":0,"val":"v1","end":""},{"old":"/api/v1/media/upload/:resourceType","type":0,"val":"media","end":""},{"old":"/api/v1/media/upload/:resourceType","type":0,"val":"upload","end":""},{"old":"/api/v1/media/upload/:resourceType","type":1,"val":"resourceType","end":""}],
    types: placeholder as Registry['media_uploads.store']['types'],
  },
  'payments.capture': {
    methods: ["POST"],
    pattern: '/api/v1/payment/capturePayment',
    tokens: [{"old":"/api/v1/payment/capturePayment","type":0,"val":"api","end":""},{"old":"/api/v1/payment/capturePayment","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/capturePayment","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/capturePayment","type":0,"val":"capturePayment","end":""}],
    types: placeholder as Registry['payments.capture']['types'],
  },
  'payments.verify': {
    methods: ["POST"],
    pattern: '/api/v1/payment/verifyPayment',
    tokens: [{"old":"/api/v1/payment/verifyPayment","type":0,"val":"api","end":""},{"old":"/api/v1/payment/verifyPayment","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/verifyPayment","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/verifyPayment","type":0,"val":"verifyPayment","end":""}],
    types: placeholder as Registry['payments.verify']['types'],
  },
  'store_payments.capture': {
    methods: ["POST"],
    pattern: '/api/v1/store/capture',
    tokens: [{"old":"/api/v1/store/capture","type":0,"val":"api","end":""},{"old":"/api/v1/store/capture","type":0,"val":"v1","end":""},{"old":"/api/v1/store/capture","type":0,"val":"store","end":""},{"old":"/api/v1/store/capture","type":0,"val":"capture","end":""}],
    types: placeholder as Registry['store_payments.capture']['types'],
  },
  'store_payments.verify': {
    methods: ["POST"],
    pattern: '/api/v1/store/verify',
    tokens: [{"old":"/api/v1/store/verify","type":0,"val":"api","end":""},{"old":"/api/v1/store/verify","type":0,"val":"v1","end":""},{"old":"/api/v1/store/verify","type":0,"val":"store","end":""},{"old":"/api/v1/store/verify","type":0,"val":"verify","end":""}],
    types: placeholder as Registry['store_payments.verify']['types'],
  },
  'transactions.index': {
    methods: ["GET","POST"],
    pattern: '/api/v1/payment/transactions',
    tokens: [{"old":"/api/v1/payment/transactions","type":0,"val":"api","end":""},{"old":"/api/v1/payment/transactions","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/transactions","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/transactions","type":0,"val":"transactions","end":""}],
    types: placeholder as Registry['transactions.index']['types'],
  },
  'admin_dashboard.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/admin/dashboard',
    tokens: [{"old":"/api/v1/admin/dashboard","type":0,"val":"api","end":""},{"old":"/api/v1/admin/dashboard","type":0,"val":"v1","end":""},{"old":"/api/v1/admin/dashboard","type":0,"val":"admin","end":""},{"old":"/api/v1/admin/dashboard","type":0,"val":"dashboard","end":""}],
    types: placeholder as Registry['admin_dashboard.show']['types'],
  },
  'admin_users.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/admin/users',
    tokens: [{"old":"/api/v1/admin/users","type":0,"val":"api","end":""},{"old":"/api/v1/admin/users","type":0,"val":"v1","end":""},{"old":"/api/v1/admin/users","type":0,"val":"admin","end":""},{"old":"/api/v1/admin/users","type":0,"val":"users","end":""}],
    types: placeholder as Registry['admin_users.index']['types'],
  },
  'admin_users.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/admin/users/:id',
    tokens: [{"old":"/api/v1/admin/users/:id","type":0,"val":"api","end":""},{"old":"/api/v1/admin/users/:id","type":0,"val":"v1","end":""},{"old":"/api/v1/admin/users/:id","type":0,"val":"admin","end":""},{"old":"/api/v1/admin/users/:id","type":0,"val":"users","end":""},{"old":"/api/v1/admin/users/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['admin_users.show']['types'],
  },
  'transactions.export': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/payment/transactions/export',
    tokens: [{"old":"/api/v1/payment/transactions/export","type":0,"val":"api","end":""},{"old":"/api/v1/payment/transactions/export","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/transactions/export","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/transactions/export","type":0,"val":"transactions","end":""},{"old":"/api/v1/payment/transactions/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['transactions.export']['types'],
  },
  'transactions.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/payment/transactions/:id',
    tokens: [{"old":"/api/v1/payment/transactions/:id","type":0,"val":"api","end":""},{"old":"/api/v1/payment/transactions/:id","type":0,"val":"v1","end":""},{"old":"/api/v1/payment/transactions/:id","type":0,"val":"payment","end":""},{"old":"/api/v1/payment/transactions/:id","type":0,"val":"transactions","end":""},{"old":"/api/v1/payment/transactions/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['transactions.show']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
