import type { HttpContext } from '@adonisjs/core/http'
import { ok } from '#core/transformers/envelope'
import GstReportService, { gstReportCsv } from '#invoicing/services/gst_report_service'
import { gstReportValidator } from '#invoicing/validators/orders'

/** The admin's monthly GST sales report (docs/api-contract.md#orders-and-invoices). */
export default class GstReportsController {
  private reports = new GstReportService()

  /** GET /reports/gst?month=YYYY-MM (admin): by place of supply, credit notes netted. */
  async show({ request }: HttpContext) {
    const { month } = await gstReportValidator.validate(request.qs())
    return ok('GST report fetched successfully', { data: await this.reports.month(month) })
  }

  /** GET /reports/gst.csv?month=YYYY-MM (admin): the same report as a CSV download. */
  async export({ request, response }: HttpContext) {
    const { month } = await gstReportValidator.validate(request.qs())
    const csv = gstReportCsv(await this.reports.month(month))
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="gst-report-${month}.csv"`)
    response.header('Cache-Control', 'no-store')
    response.send(csv)
  }
}
