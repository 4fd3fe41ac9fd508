import {
  Button,
  Callout,
  FormGroup,
  H2,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core'
import { ChevronLeft, ChevronRight, Document, Download } from '@blueprintjs/icons'
import { useSearchParams } from 'react-router'
import { formatRupees } from '@pathshala/shared'
import { EmptyState, serverMessageOr, showToast } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useExportGstReport, useGstReport, type GstReport } from '../api/use-gst-report.ts'
import { currentMonth, monthLabel, monthOrCurrent, shiftMonth } from '../lib/month.ts'
import './gst-report.css'

/**
 * /admin/gst-report: a month's GST sales by place of supply (taxable value, CGST, SGST, IGST,
 * credit notes netted), the B2C part of the monthly return, on screen and as CSV.
 */
export default function GstReportPage() {
  const [params, setParams] = useSearchParams()
  const month = monthOrCurrent(params.get('month'))
  const report = useGstReport(month)
  const exporter = useExportGstReport()
  const latest = currentMonth()

  function showMonth(next: string) {
    if (/^\d{4}-\d{2}$/.test(next)) setParams({ month: next }, { replace: true })
  }

  function exportCsv() {
    exporter.mutate(month, {
      onSuccess: (filename) => void showToast('success', `Downloaded ${filename}`),
      onError: (failure) =>
        void showToast('error', serverMessageOr(failure, 'The report could not be downloaded')),
    })
  }

  const data = report.data
  return (
    <section aria-labelledby="gst-report-heading" className="gst-report">
      <div className="gst-report-head head-row">
        <div>
          <H2 id="gst-report-heading">GST report</H2>
          <p className="gst-report-sub">
            Sales by place of supply for {monthLabel(month)}, credit notes netted (GSTR-1 B2C).
          </p>
        </div>
        <Button
          icon={<Download />}
          onClick={exportCsv}
          loading={exporter.isPending}
          disabled={!data}
        >
          Download CSV
        </Button>
      </div>

      <div className="gst-report-month">
        <Button
          variant="minimal"
          icon={<ChevronLeft />}
          aria-label="Previous month"
          onClick={() => showMonth(shiftMonth(month, -1))}
        />
        <FormGroup
          label="Month"
          labelFor="gst-report-month"
          inline
          className="gst-report-month-field"
        >
          <InputGroup
            id="gst-report-month"
            type="month"
            value={month}
            max={latest}
            onValueChange={showMonth}
          />
        </FormGroup>
        <Button
          variant="minimal"
          icon={<ChevronRight />}
          aria-label="Next month"
          disabled={month >= latest}
          onClick={() => showMonth(shiftMonth(month, 1))}
        />
      </div>

      {report.error && !data ? (
        <LoadFailure
          title="The GST report could not be loaded"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <NonIdealState icon={<Spinner />} title="Loading the report…" />
      ) : (
        <ReportBody report={data} />
      )}
    </section>
  )
}

function ReportBody({ report }: { report: GstReport }) {
  return (
    <>
      {!report.gstin && (
        <Callout intent="warning" compact className="gst-report-note">
          No GSTIN is configured (SELLER_GSTIN): orders get receipts without GST, so nothing is
          reported here.
        </Callout>
      )}
      {report.rows.length === 0 ? (
        <EmptyState
          icon={<Document />}
          title="No sales this month"
          description={`No tax invoice or credit note was issued in ${monthLabel(report.month)}.`}
        />
      ) : (
        <div
          className="gst-report-table-wrap"
          role="region"
          aria-label="Sales by place of supply"
          tabIndex={0}
        >
          <HTMLTable striped className="gst-report-table">
            <thead>
              <tr>
                <th scope="col">Place of supply</th>
                <th scope="col" className="number">
                  Invoices
                </th>
                <th scope="col" className="number">
                  Credit notes
                </th>
                <th scope="col" className="number">
                  Taxable value
                </th>
                <th scope="col" className="number">
                  CGST
                </th>
                <th scope="col" className="number">
                  SGST
                </th>
                <th scope="col" className="number">
                  IGST
                </th>
                <th scope="col" className="number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.placeOfSupply ?? 'unknown'}>
                  <th scope="row">
                    {row.stateName ?? 'Not known'}
                    {row.placeOfSupply && (
                      <span className="gst-report-code"> ({row.placeOfSupply})</span>
                    )}
                  </th>
                  <td className="number">{row.invoices}</td>
                  <td className="number">{row.creditNotes}</td>
                  <td className="number">{rupees(row.taxablePaise)}</td>
                  <td className="number">{rupees(row.cgstPaise)}</td>
                  <td className="number">{rupees(row.sgstPaise)}</td>
                  <td className="number">{rupees(row.igstPaise)}</td>
                  <td className="number">{rupees(row.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="number">{report.totals.invoices}</td>
                <td className="number">{report.totals.creditNotes}</td>
                <td className="number">{rupees(report.totals.taxablePaise)}</td>
                <td className="number">{rupees(report.totals.cgstPaise)}</td>
                <td className="number">{rupees(report.totals.sgstPaise)}</td>
                <td className="number">{rupees(report.totals.igstPaise)}</td>
                <td className="number">{rupees(report.totals.totalPaise)}</td>
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      )}
    </>
  )
}

/** Always with paise, as a return is filed: ₹1,016.10, ₹0.00. */
function rupees(paise: number) {
  const text = formatRupees(paise)
  return /\.\d\d$/.test(text) ? text : `${text}.00`
}
