import { describe, expect, it } from 'vitest'
import { responsiveImage } from '../src/media/responsive-image.ts'

describe('responsiveImage', () => {
  it('offers the WebP variants local storage keeps beside an uploaded picture', () => {
    const url = 'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc123.png'
    expect(responsiveImage(url)).toEqual({
      src: url,
      srcSet:
        'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc123-w320.webp 320w, ' +
        'http://127.0.0.1:3333/api/v1/media/image/pathshala/courses/abc123-w640.webp 640w',
    })
  })

  it('asks Cloudinary for the format and size the browser needs', () => {
    const url = 'https://res.cloudinary.com/demo/image/upload/v1712/pathshala/courses/x1.jpg'
    expect(responsiveImage(url)).toEqual({
      src: 'https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_640/v1712/pathshala/courses/x1.jpg',
      srcSet:
        'https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_320/v1712/pathshala/courses/x1.jpg 320w, ' +
        'https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_640/v1712/pathshala/courses/x1.jpg 640w',
    })
  })

  it('leaves any other address as it is (a Google avatar, a PDF, nothing)', () => {
    for (const url of [
      'https://lh3.googleusercontent.com/a/photo.jpg',
      'http://127.0.0.1:3333/api/v1/media/raw/pathshala/books/notes.pdf',
      '',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url })
    }
  })
})
