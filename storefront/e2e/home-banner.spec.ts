import { expect, setTheme, test } from './support/index.ts'

// The home banner's controls (docs/screens/learner.md#home): the round arrows and pause sit on
// the slide as the same dark circles in both themes, so they stay visible on its colours.

test('the banner’s arrows and pause keep their circle in both themes', async ({ page }) => {
  await page.goto('/home')
  const fills: Record<string, string[]> = {}
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    const banner = page.getByRole('region', { name: 'Highlights' })
    const controls = [
      page.getByRole('button', { name: 'Previous slide' }),
      page.getByRole('button', { name: 'Next slide' }),
      page.getByRole('button', { name: /Pause slides|Play slides/ }),
    ]
    await expect(banner).toBeVisible()
    fills[theme] = await Promise.all(
      controls.map((control) => control.evaluate((node) => getComputedStyle(node).backgroundColor))
    )
  }
  for (const fill of [...fills.light!, ...fills.dark!]) {
    // a translucent black circle, never Blueprint's transparent minimal button
    expect(fill).toBe('rgba(0, 0, 0, 0.18)')
  }
})
