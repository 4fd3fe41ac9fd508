import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { findItem, pdfDocument, pngImage } from './books-files.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

const run = Date.now().toString(36)
/** How the screen titles a file named `<word>-<run>.pdf`: words capitalised. */
const titled = (word: string) => `${word} ${run[0]!.toUpperCase()}${run.slice(1)}`
const MB = 1024 * 1024
const CHUNK = 6 * MB

/** A valid PDF of about `size` bytes (a trailing comment pads it). */
function largePdf(text: string, size: number) {
  const pdf = pdfDocument(text)
  return Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(Math.max(0, size - pdf.length - 2))}\n`)])
}

/** Writes the files to a fresh folder (picked from disk, they keep their dates across a reload). */
async function filesOnDisk(files: Record<string, Buffer>) {
  const folder = await mkdtemp(join(tmpdir(), 'bulk-upload-e2e-'))
  const paths: Record<string, string> = {}
  for (const [name, bytes] of Object.entries(files)) {
    paths[name] = join(folder, name)
    await writeFile(paths[name], bytes)
  }
  return { folder, paths }
}

/** The chunk requests to the raw upload endpoint: upload id and Content-Range of each. */
function chunkLog(requests: Request[]) {
  return requests
    .filter((request) => request.headers()['content-range'])
    .map((request) => ({
      id: request.headers()['x-unique-upload-id']!,
      range: request.headers()['content-range']!,
    }))
}

async function fillAuthors(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('textbox', { name: `Author ${name}` }).fill('Meera Iyer')
  }
}

test.describe('bulk upload', () => {
  test('PDF and image pairs become that many items; an interrupted chunk is retried and the upload continues', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const names = {
      polity: `polity-${run}`,
      history: `history-${run}`,
      maps: `maps-${run}`,
    }
    const { folder, paths } = await filesOnDisk({
      [`${names.polity}.pdf`]: largePdf('Polity', 13 * MB),
      [`${names.polity}.png`]: pngImage(60, 80),
      [`${names.history}.pdf`]: pdfDocument('History'),
      [`${names.history}.png`]: pngImage(60, 80),
      [`${names.maps}.pdf`]: pdfDocument('Maps'),
    })
    try {
      await signInAsAdmin(page, '/admin/books/bulk')
      await expect(page.getByRole('heading', { name: 'Bulk Upload' })).toBeVisible()

      await page.locator('#bulk-file-input').setInputFiles(Object.values(paths))
      const table = page.getByRole('table')
      await expect(table.getByRole('row')).toHaveCount(4)
      await expect(table).toContainText(`Thumbnail: ${names.polity}.png`)
      await expect(table).toContainText('Thumbnail: placeholder (no image with this name)')
      // errors per row before anything is sent: the author is required
      await expect(table.getByText('All required fields must be filled')).toHaveCount(3)
      await expect(page.getByRole('button', { name: 'Start upload' })).toBeDisabled()
      await screenshotAdminScreen(page, 'bulk-upload-editing')
      // the screenshots reloaded the page: the rows are kept, the file handles are not
      await expect(table.getByRole('row')).toHaveCount(4)
      await page.locator('#bulk-file-input').setInputFiles(Object.values(paths))
      await expect(table.getByRole('row')).toHaveCount(4)

      await fillAuthors(page, [`${names.polity}.pdf`, `${names.history}.pdf`, `${names.maps}.pdf`])
      await page.getByRole('textbox', { name: `Title ${names.history}.pdf` }).fill(`History ${run}`)
      await page
        .getByRole('combobox', { name: `Status ${names.maps}.pdf` })
        .selectOption('published')

      // the large PDF's second chunk fails once on the network, mid-way through the file
      const sent: Request[] = []
      let interrupted = false
      await page.route('**/api/v1/media/upload/raw', async (route) => {
        const request = route.request()
        sent.push(request)
        if (!interrupted && request.headers()['content-range']?.startsWith(`bytes ${CHUNK}-`)) {
          interrupted = true
          await route.abort('connectionreset')
          return
        }
        await route.continue()
      })

      await page.getByRole('button', { name: 'Start upload' }).click()
      await expect(page.getByRole('heading', { name: '3 items created' })).toBeVisible({
        timeout: 90_000,
      })
      expect(interrupted).toBe(true)

      // the large PDF went in 6 MB chunks under one upload id; the failed chunk was sent again,
      // the first one never was
      const big = chunkLog(sent).filter((entry) => entry.range.endsWith(`/${13 * MB}`))
      expect(new Set(big.map((entry) => entry.id)).size).toBe(1)
      // two chunks travel at once, so the log's order is the order they reached the route
      expect(big.map((entry) => entry.range).sort()).toEqual(
        [
          `bytes 0-${CHUNK - 1}/${13 * MB}`,
          `bytes ${CHUNK}-${2 * CHUNK - 1}/${13 * MB}`,
          `bytes ${CHUNK}-${2 * CHUNK - 1}/${13 * MB}`,
          `bytes ${2 * CHUNK}-${13 * MB - 1}/${13 * MB}`,
        ].sort()
      )

      // the three items exist, with the table's fields and both files
      const polity = await findItem(page, titled('Polity'))
      expect(polity).toMatchObject({ author: 'Meera Iyer', status: 'draft', type: 'Notes' })
      expect(polity!.pdfBytes).toBe(13 * MB)
      const history = await findItem(page, `History ${run}`)
      expect(history).toMatchObject({ status: 'draft' })
      const maps = await findItem(page, titled('Maps'))
      expect(maps).toMatchObject({ status: 'published' })
      expect(String(history!.thumbnailUrl)).toMatch(/\/api\/v1\/media\/image\//)

      await screenshotAdminScreen(page, 'bulk-upload')
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('author, type, price and status set once reach every row; a row changed by hand keeps its own', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const names = {
      economy: `economy-${run}`,
      geography: `geography-${run}`,
      ethics: `ethics-${run}`,
    }
    const { folder, paths } = await filesOnDisk({
      [`${names.economy}.pdf`]: pdfDocument('Economy'),
      [`${names.geography}.pdf`]: pdfDocument('Geography'),
      [`${names.ethics}.pdf`]: pdfDocument('Ethics'),
      [`${names.ethics}.png`]: pngImage(60, 80),
    })
    const author = (name: string) => page.getByRole('textbox', { name: `Author ${name}.pdf` })
    try {
      await signInAsAdmin(page, '/admin/books/bulk')
      // set once, before any file is there
      const bar = page.getByRole('region', { name: 'Same for every row' })
      await bar.getByRole('textbox', { name: 'Author' }).fill(`Anita ${run}`)
      await bar.getByRole('combobox', { name: 'Type' }).selectOption('TestSeries')
      await bar.getByRole('spinbutton', { name: 'Price (₹)' }).fill('149.50')
      await bar.getByRole('combobox', { name: 'Status' }).selectOption('published')

      await page.locator('#bulk-file-input').setInputFiles(Object.values(paths))
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(4)
      for (const name of Object.values(names))
        await expect(author(name)).toHaveValue(`Anita ${run}`)
      await expect(page.getByText('All required fields must be filled')).toHaveCount(0)

      // one row's author by hand; then the price for every row changes: that row keeps its author
      await author(names.geography).fill(`Vikram ${run}`)
      await bar.getByRole('spinbutton', { name: 'Price (₹)' }).fill('99')
      await expect(bar).toContainText('1 row(s) keep values changed by hand.')
      await expect(author(names.geography)).toHaveValue(`Vikram ${run}`)
      await expect(
        page.getByRole('spinbutton', { name: `Price (₹) ${names.geography}.pdf` })
      ).toHaveValue('99')

      await page.getByRole('button', { name: 'Start upload' }).click()
      await expect(page.getByRole('heading', { name: '3 items created' })).toBeVisible({
        timeout: 90_000,
      })
      const fields = { type: 'TestSeries', price: 99, status: 'published' }
      expect(await findItem(page, titled('Economy'))).toMatchObject({
        ...fields,
        author: `Anita ${run}`,
      })
      expect(await findItem(page, titled('Ethics'))).toMatchObject({
        ...fields,
        author: `Anita ${run}`,
      })
      expect(await findItem(page, titled('Geography'))).toMatchObject({
        ...fields,
        author: `Vikram ${run}`,
      })
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('after a reload the queue asks for the files again and continues from the confirmed chunk', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const name = `reload-${run}`
    const { folder, paths } = await filesOnDisk({
      [`${name}.pdf`]: largePdf('Reload', 14 * MB),
      [`${name}.jpg`]: pngImage(40, 40),
    })
    try {
      await signInAsAdmin(page, '/admin/books/bulk')
      await page.locator('#bulk-file-input').setInputFiles(Object.values(paths))
      await fillAuthors(page, [`${name}.pdf`])

      // hold the second chunk the first time it is sent: the page is reloaded while it is on
      // its way, so the upload stops with only the first chunk confirmed
      let held!: () => void
      const second = new Promise<void>((resolve) => (held = resolve))
      let holding = true
      await page.route('**/api/v1/media/upload/raw', async (route) => {
        if (holding && route.request().headers()['content-range']?.startsWith(`bytes ${CHUNK}-`)) {
          holding = false
          held()
          return // never answered: the reload drops it
        }
        await route.continue()
      })
      await page.getByRole('button', { name: 'Start upload' }).click()
      await second
      // the first chunk's answer is saved before the page goes
      await expect
        .poll(() =>
          page.evaluate(() => localStorage.getItem('pathshala.admin.bulk-upload.queue') ?? '')
        )
        .toContain(`"confirmed":${CHUNK}`)

      await page.reload()
      const callout = page.getByText('Pick these files again to continue')
      await expect(callout).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: `${name}.pdf` })).toHaveText(
        `${name}.pdf (14.0 MB, 6.0 MB already uploaded)`
      )

      const sent: Request[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/media/upload/')) sent.push(request)
      })
      await page.locator('#bulk-repick-input').setInputFiles(Object.values(paths))
      await expect(page.getByRole('heading', { name: '1 items created' })).toBeVisible({
        timeout: 90_000,
      })

      // after the reload the PDF continued at 6 MB: its first chunk was not sent again
      const ranges = chunkLog(sent)
        .filter((entry) => entry.range.endsWith(`/${14 * MB}`))
        .map((entry) => entry.range)
      expect(ranges[0]).toBe(`bytes ${CHUNK}-${2 * CHUNK - 1}/${14 * MB}`)
      expect(ranges).not.toContain(`bytes 0-${CHUNK - 1}/${14 * MB}`)
      const item = await findItem(page, titled('Reload'))
      expect(item).toMatchObject({ pdfBytes: 14 * MB, author: 'Meera Iyer' })
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
