import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createItem, findItem, pdfDocument, pngImage } from './books-files.ts'
import { drawnStraight, tickTexts } from './charts.ts'
import {
  apiPost,
  contrastRatio,
  expect,
  screenshot,
  screenshotAdminScreen,
  screenshotAdminState,
  setTheme,
  shownBackground,
  shownColour,
  signInAsAdmin,
  test,
} from './support/index.ts'

const run = Date.now().toString(36)

function storeCard(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Store items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

/** The visible box of an item's checkbox (its input sits under Blueprint's drawn indicator). */
function selectBox(page: Page, title: string) {
  return page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${title}` }) })
}

function adminCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true })
}

/** The storefront's store searched for `title`: whether a visitor-facing card shows. */
async function openStoreSearch(page: Page, title: string) {
  await page.goto(`/home/store?search=${encodeURIComponent(title)}`)
  await expect(page.getByRole('heading', { name: 'Educational Store' })).toBeVisible()
}

/** The numbers on the four stat cards. */
async function figures(page: Page) {
  const group = page.getByRole('group', { name: 'Book figures' })
  await expect(group.locator('[aria-busy="true"]')).toHaveCount(0)
  const value = (label: string) =>
    group.locator('.stat-card').filter({ hasText: label }).locator('.stat-card-value').textContent()
  return {
    total: await value('Total Books'),
    published: await value('Published'),
    drafts: await value('Drafts'),
    revenue: await value('Revenue'),
  }
}

test.describe('books', () => {
  test('hub and create: both uploads with progress, then the item is in the store', async ({
    page,
  }) => {
    const title = `Polity Notes ${run}`
    await signInAsAdmin(page, '/admin/books')
    await expect(page.getByRole('heading', { name: 'Books', level: 2 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upload' })).toHaveAttribute(
      'href',
      '/admin/books/bulk'
    )
    await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin/books/published'
    )
    await screenshotAdminScreen(page, 'books-hub')
    await page.getByRole('link', { name: 'Create', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/books\/create$/)
    await screenshotAdminScreen(page, 'books-create')

    // every error at its field, each said once, the first field focused, no toast
    await page.getByRole('button', { name: 'Create content' }).click()
    const errors: Array<[string, string]> = [
      ['Thumbnail', 'Choose a thumbnail image'],
      ['PDF', 'Choose the PDF file'],
      ['Title', 'Title is required'],
      ['Description', 'Description is required'],
      ['Type', 'Choose a type'],
      ['Author', 'Author is required'],
      ['Price', 'Price is required (0 makes it free)'],
    ]
    for (const [label, message] of errors) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
      await expect(page.getByText(message, { exact: true })).toHaveCount(1)
    }
    await expect(page.getByLabel('Thumbnail')).toBeFocused()
    await expect(page.getByRole('form').getByRole('alert')).toHaveCount(0)
    await expect(page.locator('.bp6-toast')).toHaveCount(0)
    await screenshotAdminState(page, 'books-create-errors', async () => {
      await page.getByRole('button', { name: 'Create content' }).click()
      await expect(page.getByLabel('Thumbnail')).toBeFocused()
    })
    // a large picture: compressed to 1000 px before it goes up
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'polity-cover.png',
      mimeType: 'image/png',
      buffer: pngImage(1600, 1200),
    })
    await page.getByLabel('PDF', { exact: true }).setInputFiles({
      name: 'polity-notes.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(`${title} first edition`),
    })
    await page.getByLabel('Title').fill(title)
    await expect(page.getByText('Title is required')).toHaveCount(0)
    await page.getByLabel('Description').fill('Articles, schedules and the cases that matter')
    await page.getByLabel('Type').selectOption('Notes')
    await page.getByLabel('Author').fill(`Meera ${run}`)
    await page.getByLabel('Price').fill('149.50')
    await page.getByLabel(/^Themes/).fill('polity, gs2')
    await page.getByLabel('Status').selectOption('published')

    // the PDF held back: both uploads show their progress, and Cancel stops them
    let releasePdf = () => {}
    const pdfHeld = new Promise<void>((resolve) => (releasePdf = resolve))
    await page.route('**/api/v1/media/upload/raw', async (route) => {
      await pdfHeld
      await route.continue().catch(() => undefined)
    })
    await page.getByRole('button', { name: 'Create content' }).click()
    const pdfProgress = page.getByRole('group', { name: 'Uploading PDF' })
    await expect(pdfProgress).toBeVisible()
    await expect(pdfProgress).toContainText(/Uploading PDF: \d+%/)
    await pdfProgress.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Upload cancelled')).toBeVisible()
    await expect(pdfProgress).toBeHidden()
    releasePdf()
    await page.unroute('**/api/v1/media/upload/raw')
    expect(await findItem(page, title)).toBeUndefined()

    // a refused upload says why
    await page.route('**/api/v1/media/upload/raw', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        json: { error: { message: 'The file is damaged' }, message: 'The file is damaged' },
      })
    )
    await page.getByRole('button', { name: 'Create content' }).click()
    await expect(page.getByRole('form').getByRole('alert')).toHaveText(
      'Upload failed: The file is damaged'
    )
    await page.unroute('**/api/v1/media/upload/raw')

    await page.getByRole('button', { name: 'Create content' }).click()
    await expect(page.getByText('Content created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/books\/published$/)
    await expect(adminCard(page, title)).toBeVisible()

    const stored = await findItem(page, title)
    expect(stored).toMatchObject({ price: 149.5, status: 'published', themes: ['polity', 'gs2'] })
    // the thumbnail was compressed to fit 1000 px
    const size = await page.evaluate(async (url) => {
      const image = new Image()
      image.src = url
      await image.decode()
      return Math.max(image.naturalWidth, image.naturalHeight)
    }, stored!.thumbnailUrl as string)
    expect(size).toBe(1000)

    await openStoreSearch(page, title)
    await expect(storeCard(page, title)).toBeVisible()
  })

  test('a new item is published unless another status is chosen, so it is in the store at once', async ({
    page,
  }) => {
    const title = `Ethics Notes ${run}`
    await signInAsAdmin(page, '/admin/books/create')
    // the status control is there, and starts at Published
    await expect(page.getByLabel('Status')).toHaveValue('published')
    await page.getByLabel('Thumbnail').setInputFiles({
      name: 'ethics-cover.png',
      mimeType: 'image/png',
      buffer: pngImage(80, 60),
    })
    await page.getByLabel('PDF', { exact: true }).setInputFiles({
      name: 'ethics-notes.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(title),
    })
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Case studies and thinkers')
    await page.getByLabel('Type').selectOption('Notes')
    await page.getByLabel('Author').fill(`Kavya ${run}`)
    await page.getByLabel('Price').fill('0')
    await page.getByRole('button', { name: 'Create content' }).click()
    await expect(page.getByText('Content created successfully')).toBeVisible()

    expect(await findItem(page, title)).toMatchObject({ status: 'published' })
    await openStoreSearch(page, title)
    await expect(storeCard(page, title)).toBeVisible()
  })

  test('Edit replaces the PDF, Hide takes the item out of the store, Analytics charts it, Delete asks first', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    const title = `Economy Notes ${run}`
    await createItem(page, { title, author: `Rahul ${run}`, price: 99, status: 'published' })
    const before = await findItem(page, title)

    await page.goto(`/admin/books/published?search=${encodeURIComponent(title)}`)
    const card = adminCard(page, title)
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const editor = page.getByRole('dialog', { name: `Edit ${title}` })
    await expect(editor.getByLabel('Title')).toHaveValue(title)
    await expect(editor.getByLabel('Price')).toHaveValue('99')
    await editor.getByLabel('PDF', { exact: true }).setInputFiles({
      name: 'economy-second.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(`${title} second edition with more pages of notes`),
    })
    await editor.getByLabel('Price').fill('120')
    await editor.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Content updated successfully')).toBeVisible()
    await expect(editor).toBeHidden()
    const after = await findItem(page, title)
    expect(after!.pdf_public_id).not.toBe(before!.pdf_public_id)
    expect(after!.pdfBytes).not.toBe(before!.pdfBytes)
    expect(after!.price).toBe(120)
    await expect(card).toContainText('₹120')

    await card.getByRole('button', { name: `Analytics of ${title}` }).click()
    const analytics = page.getByRole('dialog', { name: `Analytics: ${title}` })
    await expect(analytics.getByText('Sales, all time')).toBeVisible()
    // nothing sold yet: said so, not an empty chart with an axis in paise
    await expect(analytics.getByText('No sales in this period')).toBeVisible()
    await expect(analytics.locator('.recharts-surface')).toHaveCount(0)
    await expect(analytics).not.toContainText('₹0.25')
    await screenshot(page, 'admin-books-analytics-empty', { fullPage: false })
    await page.keyboard.press('Escape')

    await card.getByRole('button', { name: `Hide ${title}` }).click()
    await expect(page.getByText(`${title} hidden from the store`)).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: `Show ${title}` })).toBeVisible()
    await openStoreSearch(page, title)
    await expect(page.getByText('No books found')).toBeVisible()

    await page.goto(`/admin/books/published?search=${encodeURIComponent(title)}`)
    await adminCard(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Delete Book' })
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(adminCard(page, title)).toBeVisible()
    await adminCard(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click()
    await page
      .getByRole('dialog', { name: 'Delete Book' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText(`${title} deleted`)).toBeVisible()
    await expect(page.getByText('No books found')).toBeVisible()
    expect(await findItem(page, title)).toBeUndefined()
  })

  test('filters and figures, bulk Draft, Publish and Delete, and the CSV export', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    const author = `Bulk Author ${run}`
    const titles = ['Alpha', 'Bravo', 'Charlie'].map((name) => `${name} Bulk ${run}`)
    for (const [index, title] of titles.entries())
      await createItem(page, { title, author, price: 100 * (index + 1), status: 'published' })

    await page.goto('/admin/books/published')
    await page.getByLabel('Author').selectOption(author)
    await page.getByLabel('Sort by').selectOption('title')
    await expect(page).toHaveURL(/author=Bulk\+Author/)
    await expect(page.getByRole('article')).toHaveCount(3)
    expect(await figures(page)).toEqual({
      total: '3',
      published: '3',
      drafts: '0',
      revenue: '₹0',
    })
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      `Author: ${author}`
    )

    // a click, then a shift-click: the range between
    await selectBox(page, titles[0]!).click()
    await selectBox(page, titles[2]!).click({ modifiers: ['Shift'] })
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bar).toContainText('3 book(s) selected')
    await bar.getByRole('button', { name: 'Draft' }).click()
    await expect(page.getByText('3 book(s) moved to drafts')).toBeVisible()
    await expect(bar).toBeHidden()
    await expect.poll(() => figures(page)).toMatchObject({ published: '0', drafts: '3' })
    for (const title of titles) {
      await expect(adminCard(page, title).getByText('Draft', { exact: true })).toBeVisible()
    }
    await openStoreSearch(page, `Bulk ${run}`)
    await expect(page.getByText('No books found')).toBeVisible()

    await page.goBack()
    await page.getByLabel('Status').selectOption('draft')
    await expect(page.getByRole('article')).toHaveCount(3)
    await page.getByText('Select all on this page').click()
    await bar.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('3 book(s) published')).toBeVisible()
    await expect(page.getByText('No books found')).toBeVisible()
    await page.getByRole('button', { name: 'Remove filter Status: Draft' }).click()
    await expect.poll(() => figures(page)).toMatchObject({ total: '3', published: '3' })

    // the export: every matching item, not the page
    await page.getByLabel('Per page').selectOption('12')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^pathshala-books-\d{8}-\d{4}\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Id,Title,Author,Type,Status,Price \(paise\),Price,Sales/)
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(titles)
    expect(lines[2]).toContain(',published,20000,200.00,')

    await openStoreSearch(page, `Bulk ${run}`)
    for (const title of titles) await expect(storeCard(page, title)).toBeVisible()

    await page.goBack()
    await page.getByText('Select all on this page').click()
    await bar.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Books' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('3 book(s) deleted')).toBeVisible()
    await expect(page.getByText('No books found')).toBeVisible()
    await expect(
      page.getByText(
        'No books match your current filters. Try adjusting your search criteria or create a new book.'
      )
    ).toBeVisible()
    await page.getByRole('button', { name: 'Clear all filters' }).click()
    await expect(page).toHaveURL(/\/admin\/books\/published\?sort=title&order=asc$/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('the grid/list toggle marks the layout shown, in both themes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/books/published')
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme)
      const pressed = page.getByRole('button', { name: 'Grid view' })
      const other = page.getByRole('button', { name: 'List view' })
      await expect(pressed).toHaveAttribute('aria-pressed', 'true')
      const pressedFill = await shownBackground(pressed)
      // the pressed one stands apart from the other (WCAG's 3:1 for controls) and its icon reads
      expect(
        contrastRatio(pressedFill, await shownBackground(other)),
        `pressed against the other in the ${theme} theme`
      ).toBeGreaterThanOrEqual(3)
      expect(
        contrastRatio(await shownColour(pressed.locator('svg')), pressedFill),
        `icon on the pressed one in the ${theme} theme`
      ).toBeGreaterThanOrEqual(3)
    }
  })

  test('Analytics draws sales and a straight-joined revenue line on whole rupees, dated as people write', async ({
    page,
  }) => {
    const title = `Analytics chart ${run}`
    await signInAsAdmin(page)
    const item = await createItem(page, {
      title,
      author: `Asha ${run}`,
      price: 499,
      status: 'published',
    })
    // two days with sales in the period, nothing between them
    const real = await apiPost(page, '/store/getBookAnalytics', { id: item._id, days: 30 })
    expect(real.ok()).toBe(true)
    const answer = (await real.json()) as {
      data: { daily: Array<{ date: string; sales: number; revenue: number; revenuePaise: number }> }
    }
    answer.data.daily = answer.data.daily.map((day, index) => {
      const sales = index === 10 ? 1 : index === 20 ? 3 : 0
      return { ...day, sales, revenue: sales * 499, revenuePaise: sales * 49_900 }
    })
    // one answer for every request (the screenshots reload the page)
    await page.route('**/api/v1/store/getBookAnalytics', (route) => route.fulfill({ json: answer }))
    await page.goto(`/admin/books/published?search=${encodeURIComponent(title)}`)
    await adminCard(page, title)
      .getByRole('button', { name: `Analytics of ${title}` })
      .click()
    const analytics = page.getByRole('dialog', { name: `Analytics: ${title}` })
    const chart = analytics.locator('.recharts-wrapper')
    // the chart's own picture (the legend's icons are pictures too)
    await expect(chart.locator('xpath=./*[local-name()="svg"]')).toBeVisible()
    expect(await drawnStraight(chart.locator('.recharts-line-curve'))).toBe(true)
    const amounts = await tickTexts(chart, 'y')
    // both axes: whole sales, whole rupees
    expect(amounts.filter((tick) => tick.startsWith('₹')).length).toBeGreaterThan(1)
    expect(amounts.filter((tick) => !tick.startsWith('₹')).length).toBeGreaterThan(1)
    for (const tick of amounts) expect(tick).toMatch(/^(\d+|₹\d{1,3}(,\d{2})*(,\d{3})?)$/)
    const days = await tickTexts(chart, 'x')
    expect(days.length).toBeGreaterThan(1)
    for (const tick of days) expect(tick).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)
    await expect(analytics.locator('figcaption')).toContainText(
      /from \d{1,2} [A-Z][a-z]{2,3} \d{4} to \d{1,2} [A-Z][a-z]{2,3} \d{4}/
    )
    await screenshotAdminState(
      page,
      'books-analytics',
      async () => {
        if (!(await analytics.isVisible()))
          await adminCard(page, title)
            .getByRole('button', { name: `Analytics of ${title}` })
            .click()
        await expect(chart.locator('xpath=./*[local-name()="svg"]')).toBeVisible()
      },
      { fullPage: false }
    )
  })

  test('screenshots of the published books in grid and list', async ({ page }) => {
    await signInAsAdmin(page, '/admin/books/published')
    await expect(page.getByRole('article').first()).toBeVisible()
    await screenshotAdminScreen(page, 'books-published-grid')
    await page.goto('/admin/books/published?view=list')
    await expect(page.getByRole('region', { name: 'Books list' })).toBeVisible()
    await screenshotAdminScreen(page, 'books-published-list')
  })
})
