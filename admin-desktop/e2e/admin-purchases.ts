import { mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser } from '@playwright/test'
import { createLearner, expect, signInByApi, type Account } from './support/index.ts'

export interface Purchase {
  learner: Account
  /** The store item's title */
  title: string
  /** What the learner paid, in paise */
  paidPaise: number
}

/** '₹1,299' or '₹1,299.50' -> paise */
function paiseOf(amount: string): number {
  const rupees = Number(amount.replace(/[^\d.]/g, ''))
  return Math.round(rupees * 100)
}

const STALE_LOCK_MS = 120_000

/**
 * Runs `work` while no other test of this run makes a purchase: the dashboard compares its
 * figures before and after one purchase, which a purchase in the other worker would spoil.
 * The lock is a folder (mkdir is atomic), one per server under test.
 */
export async function withPurchasesPaused<T>(work: () => Promise<T>): Promise<T> {
  const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:0').port
  const lock = join(tmpdir(), `pathshala-admin-e2e-purchase-${port}.lock`)
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      // a lock left by a killed run is cleared after a while
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0
      )
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
      await sleep(200)
    }
  }
  try {
    return await work()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/**
 * A new learner buys the dearest store item through the Razorpay simulator's test-mode
 * checkout, in a browser context of their own (the admin's stays signed in).
 */
export async function learnerBuysStoreItem(
  browser: Browser,
  baseURL: string,
  { locked = true }: { locked?: boolean } = {}
): Promise<Purchase> {
  if (locked)
    return withPurchasesPaused(() => learnerBuysStoreItem(browser, baseURL, { locked: false }))
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    const learner = await createLearner(page, { firstName: 'Kavya', lastName: 'Nair' })
    await signInByApi(page, learner)
    await page.goto('/home/store?sort=price&order=desc')
    const first = page
      .getByRole('list', { name: 'Store items' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Buy Now' }) })
      .first()
    const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim()
    await first.getByRole('button', { name: 'Buy Now' }).click()

    const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
    const pay = confirm.getByRole('button', { name: /^Pay ₹/ })
    const amount = (await pay.textContent())!.replace('Pay ', '').trim()
    await pay.click()

    const checkout = page.locator('[data-razorpay-simulator]')
    await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible()
    await checkout.getByRole('button', { name: `Pay ${amount}` }).click()
    await expect(
      page.getByText('Purchase successful! Check your email for confirmation.')
    ).toBeVisible()
    return { learner, title, paidPaise: paiseOf(amount) }
  } finally {
    await context.close()
  }
}
