import type { Locator, Page } from '@playwright/test'
import { learnerBuysStoreItem, type Purchase } from './admin-purchases.ts'
import { pdfDocument } from './books-files.ts'
import {
  ADMIN_WIDTHS,
  adminSections,
  currentTheme,
  expect,
  isSignedIn,
  openAdmin,
  screenshot,
  screenshotAdminScreen,
  sidebarToggle,
  signInAsAdmin,
  test,
  type Theme,
} from './support/index.ts'

const REM = 16

/** An element's rendered width in CSS pixels. */
function widthOf(element: Locator) {
  return element.evaluate((node) => node.getBoundingClientRect().width)
}

test.describe('the admin layout', () => {
  test('Ctrl+B collapses the sidebar to 3rem and the choice outlives a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    expect(await widthOf(sidebar)).toBe(16 * REM)

    await page.keyboard.press('Control+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    await expect.poll(() => widthOf(sidebar)).toBe(3 * REM)
    const cookies = await page.context().cookies()
    const cookie = cookies.find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    // a week, give or take the test's own seconds
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60)

    await page.reload()
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    // collapsed, each section still has its name for a screen reader and as a hint
    await expect(adminSections(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await adminSections(page).getByRole('link', { name: 'Dashboard' }).hover()
    await expect(page.getByRole('tooltip')).toHaveText('Dashboard')

    await page.keyboard.press('ControlOrMeta+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    await page.reload()
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    expect(await widthOf(sidebar)).toBe(16 * REM)
  })

  test('breadcrumbs follow the path, and an earlier crumb leads back', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(trail.getByText('Settings')).toHaveAttribute('aria-current', 'page')
    await trail.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname))
    await expect(trail.getByText('Dashboard')).toHaveAttribute('aria-current', 'page')
    await expect(trail.getByRole('link')).toHaveCount(0)

    // the sidebar's Settings in its footer leads to the same screen
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  })

  test('on a phone the sidebar is an 18rem drawer and the storefront links sit in a menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signInAsAdmin(page, '/admin/settings')
    await expect(page.getByRole('navigation', { name: 'Storefront' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Courses',
      'Store',
      'About Us',
      'Contact Us',
    ])
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)

    await page.getByRole('button', { name: 'Open sidebar' }).click()
    const drawer = page.getByRole('dialog', { name: 'Pathshala Admin' })
    expect(await widthOf(drawer)).toBe(18 * REM)
    await drawer.getByRole('link', { name: 'Dashboard' }).click()
    await expect(drawer).toHaveCount(0)
    await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname))
  })

  test('the top bar names the storefront pages as the storefront does', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await expect(page.getByRole('navigation', { name: 'Storefront' }).getByRole('link')).toHaveText(
      ['Home', 'Courses', 'Store', 'About Us', 'Contact Us']
    )
  })

  test('the theme switch changes the theme and keeps it across a reload', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/bp6-dark/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/bp6-dark/)
  })

  test('Logout in the sidebar ends the session and leads to the storefront home', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    expect(await isSignedIn(page)).toBe(false)
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/home')
  })

  test('screenshots of the layout', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    await screenshotAdminScreen(page, 'settings')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    await page.keyboard.press('Control+b')
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    await screenshotAdminScreen(page, 'settings-sidebar-collapsed')
  })
})

test.describe('below 1024 px', () => {
  test('the sidebar starts collapsed to its icons, and an admin who opens it keeps it open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await signInAsAdmin(page, '/admin/settings')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')
    expect(await widthOf(sidebar)).toBe(3 * REM)
    // with no choice made, it follows the window
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    await page.setViewportSize({ width: 900, height: 800 })
    await expect(sidebarToggle(page)).toHaveAccessibleName('Expand sidebar')

    await sidebarToggle(page).click()
    await expect.poll(() => widthOf(sidebar)).toBe(16 * REM)
    await page.reload()
    await expect(sidebarToggle(page)).toHaveAccessibleName('Collapse sidebar')
    expect(await widthOf(sidebar)).toBe(16 * REM)
  })
})

