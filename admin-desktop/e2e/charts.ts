import type { Locator, Page } from '@playwright/test'

/*
| What the admin's charts (recharts) draw, read from their SVG: the words on an axis, whether a
| line is drawn in straight segments between its points, and the tooltip's heading.
*/

/**
 * The texts of a chart's x or y axis ticks, in order (every y axis when there are two). recharts
 * draws the labels in a layer of their own, named after their axis, above the axis itself.
 */
export function tickTexts(chart: Locator, axis: 'x' | 'y'): Promise<string[]> {
  return chart
    .locator(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`)
    .allTextContents()
}

/** The path's drawing commands are straight segments only: no curve (C, S, Q, T) smooths it. */
export async function drawnStraight(path: Locator): Promise<boolean> {
  const drawing = (await path.getAttribute('d')) ?? ''
  return drawing !== '' && !/[CcSsQqTt]/.test(drawing)
}

/** Moves the mouse over the chart at a fraction of its plot's width; returns the tooltip heading. */
export async function tooltipAt(page: Page, chart: Locator, fraction: number): Promise<string> {
  const plot = chart.locator('.recharts-cartesian-grid').first()
  const box = (await plot.boundingBox())!
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2)
  const label = chart.locator('.recharts-tooltip-label')
  await label.waitFor()
  return (await label.textContent()) ?? ''
}
