import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstRowCards, LISTING_GRID } from './card-image-sizes.ts'

const stylesheet = (path: string) =>
  readFileSync(resolve(import.meta.dirname, '../../..', path), 'utf8')

afterEach(() => vi.unstubAllGlobals())

describe("a listing grid's first row", () => {
  it('holds one card on a phone, two on a tablet, four on a laptop or wider', () => {
    expect(firstRowCards(375)).toBe(1)
    expect(firstRowCards(768)).toBe(2)
    expect(firstRowCards(1024)).toBe(3)
    expect(firstRowCards(1280)).toBe(4)
    expect(firstRowCards(2560)).toBe(4)
  })

  it("is measured in the window's width", () => {
    vi.stubGlobal('innerWidth', 375)
    expect(firstRowCards()).toBe(1)
  })

  it('uses the measures the stylesheets give the page and the grids', () => {
    const { pageMaxWidth, pagePadding, minCardWidth, gap } = LISTING_GRID
    expect(stylesheet('app/global.css')).toMatch(
      new RegExp(
        `\\.page \\{\\s+max-width: ${pageMaxWidth}px;\\s+margin: 0 auto;\\s+padding: \\d+px ${pagePadding}px;`
      )
    )
    const store = stylesheet('features/store/components/store.css')
    expect(store).toContain(
      `grid-template-columns: repeat(auto-fill, minmax(${minCardWidth}px, 1fr));\n  gap: ${gap}px;`
    )
    const explore = stylesheet('features/catalogue/components/explore.css')
    // explore's cards are at least as wide: its first row never holds more
    const exploreMin = Number(explore.match(/minmax\((\d+)px, 1fr\)/)![1])
    expect(exploreMin).toBeGreaterThanOrEqual(minCardWidth)
    expect(explore).toMatch(new RegExp(`\\.course-results \\{\\s+display: grid;\\s+gap: ${gap}px;`))
  })
})
