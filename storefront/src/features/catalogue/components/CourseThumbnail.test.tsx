import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CourseThumbnail } from './CourseThumbnail.tsx'
import { CARD_IMAGE_SIZES } from '../lib/card-image-sizes.ts'

const UPLOADED = 'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc.png'

function pictureOf(element: HTMLElement) {
  const image = element.querySelector('img')
  if (!image) throw new Error('no picture')
  return image
}

describe('CourseThumbnail', () => {
  it('lets the browser pick the smallest WebP copy that fits the card', () => {
    const { container } = render(<CourseThumbnail src={UPLOADED} />)
    const image = pictureOf(container)
    expect(image).toHaveAttribute('src', UPLOADED)
    expect(image).toHaveAttribute(
      'srcset',
      'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc-w320.webp 320w, ' +
        'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc-w640.webp 640w'
    )
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES)
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
  })

  it('loads lazily below the fold, and first and at once in a first row', () => {
    const lazy = pictureOf(render(<CourseThumbnail src={UPLOADED} />).container)
    expect(lazy).toHaveAttribute('loading', 'lazy')
    expect(lazy).not.toHaveAttribute('fetchpriority')

    const first = pictureOf(render(<CourseThumbnail src={UPLOADED} eager />).container)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
  })

  it('shows an outside picture as it is, without copies', () => {
    const outside = 'https://example.com/picture.png'
    const image = pictureOf(render(<CourseThumbnail src={outside} />).container)
    expect(image).toHaveAttribute('src', outside)
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
  })
})
