import { mkdtempSync, chmodSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { provideDatabase } from './lib/database.mjs'
import { stopAll } from './lib/processes.mjs'
import { launch } from './web/browser.mjs'
import { startProduct } from './web/server.mjs'
const root = mkdtempSync(join(tmpdir(), 'h8check-')); chmodSync(root, 0o755)
const database = await provideDatabase()
const { origin } = await startProduct({ databaseUrl: database.url, storageDir: join(root, 'storage'), storefrontDir: process.argv[2] })
console.log('ORIGIN', origin)
const browser = await launch()
try {
  for (const theme of ['dark', 'light']) for (const path of ['/home', '/home/about', '/home/contact', '/home/explore']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    if (theme === 'light') await context.addInitScript(() => localStorage.setItem('pathshala-theme', '"light"'))
    const page = await context.newPage()
    const errors = []
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text().slice(0, 400)) })
    page.on('pageerror', (e) => errors.push('pageerror ' + e.message))
    const res = await page.goto(origin + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    const info = await page.evaluate(() => ({ h: document.querySelector('h1,h2')?.textContent?.slice(0, 50), dark: document.body.className }))
    console.log(theme, path, res.status(), res.headers()['content-encoding'], JSON.stringify(info), errors)
    await context.close()
  }
} finally { await browser.close(); await stopAll(); await database.release(); rmSync(root, { recursive: true, force: true }) }