/** The header names that say what a column holds as a status. */
const STATUS_HEADERS = ['Status', 'Account', 'Result']

/**
 * What is cut in a table: a header cell or a status cell not wholly inside the visible box of
 * the table's frame (its nearest ancestor that scrolls sideways), an element in one whose text
 * is wider than its box, and a frame that scrolls sideways. Also the headers that show.
 */
function tableFit(tableElement: Locator) {
  return tableElement.evaluate((table: HTMLTableElement, statusHeaders: string[]) => {
    const shown = (element: Element) => element.getClientRects().length > 0
    // a select's chosen text, measured in its font, plus its padding (its arrow sits there)
    const valueWidth = (select: HTMLSelectElement) => {
      const style = getComputedStyle(select)
      const probe = document.createElement('span')
      probe.style.cssText = `position: absolute; white-space: pre; font: ${style.font}`
      probe.textContent = select.selectedOptions[0]?.text ?? ''
      document.body.append(probe)
      const width = probe.getBoundingClientRect().width
      probe.remove()
      return width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
    }
    let frame = table.parentElement!
    while (getComputedStyle(frame).overflowX === 'visible' && frame.tagName !== 'MAIN')
      frame = frame.parentElement!
    const outer = frame.getBoundingClientRect()
    const box = {
      left: outer.left + frame.clientLeft,
      top: outer.top + frame.clientTop,
      right: outer.left + frame.clientLeft + frame.clientWidth,
      bottom: outer.top + frame.clientTop + frame.clientHeight,
    }
    const problems: string[] = []
    const check = (cell: HTMLElement, what: string) => {
      const rect = cell.getBoundingClientRect()
      if (
        rect.left < box.left - 0.5 ||
        rect.right > box.right + 0.5 ||
        rect.top < box.top - 0.5 ||
        rect.bottom > box.bottom + 0.5
      )
        problems.push(`${what} is outside the table's visible box`)
      for (const element of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        // text for screen readers only is a 1 px box by design
        if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue
        if (element.scrollWidth > element.clientWidth)
          problems.push(`${what} is cut (${element.scrollWidth} px in ${element.clientWidth} px)`)
        if (element instanceof HTMLSelectElement && valueWidth(element) > element.clientWidth)
          problems.push(`${what} shows its choice cut`)
      }
    }
    const headers = [...table.tHead!.rows[0]!.cells]
    const names = headers.map(
      (header) => header.textContent?.trim() || header.getAttribute('aria-label') || ''
    )
    headers.forEach((header, index) => {
      if (shown(header)) check(header, `header "${names[index]}"`)
    })
    const statusColumn = names.findIndex((name) => statusHeaders.includes(name))
    if (statusColumn >= 0)
      for (const row of table.tBodies[0]!.rows) {
        const cell = row.cells[statusColumn]
        if (cell && shown(cell)) check(cell, `status "${cell.textContent?.trim()}"`)
      }
    // and every choice in a row (a type, a status) shows whole
    for (const select of table.tBodies[0]!.querySelectorAll('select'))
      if (shown(select) && valueWidth(select) > select.clientWidth)
        problems.push(`the choice "${select.selectedOptions[0]?.text}" is cut`)
    if (frame.scrollWidth > frame.clientWidth)
      problems.push(
        `the table scrolls sideways (${frame.scrollWidth} px in ${frame.clientWidth} px)`
      )
    return { problems, headers: names.filter((_name, index) => shown(headers[index]!)) }
  }, STATUS_HEADERS)
}

/** Switches the theme with the top bar's switch: the screen stays as it is (no reload). */
async function switchTheme(page: Page, theme: Theme) {
  if ((await currentTheme(page)) === theme) return
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click()
  await expect.poll(() => currentTheme(page)).toBe(theme)
}

/**
 * Every table of the screen at 1280 and 768 px in both themes: nothing of it cut (tableFit),
 * pictured as screenshots/admin-tables-<name>-<width>-<theme>.png. `kept` names the columns
 * the screen's main table shows at 768 px.
 */
