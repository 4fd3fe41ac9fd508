import { describe, expect, it, vi } from 'vitest'
import { startDownload } from './start-download.ts'

describe('start download', () => {
  it('clicks a temporary download link and removes it', () => {
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement
    ) {
      clicked.push(this)
    })
    startDownload('http://127.0.0.1/api/v1/media/download/abc')
    expect(click).toHaveBeenCalledOnce()
    expect(clicked[0]!.href).toBe('http://127.0.0.1/api/v1/media/download/abc')
    expect(clicked[0]!.hasAttribute('download')).toBe(true)
    expect(document.querySelector('a')).toBeNull()
  })
})
