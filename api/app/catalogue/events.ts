/**
 * What the catalogue tells the domains above it (certificates, ...) without importing them:
 * emitted through AdonisJS's emitter, listened to in start/events.ts.
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** The learner has completed every lesson of the course (emitted each time it becomes true). */
    'course:completed': { userId: string; courseId: string }
    /** An enrolment was taken back (a refund): what hangs on it must be withdrawn. */
    'enrolment:revoked': { userId: string; courseId: string; reason: 'refund' }
  }
}

export {}
