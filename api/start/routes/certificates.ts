/*
| Certificates of completion (issue 39; docs/decisions.md#certificates). Kept in its own file so
| the area's routes read together.
|
|   GET /api/v1/certificates  (signed in) page?, limit? (1-100, 20), courseId?
|                        -> data [the learner's own certificates], meta
|   GET /api/v1/certificates/:id  (anyone) -> data {id, status (valid|withdrawn), learnerName,
|                        courseName, issuedAt, withdrawnAt, verifyUrl}; 404 unknown id
|   GET /api/v1/certificates/:id/pdf  (its owner) -> the PDF; 404 another's, 410 withdrawn
|   GET /verify/:id       the storefront's verification page, as HTML made here (no script)
|
| Issued and withdrawn by the catalogue's events (start/events.ts), not by a route.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CertificatesController = () => import('#certificates/controllers/certificates_controller')
const CertificatePageController = () => import('#http/controllers/certificate_page_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })

router
  .group(() => {
    router.get('/', [CertificatesController, 'index']).use(signedIn())
    router.get(':id', [CertificatesController, 'show'])
    router.get(':id/pdf', [CertificatesController, 'pdf']).use(signedIn())
  })
  .prefix('/api/v1/certificates')

router.get('/verify/:id', [CertificatePageController, 'show']).as('web_app.verify_certificate')
