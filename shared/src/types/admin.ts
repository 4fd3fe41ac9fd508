// Choices of the admin's transactions (api/app/payments/models/order.ts answers them).

export type OrderStatus = 'created' | 'paid' | 'fulfilled' | 'failed'
export type OrderItemKind = 'course' | 'store_item'
