/**
 * What the builder tells the domains above it (coupons, ...) without importing them: emitted
 * through AdonisJS's emitter, listened to in start/events.ts.
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /**
     * A course's details were saved (created or edited) in the wizard, with its coupon code
     * (null: none). Emitted after the save committed.
     */
    'course:saved': { courseId: string; couponCode: string | null }
  }
}

export {}
