import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Runs on every request, routed or not.
 */
server.use([
  () => import('#middleware/draining_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/request_logger_middleware'),
  () => import('#middleware/transport_security_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

/**
 * Runs on every routed request.
 */
router.use([
  () => import('#middleware/body_parser_middleware'),
  () => import('#middleware/multipart_guard_middleware'),
  () => import('#middleware/input_sanity_middleware'),
  () => import('#middleware/session_scope_middleware'),
  () => import('#middleware/security_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  admin: () => import('#middleware/admin_middleware'),
  currentUser: () => import('#middleware/current_user_middleware'),
  invalidateListings: () => import('#middleware/invalidate_listings_middleware'),
  idempotent: () => import('#middleware/idempotent_middleware'),
})
