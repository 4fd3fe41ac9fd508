/*
| The two browser measurements of /home in headless Chromium (Debian's, the
| same as the end-to-end tests): the JavaScript a first visit downloads, and
| Largest Contentful Paint with the CPU slowed down 4x.
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from 'playwright-core'
import { gzipSize } from './build.mjs'

export const VIEWPORT = { width: 1280, height: 800 }
export const CPU_SLOWDOWN = 4

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Registered before the page's own scripts: keeps every LCP candidate, buffered. */
function observeLcp() {
  window.__lcpEntries = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element
      window.__lcpEntries.push({
        time: entry.startTime,
        size: entry.size,
        element: element
          ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
          : '(removed)',
        text: element?.textContent?.trim().slice(0, 60) ?? '',
      })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

/**
 * One first visit of /home in a fresh context (empty cache): every script and stylesheet the
 * page requested until the network was idle, each with its gzipped size.
 */
export async function firstLoadFiles(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  const responses = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet') responses.push({ response, type })
  })
  await page.goto(`${origin}/home`, { waitUntil: 'networkidle' })
  // a server that answers with an error page would make every number meaningless
  const rendered = await page.evaluate(() => document.querySelector('#root')?.childElementCount)
  if (!rendered) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 300))
    throw new Error(`/home did not render the storefront; the page says: ${text}`)
  }
  const files = []
  for (const { response, type } of responses) {
    const body = await response.body()
    files.push({
      url: new URL(response.url()).pathname,
      kind: type === 'script' ? 'js' : 'css',
      raw: body.length,
      gzip: gzipSize(body),
    })
  }
  await context.close()
  return files
}

/**
 * Largest Contentful Paint of one first visit (fresh context) with the CPU throttled through
 * CDP. The final candidate can come a second after the network is idle (fonts, images, data
 * rendered late): it waits for the first entry, then until none has come for 1.5 s.
 */
export async function largestContentfulPaint(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.addInitScript(observeLcp)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(`${origin}/home`, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => window.__lcpEntries.length > 0, null, { timeout: 30_000 })
  let count = 0
  for (let quiet = 0; quiet < 1500;) {
    const now = await page.evaluate(() => window.__lcpEntries.length)
    quiet = now === count ? quiet + 250 : 0
    count = now
    await sleep(250)
  }
  const result = await page.evaluate(() => ({
    lcp: window.__lcpEntries.at(-1),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }))
  await context.close()
  return result
}
