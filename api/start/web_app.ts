/*
| The front ends are served from the API's own origin: the storefront at `/`,
| the browser admin at `/admin`. Unknown API paths stay JSON 404s.
*/
import router from '@adonisjs/core/services/router'

const WebAppController = () => import('#http/controllers/web_app_controller')

router.any('/api/*', [WebAppController, 'apiNotFound']).as('web_app.api_not_found')
router.get('/admin', [WebAppController, 'admin']).as('web_app.admin_root')
router.get('/admin/*', [WebAppController, 'admin']).as('web_app.admin')
router.get('/*', [WebAppController, 'storefront']).as('web_app.storefront')
