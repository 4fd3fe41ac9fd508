import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstRowCards, LISTING_PAGE, LISTINGS, listingImageSizes } from './card-image-sizes.ts'

const stylesheet = (path: string) =>
  readFileSync(resolve(import.meta.dirname, '../../..', path), 'utf8')

afterEach(() => vi.unstubAllGlobals())

describe("a listing grid's first row", () => {
  it('holds one card on a phone, two on a tablet, four on a laptop or wider', () => {
    expect(firstRowCards('store', 375)).toBe(1)
    expect(firstRowCards('store', 768)).toBe(2)
    expect(firstRowCards('store', 1024)).toBe(3)
    expect(firstRowCards('store', 1280)).toBe(4)
    expect(firstRowCards('store', 2560)).toBe(4)
  })

  it("follows each grid's own card width", () => {
    // 1100 px: the store's 250 px cards fit four across, explore's 260 px ones three
    expect(firstRowCards('store', 1100)).toBe(4)
    expect(firstRowCards('explore', 1100)).toBe(3)
  })

  it("is measured in the window's width", () => {
    vi.stubGlobal('innerWidth', 375)
    expect(firstRowCards('explore')).toBe(1)
  })
})

describe("a listing's picture sizes", () => {
  it("give each count of the grid's columns up to where one more fits, then the widest card", () => {
    expect(listingImageSizes('store', 'grid')).toBe(
      '(max-width: 551px) calc(100vw - 32px), (max-width: 821px) calc((100vw - 52px) / 2), ' +
        '(max-width: 1091px) calc((100vw - 72px) / 3), (max-width: 1199px) calc((100vw - 92px) / 4), ' +
        '277px'
    )
    expect(listingImageSizes('explore', 'grid')).toBe(
      '(max-width: 571px) calc(100vw - 32px), (max-width: 851px) calc((100vw - 52px) / 2), ' +
        '(max-width: 1131px) calc((100vw - 72px) / 3), (max-width: 1199px) calc((100vw - 92px) / 4), ' +
        '277px'
    )
  })

  it("give a list its pictures' own widths", () => {
    expect(listingImageSizes('store', 'list')).toBe(LISTINGS.store.listSizes)
    expect(listingImageSizes('explore', 'list')).toBe(LISTINGS.explore.listSizes)
  })
})

describe("the listings' measures", () => {
  it('are the ones the stylesheets give the page, the grids and the lists', () => {
    const { pageMaxWidth, pagePadding, gap } = LISTING_PAGE
    expect(stylesheet('app/global.css')).toMatch(
      new RegExp(
        `\\.page \\{\\s+max-width: ${pageMaxWidth}px;\\s+margin: 0 auto;\\s+padding: \\d+px ${pagePadding}px;`
      )
    )
    const store = stylesheet('features/store/components/store.css')
    expect(store).toContain(
      `grid-template-columns: repeat(auto-fill, minmax(${LISTINGS.store.minCardWidth}px, 1fr));\n  gap: ${gap}px;`
    )
    expect(store).toMatch(/\.book-card--list \.book-thumb \{\s+width: 240px;/)
    expect(store).toMatch(
      /@media \(max-width: 900px\) \{[^@]*\.book-card--list \.book-thumb \{\s+width: 200px;/
    )
    expect(store).toMatch(
      /@media \(max-width: 600px\) \{[^@]*\.book-card--list \.book-thumb \{\s+width: 100%;/
    )
    const explore = stylesheet('features/catalogue/components/explore.css')
    expect(explore).toContain(
      `.course-results--grid {\n  grid-template-columns: repeat(auto-fill, minmax(${LISTINGS.explore.minCardWidth}px, 1fr));`
    )
    expect(explore).toMatch(new RegExp(`\\.course-results \\{\\s+display: grid;\\s+gap: ${gap}px;`))
    const courseCard = stylesheet('features/catalogue/components/course-card.css')
    expect(courseCard).toMatch(
      /\.course-card--list\.bp6-card \{\s+display: grid;\s+grid-template-columns: 240px /
    )
    expect(courseCard).toMatch(
      /@media \(max-width: 760px\) \{\s+\.course-card--list\.bp6-card \{\s+grid-template-columns: 180px /
    )
    expect(courseCard).toMatch(
      /@media \(max-width: 560px\) \{[^@]*\.course-card--list \.course-card-thumb \{\s+aspect-ratio: 16 \/ 9;/
    )
  })
})
