import type { Response } from '@playwright/test'
import { expect, signInAsAdmin, test } from './support/index.ts'

test.describe('how /admin reaches the browser', () => {
  test('its scripts and styles arrive brotli-compressed from the build, cached for good', async ({
    page,
  }) => {
    const assets: Response[] = []
    page.on('response', (response) => {
      if (/\/admin\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname))
        assets.push(response)
    })
    await signInAsAdmin(page, '/admin/transactions')
    await expect(page.getByRole('heading', { name: 'Transactions', level: 2 })).toBeVisible()

    expect(assets.length).toBeGreaterThan(1)
    for (const response of assets) {
      const headers = await response.allHeaders()
      expect(headers['content-encoding'], response.url()).toBe('br')
      expect(headers['vary'], response.url()).toMatch(/accept-encoding/i)
      expect(headers['cache-control'], response.url()).toMatch(/immutable/)
    }
  })
})
