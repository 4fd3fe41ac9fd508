/**
 * What payments tell the domains above them (invoicing, ...) without importing them: emitted
 * through AdonisJS's emitter, listened to in start/events.ts. Each is emitted once per fact,
 * after the transaction that records it has committed.
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A paid order was fulfilled (the learner has access). */
    'order:paid': { orderId: string }
    /** Razorpay processed a refund: access was revoked, money is on its way back. */
    'refund:processed': { refundId: string; orderId: string }
    /** Razorpay could not process a refund: access stays as it was. */
    'refund:failed': { refundId: string; orderId: string }
  }
}

export {}
