import { describe, expect, it } from 'vitest'
import { uploadPresetFor } from '../src/index.ts'

const renamed = {
  uploadPresets: { profile: 'acme_avatars', course: 'acme_covers', bookPdf: 'acme_pdfs' },
}

describe('uploadPresetFor', () => {
  it("answers the deployment's preset name for each purpose, not the default", () => {
    expect(uploadPresetFor(renamed, 'profile')).toBe('acme_avatars')
    expect(uploadPresetFor(renamed, 'course')).toBe('acme_covers')
    expect(uploadPresetFor(renamed, 'bookPdf')).toBe('acme_pdfs')
  })

  it('refuses to guess when the server names no presets', () => {
    expect(() => uploadPresetFor({}, 'course')).toThrow(
      'The server did not name its upload presets'
    )
    expect(() => uploadPresetFor({ uploadPresets: { course: '' } }, 'course')).toThrow()
    expect(() => uploadPresetFor({ uploadPresets: { profile: 'p' } }, 'bookPdf')).toThrow()
  })
})
