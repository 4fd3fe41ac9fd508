/*
| razorpay_simulator calls (issue 4).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

router
  .group(() => {})
  .prefix('/api/v1')
  .use(middleware.currentUser())
