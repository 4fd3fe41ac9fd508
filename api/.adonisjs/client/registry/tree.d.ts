/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  health: {
    show: typeof routes['health.show']
  }
  publicConfig: {
    show: typeof routes['public_config.show']
  }
  signupCodes: {
    store: typeof routes['signup_codes.store']
  }
  signups: {
    store: typeof routes['signups.store']
  }
  sessions: {
    store: typeof routes['sessions.store']
    show: typeof routes['sessions.show']
    destroy: typeof routes['sessions.destroy']
  }
  passwordResets: {
    store: typeof routes['password_resets.store']
    update: typeof routes['password_resets.update']
  }
  googleSignIn: {
    redirect: typeof routes['google_sign_in.redirect']
    callback: typeof routes['google_sign_in.callback']
  }
  accessTokens: {
    store: typeof routes['access_tokens.store']
    destroy: typeof routes['access_tokens.destroy']
  }
  profiles: {
    update: typeof routes['profiles.update']
  }
  displayPictures: {
    update: typeof routes['display_pictures.update']
  }
  enrolledCourses: {
    index: typeof routes['enrolled_courses.index']
  }
  contactMessages: {
    store: typeof routes['contact_messages.store']
  }
  categories: {
    index: typeof routes['categories.index']
    store: typeof routes['categories.store']
    update: typeof routes['categories.update']
    destroy: typeof routes['categories.destroy']
  }
  courses: {
    index: typeof routes['courses.index']
    show: typeof routes['courses.show']
  }
  courseLearning: {
    show: typeof routes['course_learning.show']
    update: typeof routes['course_learning.update']
  }
  courseRatings: {
    store: typeof routes['course_ratings.store']
  }
  manualEnrolments: {
    store: typeof routes['manual_enrolments.store']
    storeMany: typeof routes['manual_enrolments.store_many']
  }
  courseBuilder: {
    store: typeof routes['course_builder.store']
    drafts: typeof routes['course_builder.drafts']
    update: typeof routes['course_builder.update']
    publish: typeof routes['course_builder.publish']
    unpublish: typeof routes['course_builder.unpublish']
    reopen: typeof routes['course_builder.reopen']
    inspect: typeof routes['course_builder.inspect']
    destroy: typeof routes['course_builder.destroy']
    duplicate: typeof routes['course_builder.duplicate']
    reviews: typeof routes['course_builder.reviews']
  }
  sections: {
    store: typeof routes['sections.store']
    update: typeof routes['sections.update']
    destroy: typeof routes['sections.destroy']
    reorder: typeof routes['sections.reorder']
  }
  lessons: {
    store: typeof routes['lessons.store']
    update: typeof routes['lessons.update']
    destroy: typeof routes['lessons.destroy']
    reorder: typeof routes['lessons.reorder']
  }
  storeBooks: {
    index: typeof routes['store_books.index']
    show: typeof routes['store_books.show']
  }
  storeDownloads: {
    show: typeof routes['store_downloads.show']
  }
  storeProducts: {
    store: typeof routes['store_products.store']
    destroy: typeof routes['store_products.destroy']
    bulk: typeof routes['store_products.bulk']
  }
  storeBulkCreate: {
    store: typeof routes['store_bulk_create.store']
  }
  store: {
    updateBook: typeof routes['store.update_book']
    books: {
      update: typeof routes['store.books.update']
      analytics: typeof routes['store.books.analytics']
    }
    getBookAnalytics: typeof routes['store.get_book_analytics']
    admin: {
      stats: typeof routes['store.admin.stats']
      statsPost: typeof routes['store.admin.stats_post']
      authors: typeof routes['store.admin.authors']
      export: typeof routes['store.admin.export']
    }
  }
  uploadSignatures: {
    store: typeof routes['upload_signatures.store']
  }
  mediaUploads: {
    store: typeof routes['media_uploads.store']
  }
  payments: {
    capture: typeof routes['payments.capture']
    verify: typeof routes['payments.verify']
  }
  storePayments: {
    capture: typeof routes['store_payments.capture']
    verify: typeof routes['store_payments.verify']
  }
  transactions: {
    index: typeof routes['transactions.index']
    export: typeof routes['transactions.export']
    show: typeof routes['transactions.show']
  }
  coupons: {
    index: typeof routes['coupons.index']
    store: typeof routes['coupons.store']
    show: typeof routes['coupons.show']
    update: typeof routes['coupons.update']
    destroy: typeof routes['coupons.destroy']
    orders: typeof routes['coupons.orders']
  }
  couponQuotes: {
    store: typeof routes['coupon_quotes.store']
  }
  refunds: {
    index: typeof routes['refunds.index']
    store: typeof routes['refunds.store']
  }
  adminDashboard: {
    show: typeof routes['admin_dashboard.show']
  }
  adminUsers: {
    index: typeof routes['admin_users.index']
    show: typeof routes['admin_users.show']
  }
  orders: {
    index: typeof routes['orders.index']
    invoice: typeof routes['orders.invoice']
    creditNote: typeof routes['orders.credit_note']
  }
  gstReports: {
    show: typeof routes['gst_reports.show']
    export: typeof routes['gst_reports.export']
  }
  certificates: {
    index: typeof routes['certificates.index']
    show: typeof routes['certificates.show']
    pdf: typeof routes['certificates.pdf']
  }
}
