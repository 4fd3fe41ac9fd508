import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#http/exceptions/handler'))

/**
 * Runs on every request, routed or not.
 */
server.use([
  () => import('#http/middleware/draining_middleware'),
  () => import('#http/middleware/container_bindings_middleware'),
  () => import('#http/middleware/request_logger_middleware'),
  () => import('#http/middleware/transport_security_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

/**
 * Runs on every routed request.
 */
router.use([
  () => import('#http/middleware/body_parser_middleware'),
  () => import('#http/middleware/multipart_guard_middleware'),
  () => import('#http/middleware/input_sanity_middleware'),
  () => import('#http/middleware/session_scope_middleware'),
  () => import('#http/middleware/security_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  auth: () => import('#http/middleware/auth_middleware'),
  admin: () => import('#http/middleware/admin_middleware'),
  currentUser: () => import('#http/middleware/current_user_middleware'),
  invalidateListings: () => import('#http/middleware/invalidate_listings_middleware'),
  idempotent: () => import('#http/middleware/idempotent_middleware'),
})
