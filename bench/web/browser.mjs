/*
| Browser visits for bench:web, in headless Chromium (Debian's, the same as the
| end-to-end tests): what a first visit receives over the wire (Chromium's
| encodedDataLength of every response: compressed bodies and headers, as they
| came), its Largest Contentful Paint and its Cumulative Layout Shift, with the
| CPU slowed down 4x and, in one profile, a slow-4G network.
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from 'playwright-core'

export const VIEWPORT = { width: 1280, height: 800 }
export const CPU_SLOWDOWN = 4

/** Chromium's throttling, as DevTools' "Slow 4G" but at 1.6 Mbit/s down and 150 ms round trips. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (0.75 * 1_000_000) / 8,
}

export const PROFILES = [
  { key: 'cpu', label: '4x CPU', network: null },
  { key: 'slow4g', label: '4x CPU + slow 4G (1.6 Mbit/s, 150 ms RTT)', network: SLOW_4G },
]

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

/** Registered before the page's own scripts: every LCP candidate and every layout shift. */
function observePaints() {
  window.__lcpEntries = []
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element
      window.__lcpEntries.push({
        time: entry.startTime,
        size: entry.size,
        element: element
          ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
          : '(removed)',
      })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ time: entry.startTime, value: entry.value })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** CLS as the web-vitals definition has it: the largest session window of shifts (1 s gap, 5 s). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0
  let current = 0
  let start = 0
  let last = -Infinity
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0
      start = shift.time
    }
    current += shift.value
    last = shift.time
    largest = Math.max(largest, current)
  }
  return largest
}

const KINDS = { Script: 'js', Stylesheet: 'css', Image: 'img', Document: 'html', Font: 'font' }
const kindOf = (type) => KINDS[type] ?? (type === 'XHR' || type === 'Fetch' ? 'data' : 'other')

/**
 * One first visit of `url` in a fresh context (empty cache, no session) under `profile`: every
 * response with its bytes as received, LCP and CLS. The last LCP candidate can come a second
 * after the network is idle: it waits for the first, then until none has come for 1.5 s.
 */
export async function visit(browser, url, profile) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.addInitScript(observePaints)
  const cdp = await context.newCDPSession(page)
  const responses = new Map()
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    responses.set(requestId, {
      url: response.url,
      kind: kindOf(type),
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      bytes: 0,
    })
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId)
    if (response) response.bytes = encodedDataLength
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  await page.waitForFunction(() => window.__lcpEntries.length > 0, null, { timeout: 30_000 })
  let count = 0
  for (let quiet = 0; quiet < 1500;) {
    const now = await page.evaluate(() => window.__lcpEntries.length)
    quiet = now === count ? quiet + 250 : 0
    count = now
    await sleep(250)
  }
  const measured = await page.evaluate(() => ({
    lcp: window.__lcpEntries.at(-1),
    shifts: window.__shifts,
    rendered: document.querySelector('#root')?.childElementCount ?? 0,
    text: document.body.innerText.slice(0, 200),
  }))
  await context.close()
  // a server that answers with an error page would make every number meaningless
  if (!measured.rendered) throw new Error(`${url} did not render the storefront: ${measured.text}`)
  const files = [...responses.values()]
  const bytesOf = (kind) => files.filter((f) => kind(f.kind)).reduce((t, f) => t + f.bytes, 0)
  return {
    files,
    bytes: {
      js: bytesOf((k) => k === 'js'),
      css: bytesOf((k) => k === 'css'),
      img: bytesOf((k) => k === 'img'),
      total: bytesOf(() => true),
      withoutImages: bytesOf((k) => k !== 'img'),
    },
    requests: files.length,
    lcp: measured.lcp,
    cls: cumulativeLayoutShift(measured.shifts),
  }
}

/** A course page of the running product: the first course card's link on /home/explore. */
export async function firstCoursePath(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.goto(`${origin}/home/explore`, { waitUntil: 'networkidle' })
  const link = page.locator('a[href^="/home/course?id="]').first()
  await link.waitFor({ timeout: 30_000 })
  const href = await link.getAttribute('href')
  await context.close()
  return href
}
