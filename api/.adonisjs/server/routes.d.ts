import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'signup_codes.store': { paramsTuple?: []; params?: {} }
    'signups.store': { paramsTuple?: []; params?: {} }
    'sessions.store': { paramsTuple?: []; params?: {} }
    'sessions.show': { paramsTuple?: []; params?: {} }
    'sessions.destroy': { paramsTuple?: []; params?: {} }
    'password_resets.store': { paramsTuple?: []; params?: {} }
    'password_resets.update': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'access_tokens.store': { paramsTuple?: []; params?: {} }
    'access_tokens.destroy': { paramsTuple?: []; params?: {} }
    'profiles.update': { paramsTuple?: []; params?: {} }
    'display_pictures.update': { paramsTuple?: []; params?: {} }
    'enrolled_courses.index': { paramsTuple?: []; params?: {} }
    'contact_messages.store': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'categories.store': { paramsTuple?: []; params?: {} }
    'categories.update': { paramsTuple?: []; params?: {} }
    'categories.destroy': { paramsTuple?: []; params?: {} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple?: []; params?: {} }
    'course_learning.show': { paramsTuple?: []; params?: {} }
    'course_learning.update': { paramsTuple?: []; params?: {} }
    'course_ratings.store': { paramsTuple?: []; params?: {} }
    'manual_enrolments.store': { paramsTuple?: []; params?: {} }
    'course_builder.store': { paramsTuple?: []; params?: {} }
    'course_builder.drafts': { paramsTuple?: []; params?: {} }
    'course_builder.update': { paramsTuple?: []; params?: {} }
    'course_builder.publish': { paramsTuple?: []; params?: {} }
    'course_builder.unpublish': { paramsTuple?: []; params?: {} }
    'course_builder.reopen': { paramsTuple?: []; params?: {} }
    'course_builder.inspect': { paramsTuple?: []; params?: {} }
    'course_builder.destroy': { paramsTuple?: []; params?: {} }
    'sections.store': { paramsTuple?: []; params?: {} }
    'sections.update': { paramsTuple?: []; params?: {} }
    'sections.destroy': { paramsTuple?: []; params?: {} }
    'sections.reorder': { paramsTuple?: []; params?: {} }
    'lessons.store': { paramsTuple?: []; params?: {} }
    'lessons.update': { paramsTuple?: []; params?: {} }
    'lessons.destroy': { paramsTuple?: []; params?: {} }
    'lessons.reorder': { paramsTuple?: []; params?: {} }
    'store_books.index': { paramsTuple?: []; params?: {} }
    'store_books.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store_downloads.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store_products.store': { paramsTuple?: []; params?: {} }
    'store.update_book': { paramsTuple?: []; params?: {} }
    'store.books.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store_products.destroy': { paramsTuple?: []; params?: {} }
    'store_products.bulk': { paramsTuple?: []; params?: {} }
    'store.get_book_analytics': { paramsTuple?: []; params?: {} }
    'store.books.analytics': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'upload_signatures.store': { paramsTuple?: []; params?: {} }
    'media_uploads.store': { paramsTuple: [ParamValue]; params: {'resourceType': ParamValue} }
    'media_files.image': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.raw': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.download': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'course_builder.drafts': { paramsTuple?: []; params?: {} }
    'course_builder.inspect': { paramsTuple?: []; params?: {} }
    'store_books.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store_downloads.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store.books.analytics': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'media_files.image': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.raw': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.download': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'course_builder.drafts': { paramsTuple?: []; params?: {} }
    'store_books.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store_downloads.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'store.books.analytics': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'media_files.image': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.raw': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'media_files.download': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'signup_codes.store': { paramsTuple?: []; params?: {} }
    'signups.store': { paramsTuple?: []; params?: {} }
    'sessions.store': { paramsTuple?: []; params?: {} }
    'sessions.show': { paramsTuple?: []; params?: {} }
    'sessions.destroy': { paramsTuple?: []; params?: {} }
    'password_resets.store': { paramsTuple?: []; params?: {} }
    'password_resets.update': { paramsTuple?: []; params?: {} }
    'access_tokens.store': { paramsTuple?: []; params?: {} }
    'enrolled_courses.index': { paramsTuple?: []; params?: {} }
    'contact_messages.store': { paramsTuple?: []; params?: {} }
    'categories.index': { paramsTuple?: []; params?: {} }
    'categories.store': { paramsTuple?: []; params?: {} }
    'categories.update': { paramsTuple?: []; params?: {} }
    'categories.destroy': { paramsTuple?: []; params?: {} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple?: []; params?: {} }
    'course_learning.show': { paramsTuple?: []; params?: {} }
    'course_learning.update': { paramsTuple?: []; params?: {} }
    'course_ratings.store': { paramsTuple?: []; params?: {} }
    'manual_enrolments.store': { paramsTuple?: []; params?: {} }
    'course_builder.store': { paramsTuple?: []; params?: {} }
    'course_builder.update': { paramsTuple?: []; params?: {} }
    'course_builder.publish': { paramsTuple?: []; params?: {} }
    'course_builder.unpublish': { paramsTuple?: []; params?: {} }
    'course_builder.reopen': { paramsTuple?: []; params?: {} }
    'course_builder.inspect': { paramsTuple?: []; params?: {} }
    'course_builder.destroy': { paramsTuple?: []; params?: {} }
    'sections.store': { paramsTuple?: []; params?: {} }
    'sections.update': { paramsTuple?: []; params?: {} }
    'sections.destroy': { paramsTuple?: []; params?: {} }
    'sections.reorder': { paramsTuple?: []; params?: {} }
    'lessons.store': { paramsTuple?: []; params?: {} }
    'lessons.update': { paramsTuple?: []; params?: {} }
    'lessons.destroy': { paramsTuple?: []; params?: {} }
    'lessons.reorder': { paramsTuple?: []; params?: {} }
    'store_books.index': { paramsTuple?: []; params?: {} }
    'store_products.store': { paramsTuple?: []; params?: {} }
    'store.update_book': { paramsTuple?: []; params?: {} }
    'store_products.destroy': { paramsTuple?: []; params?: {} }
    'store_products.bulk': { paramsTuple?: []; params?: {} }
    'store.get_book_analytics': { paramsTuple?: []; params?: {} }
    'upload_signatures.store': { paramsTuple?: []; params?: {} }
    'media_uploads.store': { paramsTuple: [ParamValue]; params: {'resourceType': ParamValue} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'access_tokens.destroy': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'profiles.update': { paramsTuple?: []; params?: {} }
    'display_pictures.update': { paramsTuple?: []; params?: {} }
    'store.books.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}