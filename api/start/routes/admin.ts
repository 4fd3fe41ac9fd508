/*
| The admin's dashboard, transactions detail and export, and users, under
| /api/v1. Admins only (session cookie or bearer token): 401 signed out, 403
| for learners. The transactions list itself is in start/routes/payments.ts.
|
|   GET /admin/dashboard           -> data: the last 30 days (Asia/Kolkata days) against the
|                                     30 before: revenue, paid orders, enrolments, purchases,
|                                     new learners; daily revenue; top courses and items;
|                                     recent paid orders
|   GET /admin/users               page, limit (1-100, 20), search (name or email), accountType
|                                  (Student|Admin|all), sort (newest|oldest) -> data [user with
|                                  enrolmentCount, purchaseCount], meta
|   GET /admin/users/:id           -> data: profile, counts, newest enrolments, items, orders; 404
|   GET /payment/transactions/export  the list's filters -> text/csv of every matching order
|   GET /payment/transactions/:id  our id or Razorpay's order id -> data: the order; 404
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminDashboardController = () => import('#admin/controllers/admin_dashboard_controller')
const AdminUsersController = () => import('#admin/controllers/admin_users_controller')
const TransactionsController = () => import('#admin/controllers/transactions_controller')

router
  .group(() => {
    router.get('admin/dashboard', [AdminDashboardController, 'show'])
    router.get('admin/users', [AdminUsersController, 'index'])
    router.get('admin/users/:id', [AdminUsersController, 'show'])
    router.get('payment/transactions/export', [TransactionsController, 'export'])
    router.get('payment/transactions/:id', [TransactionsController, 'show'])
  })
  .prefix('/api/v1')
  .use([middleware.auth({ guards: ['web', 'api'] }), middleware.admin()])
