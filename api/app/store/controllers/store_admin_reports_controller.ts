import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import StoreAdminReportService, {
  withoutPaging,
  type ReportFilters,
} from '#store/services/store_admin_report_service'
import { booksCsvStream, booksExportFilename } from '#store/services/store_books_csv'
import { mergeFilterSources, sanitiseBookFilters } from '#store/services/store_filters'
import { ok } from '#core/transformers/envelope'
import { authorOptionsValidator } from '#store/validators/store'

/**
 * The list's filters, read and forgiven exactly as POST /store/getAllBooks
 * reads them in the admin view, so the figures and the export always
 * describe the list the admin is looking at. Paging is left out.
 */
function reportFilters(ctx: HttpContext): ReportFilters {
  const raw = mergeFilterSources(ctx.request.qs(), ctx.request.body())
  return withoutPaging(sanitiseBookFilters({ ...raw, adminView: true }, true))
}

/** The admin's Published Books figures, author options and CSV export (admin routes). */
@inject()
export default class StoreAdminReportsController {
  constructor(private reports: StoreAdminReportService) {}

  /** GET|POST /store/admin/stats: counts by status and revenue of every matching item */
  async stats(ctx: HttpContext) {
    const data = await this.reports.stats(reportFilters(ctx))
    return ok('Book figures fetched successfully', { data })
  }

  /** GET /store/admin/authors: page, limit (1-100, default 100), search */
  async authors({ request }: HttpContext) {
    const input = await authorOptionsValidator.validate(request.qs())
    const { authors, meta } = await this.reports.authors({
      search: input.search || null,
      page: input.page ?? 1,
      limit: input.limit ?? 100,
    })
    return ok('Authors fetched successfully', { data: authors, meta })
  }

  /**
   * GET /store/admin/export: every item matching the list's filters, in the
   * list's order, as a CSV download streamed batch by batch.
   */
  async export(ctx: HttpContext) {
    const csv = booksCsvStream(this.reports.batches(reportFilters(ctx)))
    csv.on('error', (error) => {
      logger.error({ err: error }, 'books export failed while streaming')
    })
    const { response } = ctx
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header(
      'Content-Disposition',
      `attachment; filename="${booksExportFilename(DateTime.utc())}"`
    )
    response.header('Cache-Control', 'no-store')
    response.stream(csv, () => ['Could not export the books', 500])
  }
}
