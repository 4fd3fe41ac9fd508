/*
| Store calls under /api/v1 (issue 3). Kept in its own file so each area's
| routes read together.
|
| The listing and an item's details are public (the caller, when signed in,
| sees their own purchase marked); changes, bulk actions and analytics are
| for admins; downloads are for owners and admins. Editing has two spellings:
| POST /store/updateBook with `id` in the body (the old client's style) and
| PUT /store/books/:id; analytics likewise.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const StoreBooksController = () => import('#store/controllers/store_books_controller')
const StoreProductsController = () => import('#store/controllers/store_products_controller')
const StoreAnalyticsController = () => import('#store/controllers/store_analytics_controller')
const StoreDownloadsController = () => import('#store/controllers/store_downloads_controller')
const StoreBulkCreateController = () => import('#store/controllers/store_bulk_create_controller')
const StoreAdminReportsController = () =>
  import('#store/controllers/store_admin_reports_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })

router
  .group(() => {
    router.post('getAllBooks', [StoreBooksController, 'index'])
    router.get('books/:id', [StoreBooksController, 'show'])

    router.get('download/:id', [StoreDownloadsController, 'show']).use(signedIn())

    router
      .group(() => {
        router.post('createProduct', [StoreProductsController, 'store'])
        router.post('bulkCreate', [StoreBulkCreateController, 'store'])
        router.post('updateBook', [StoreProductsController, 'update']).as('store.update_book')
        router.put('books/:id', [StoreProductsController, 'update']).as('store.books.update')
        router.post('deleteBook', [StoreProductsController, 'destroy'])
        router.post('bulkAction', [StoreProductsController, 'bulk'])
        router
          .post('getBookAnalytics', [StoreAnalyticsController, 'show'])
          .as('store.get_book_analytics')
        router
          .get('books/:id/analytics', [StoreAnalyticsController, 'show'])
          .as('store.books.analytics')
      })
      .use([signedIn(), middleware.admin(), middleware.invalidateListings()])

    // reads for the admin's Published Books screen: figures and export over the list's filters
    router
      .group(() => {
        router.get('stats', [StoreAdminReportsController, 'stats']).as('store.admin.stats')
        router.post('stats', [StoreAdminReportsController, 'stats']).as('store.admin.stats_post')
        router.get('authors', [StoreAdminReportsController, 'authors']).as('store.admin.authors')
        router.get('export', [StoreAdminReportsController, 'export']).as('store.admin.export')
      })
      .prefix('admin')
      .use([signedIn(), middleware.admin()])
  })
  .prefix('/api/v1/store')
  .use(middleware.currentUser())
