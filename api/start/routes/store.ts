/*
| Store calls under /api/v1 (issue 3). Kept in its own file so each area's
| routes read together.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

router
  .group(() => {})
  .prefix('/api/v1')
  .use(middleware.currentUser())
