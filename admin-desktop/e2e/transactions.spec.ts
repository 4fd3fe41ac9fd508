import { readFile } from 'node:fs/promises'
import type { Locator } from '@playwright/test'
import { formatRupees } from '@pathshala/shared'
import { learnerBuysStoreItem, type Purchase } from './admin-purchases.ts'
import { expect, screenshotAdminScreen, signInAsAdmin, test } from './support/index.ts'

/**
 * Where `address` wraps inside `cell`, as laid out: the text each line after the first starts
 * with (none when it fits on one line). Read from the characters' boxes, whatever the markup.
 */
function wrappedParts(cell: Locator, address: string): Promise<string[]> {
  return cell.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const characters: Array<{ node: Text; offset: number }> = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < (node as Text).length; offset++)
        characters.push({ node: node as Text, offset })
    }
    const text = characters.map(({ node, offset }) => node.data[offset]).join('')
    const start = text.indexOf(wanted)
    if (start < 0) throw new Error(`${wanted} is not in the cell`)
    const parts: string[] = []
    let lineTop: number | null = null
    for (let index = start; index < start + wanted.length; index++) {
      const { node, offset } = characters[index]!
      const range = document.createRange()
      range.setStart(node, offset)
      range.setEnd(node, offset + 1)
      const top = range.getBoundingClientRect().top
      if (lineTop !== null && top > lineTop + 2) parts.push(wanted.slice(index - start))
      lineTop = top
    }
    return parts
  }, address)
}

test.describe('transactions', () => {
  let purchase: Purchase

  test.beforeAll(async ({ browser }) => {
    purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
  })

  test('filters live in the address; the search finds the order and its drawer has the gateway ids', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/transactions')
    await expect(page.getByRole('heading', { name: 'Transactions', level: 2 })).toBeVisible()

    await page.getByLabel('Status', { exact: true }).selectOption('fulfilled')
    await page.getByLabel('Kind', { exact: true }).selectOption('store_item')
    await page.getByRole('searchbox').fill(purchase.learner.email)
    await page.waitForURL(
      (url) =>
        url.searchParams.get('search') === purchase.learner.email &&
        url.searchParams.get('status') === 'fulfilled' &&
        url.searchParams.get('kind') === 'store_item'
    )
    const list = page.getByRole('region', { name: 'Transactions list' })
    await expect(list.getByRole('row')).toHaveCount(2)
    await expect(page.getByText('1 order match the filters')).toBeVisible()
    const row = list.getByRole('row').nth(1)
    await expect(row).toContainText(purchase.title)
    await expect(row).toContainText(formatRupees(purchase.paidPaise))

    // a reload shows the same list
    await page.reload()
    await expect(page.getByRole('searchbox')).toHaveValue(purchase.learner.email)
    await expect(list.getByRole('row')).toHaveCount(2)

    await list.getByRole('button', { name: /^Open order / }).click()
    const drawer = page.getByRole('dialog', { name: /^Order / })
    await expect(drawer).toBeVisible()
    await expect(drawer.locator('code').filter({ hasText: /^order_/ })).toBeVisible()
    await expect(drawer.locator('code').filter({ hasText: /^pay_/ })).toBeVisible()
    await expect(drawer).toContainText(purchase.learner.email)
    await screenshotAdminScreen(page, 'transactions-drawer')
    // the screenshots reload the page for each theme: the drawer opens again from the address
    await expect(drawer).toContainText(purchase.learner.email)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    expect(new URL(page.url()).searchParams.has('order')).toBe(false)

    // another status: nothing of this learner's matches
    await page.getByLabel('Status', { exact: true }).selectOption('failed')
    await expect(page.getByText('No transactions match')).toBeVisible()
  })

  test('Export CSV downloads every order matching the filters', async ({ page }) => {
    const search = encodeURIComponent(purchase.learner.email)
    await signInAsAdmin(page, `/admin/transactions?search=${search}`)
    const list = page.getByRole('region', { name: 'Transactions list' })
    await expect(list.getByRole('row')).toHaveCount(2)
    const receipt = (await list.getByRole('button', { name: /^Open order / }).textContent())!.trim()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    const lines = csv.trim().split(/\r?\n/)
    // a header and exactly this learner's one order
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(receipt)
    expect(lines[1]).toContain(purchase.learner.email)
  })

  test("at 768 px a learner's address wraps only before its @ or a dot, never mid-word", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await signInAsAdmin(
      page,
      `/admin/transactions?search=${encodeURIComponent(purchase.learner.email)}`
    )
    const list = page.getByRole('region', { name: 'Transactions list' })
    await expect(list.getByRole('row')).toHaveCount(2)
    const learner = list
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .filter({ hasText: purchase.learner.email })
    await expect(learner).toHaveCount(1)
    for (const part of await wrappedParts(learner, purchase.learner.email))
      expect(part, `a line starting "${part}"`).toMatch(/^[@.]/)
    await expect(learner.getByTitle(purchase.learner.email)).toBeVisible()
  })

  test('screenshots at 1280 and 768 px in both themes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/transactions')
    await expect(page.getByRole('region', { name: 'Transactions list' })).toBeVisible()
    await screenshotAdminScreen(page, 'transactions')
  })
})