async function expectTablesFit(
  page: Page,
  name: string,
  kept?: { table: Locator; headersAt768: string[] }
) {
  const tables = page.getByRole('main').getByRole('table')
  await expect(tables.first()).toBeVisible()
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme)
    for (const width of ADMIN_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      // below 1024 px the sidebar is collapsed to its icons (no choice is saved in these tests)
      await expect(sidebarToggle(page)).toHaveAccessibleName(
        width < 1024 ? 'Expand sidebar' : 'Collapse sidebar'
      )
      for (let index = 0; index < (await tables.count()); index++) {
        const fit = await tableFit(tables.nth(index))
        expect(fit.problems, `${name}, table ${index + 1}, at ${width} px`).toEqual([])
      }
      if (kept && width === 768) {
        const fit = await tableFit(kept.table)
        expect(fit.headers, `${name} at 768 px`).toEqual(kept.headersAt768)
      }
      await screenshot(page, `admin-tables-${name}`)
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.describe('the admin tables at 768 px keep the columns that name a row and its status whole', () => {
  let purchase: Purchase

  test.beforeAll(async ({ browser }) => {
    purchase = await learnerBuysStoreItem(browser, process.env.E2E_BASE_URL!)
  })

  test('transactions, users, a user and the dashboard', async ({ page }) => {
    // each screen is measured and pictured in four looks
    test.setTimeout(240_000)
    await signInAsAdmin(page, '/admin/transactions')
    await expectTablesFit(page, 'transactions', {
      table: page.getByRole('region', { name: 'Transactions list' }).getByRole('table'),
      headersAt768: ['Order', 'Learner', 'Item', 'Amount', 'Status'],
    })

    await openAdmin(page, `/admin/users?search=${encodeURIComponent(purchase.learner.email)}`)
    const users = page.getByRole('region', { name: 'Users list' })
    await expect(users.getByRole('row')).toHaveCount(2)
    await expectTablesFit(page, 'users', {
      table: users.getByRole('table'),
      headersAt768: ['User', 'Account', 'Enrolments', 'Purchases'],
    })

    await page.getByRole('link', { name: 'Kavya Nair' }).first().click()
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible()
    await expectTablesFit(page, 'user-detail')

    await openAdmin(page, '/admin')
    await expectTablesFit(page, 'dashboard', {
      table: page.getByRole('table', { name: 'Recent orders' }),
      headersAt768: ['Order', 'Learner', 'Item', 'Amount', 'Status'],
    })
  })

  test('published books as a list', async ({ page }) => {
    await signInAsAdmin(page, '/admin/books/published?view=list')
    await expectTablesFit(page, 'books-published-list', {
      table: page.getByRole('region', { name: 'Books list' }).getByRole('table'),
      headersAt768: ['Selected', 'Title', 'Status', 'Price', 'Actions'],
    })
  })

  test('the enrolment list and the bulk upload rows', async ({ page }) => {
    // each screen is measured and pictured in four looks
    test.setTimeout(240_000)
    await signInAsAdmin(page, '/admin/enrolluser')
    const many = page.getByRole('region', { name: 'Enroll many learners' })
    await many
      .getByLabel('Learner emails')
      .fill(
        [
          purchase.learner.email,
          'a-rather-long-address.of.someone@coaching-centre.example.in',
        ].join('\n')
      )
    const list = many.getByRole('region', { name: 'Learners to enroll' })
    await expectTablesFit(page, 'enrolment-list', {
      table: list.getByRole('table'),
      headersAt768: ['#', 'Email', 'Line', 'Result'],
    })

    await openAdmin(page, '/admin/books/bulk')
    await page.locator('#bulk-file-input').setInputFiles(
      ['indian-polity-notes', 'modern-history-test-series'].map((name) => ({
        name: `${name}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfDocument(name),
      }))
    )
    const rows = page.getByRole('main').getByRole('table')
    await expect(rows.getByRole('row')).toHaveCount(3)
    await expectTablesFit(page, 'bulk-upload-rows', {
      table: rows,
      headersAt768: ['Files', 'Title', 'Type', 'Author', 'Price (₹)', 'Status', 'Remove'],
    })
  })
})
