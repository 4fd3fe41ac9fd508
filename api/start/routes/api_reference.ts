/*
| The API's reference: the OpenAPI document and the page that reads it
| (app/http/api_reference). Before the /api/* catch-all.
*/
import router from '@adonisjs/core/services/router'

const ApiReferenceController = () => import('#http/api_reference/api_reference_controller')

router
  .get('/api/v1/openapi.json', [ApiReferenceController, 'document'])
  .as('api_reference.document')
router.get('/api/docs', [ApiReferenceController, 'page']).as('api_reference.page')
router.get('/api/docs/assets/:file', [ApiReferenceController, 'asset']).as('api_reference.asset')
