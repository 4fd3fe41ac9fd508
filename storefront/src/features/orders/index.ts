/*
| The learner's orders: the profile's "My orders" tab with invoice downloads, and the query keys
| checkout refreshes after a purchase.
*/
export { ordersKeys } from './api/orders-keys.ts'
export { OrdersList } from './components/OrdersList.tsx'
