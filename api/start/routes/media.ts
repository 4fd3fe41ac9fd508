/*
| Media calls under /api/v1 (issue 3). Kept in its own file so each area's
| routes read together.
|
| generateSignature signs an upload; with CLOUDINARY_URL the browser then
| uploads to Cloudinary, otherwise to `media/upload/:resourceType` here.
| That upload carries no cookies: its signature is its authentication (it is
| CSRF-exempt in config/shield.ts, and its multipart body is streamed by hand,
| see config/bodyparser.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const UploadSignaturesController = () => import('#media/controllers/upload_signatures_controller')
const MediaUploadsController = () => import('#media/controllers/media_uploads_controller')
const MediaFilesController = () => import('#media/controllers/media_files_controller')

router
  .group(() => {
    router
      .post('generate/generateSignature', [UploadSignaturesController, 'store'])
      .use(middleware.auth({ guards: ['web', 'api'] }))
  })
  .prefix('/api/v1')
  .use(middleware.currentUser())

/* Uploads and files need no user: a signature or a signed link stands for one. */
router
  .group(() => {
    // the pattern is listed in config/bodyparser.ts (processManually)
    router
      .post('upload/:resourceType', [MediaUploadsController, 'store'])
      .where('resourceType', /^(image|raw)$/)
    router.get('image/*', [MediaFilesController, 'image'])
    router.get('raw/*', [MediaFilesController, 'raw'])
    router.get('download/:token', [MediaFilesController, 'download'])
  })
  .prefix('/api/v1/media')
