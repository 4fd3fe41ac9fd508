import type { Locator } from '@playwright/test'

/*
| Contrast as WCAG measures it, between colours the browser computed: a colour with transparency
| is laid over what is behind it (its ancestors' backgrounds, the page's white at the bottom), so
| a see-through track or button is measured as the eye sees it.
*/

/** The colour an element's background shows, its ancestors' laid underneath: [r, g, b] 0-255. */
export function shownBackground(element: Locator): Promise<[number, number, number]> {
  return element.evaluate((start) => {
    /** rgb()/rgba() or color(srgb ...) as computed: [r, g, b, alpha], channels 0-255 */
    function parse(text: string): [number, number, number, number] {
      const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(text)
      if (srgb)
        return [
          Number(srgb[1]) * 255,
          Number(srgb[2]) * 255,
          Number(srgb[3]) * 255,
          srgb[4] === undefined ? 1 : Number(srgb[4]),
        ]
      const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(text)
      if (!rgb) throw new Error(`Unknown colour ${JSON.stringify(text)}`)
      return [
        Number(rgb[1]),
        Number(rgb[2]),
        Number(rgb[3]),
        rgb[4] === undefined ? 1 : Number(rgb[4]),
      ]
    }
    const layers: Array<[number, number, number, number]> = []
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)
      if (colour[3] > 0) layers.push(colour)
      if (colour[3] >= 1) break
    }
    let shown: [number, number, number] = [255, 255, 255]
    for (const [r, g, b, a] of layers.reverse())
      shown = [r * a + shown[0] * (1 - a), g * a + shown[1] * (1 - a), b * a + shown[2] * (1 - a)]
    return shown
  })
}

/** The colour of an element's text (or an icon's fill, which follows it): [r, g, b] 0-255. */
export function shownColour(element: Locator): Promise<[number, number, number]> {
  return element.evaluate((node) => {
    const text = getComputedStyle(node).color
    const channels = /([\d.]+),? ([\d.]+),? ([\d.]+)/.exec(text)
    if (!channels) throw new Error(`Unknown colour ${JSON.stringify(text)}`)
    return [Number(channels[1]), Number(channels[2]), Number(channels[3])]
  })
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
