import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearToasts } from '@pathshala/ui'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeApiRoutes } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { currentMonth, monthLabel, shiftMonth } from '../lib/month.ts'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const ROWS = [
  {
    placeOfSupply: '29',
    stateName: 'Karnataka',
    invoices: 2,
    creditNotes: 0,
    taxablePaise: 150000,
    cgstPaise: 13500,
    sgstPaise: 13500,
    igstPaise: 0,
    totalPaise: 177000,
  },
  {
    placeOfSupply: '27',
    stateName: 'Maharashtra',
    invoices: 1,
    creditNotes: 1,
    taxablePaise: 50000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 9000,
    totalPaise: 59000,
  },
]

function reportAnswer(url: URL, rows = ROWS, gstin: string | null = '29ABCDE1234F1Z5') {
  const totals = {
    invoices: 3,
    creditNotes: 1,
    taxablePaise: 200000,
    cgstPaise: 13500,
    sgstPaise: 13500,
    igstPaise: 9000,
    totalPaise: 236000,
  }
  return {
    body: {
      success: true,
      message: 'ok',
      data: {
        month: url.searchParams.get('month'),
        gstin,
        sellerState: '29',
        rows,
        totals: rows.length ? totals : { ...totals, invoices: 0, creditNotes: 0, totalPaise: 0 },
      },
    },
  }
}

function openReport(path: string, routes: FakeApiRoutes = {}) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, { '/reports/gst': (url) => reportAnswer(url), ...routes })
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return asked
}

afterEach(async () => {
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

describe('GST report', () => {
  test('the month in the address: a row per place of supply and the totals', async () => {
    const asked = openReport('/gst-report?month=2026-11')
    const table = await screen.findByRole('region', { name: 'Sales by place of supply' }, SLOW)
    expect(asked.at(-1)!.searchParams.get('month')).toBe('2026-11')
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11')
    const rows = within(table).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Karnataka (29)20₹1,500.00₹135.00₹135.00₹0.00₹1,770.00')
    expect(rows[2]).toHaveTextContent('Maharashtra (27)11₹500.00₹0.00₹0.00₹90.00₹590.00')
    expect(rows[3]).toHaveTextContent('Total31₹2,000.00₹135.00₹135.00₹90.00₹2,360.00')
    // the sidebar links to it
    expect(screen.getByRole('link', { name: /GST report/ })).toBeVisible()
  })

  test('this month by default; previous month moves back', async () => {
    const asked = openReport('/gst-report')
    await screen.findByRole('region', { name: 'Sales by place of supply' }, SLOW)
    expect(asked.at(-1)!.searchParams.get('month')).toBe(currentMonth())
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    const previous = shiftMonth(currentMonth(), -1)
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('month')).toBe(previous))
    expect(screen.getByText(new RegExp(`for ${monthLabel(previous)}`))).toBeVisible()
  })

  test('an empty month, and a note when no GSTIN is configured', async () => {
    openReport('/gst-report?month=2026-10', {
      '/reports/gst': (url) => reportAnswer(url, [], null),
    })
    expect(await screen.findByText('No sales this month', {}, SLOW)).toBeVisible()
    expect(screen.getByText(/No GSTIN is configured/)).toBeVisible()
  })

  test('Download CSV saves the month report through a blob link', async () => {
    const csv = 'Month,Place of supply\n2026-11,Karnataka\n'
    const asked = openReport('/gst-report?month=2026-11', {
      '/reports/gst.csv': () => ({
        body: csv,
        headers: [
          ['content-type', 'text/csv; charset=utf-8'],
          ['content-disposition', 'attachment; filename="gst-report-2026-11.csv"'],
        ],
      }),
    })
    const blobs: Blob[] = []
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob)
        return 'blob:app://admin/gst-1'
      }),
      revokeObjectURL: vi.fn(),
    })
    const clicked: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement
    ) {
      clicked.push({ href: this.href, download: this.download })
    })
    await screen.findByRole('region', { name: 'Sales by place of supply' }, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toEqual({
      href: 'blob:app://admin/gst-1',
      download: 'gst-report-2026-11.csv',
    })
    expect(await blobs[0]!.text()).toBe(csv)
    const exported = asked.find((url) => url.pathname.endsWith('/reports/gst.csv'))!
    expect(exported.searchParams.get('month')).toBe('2026-11')
  })
})
