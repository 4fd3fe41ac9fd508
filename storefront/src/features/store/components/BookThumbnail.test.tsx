import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BookThumbnail } from './BookThumbnail.tsx'

const COVER = 'http://127.0.0.1:3333/api/v1/media/image/pathshala/books/cover1.jpg'
const book = { thumbnailUrl: COVER, type: 'Notes' as const, isFree: false, pricePaise: 19900 }

describe('BookThumbnail', () => {
  it('offers the WebP copies in the widths the cards use, lazily below the fold', () => {
    const image = render(<BookThumbnail book={book} />).container.querySelector('img')!
    expect(image.getAttribute('srcset')).toContain('cover1-w320.webp 320w')
    expect(image.getAttribute('srcset')).toContain('cover1-w640.webp 640w')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '640')
  })

  it('loads a first-row cover at once and ahead of the others', () => {
    const image = render(<BookThumbnail book={book} eager />).container.querySelector('img')!
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})
