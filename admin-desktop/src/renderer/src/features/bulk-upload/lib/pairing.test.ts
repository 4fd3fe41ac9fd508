import { describe, expect, it } from 'vitest'
import { baseNameOf, kindOf, pairFiles, titleFromFileName, type PickedFile } from './pairing.ts'

const file = (name: string, size = 10): PickedFile => ({ key: `/docs/${name}`, name, size })

describe('pairFiles', () => {
  it('pairs each PDF with the image of the same name, case aside', () => {
    const result = pairFiles([
      file('polity-notes.pdf'),
      file('History.PDF'),
      file('POLITY-NOTES.png'),
      file('history.jpeg'),
      file('maps.pdf'),
    ])
    expect(result.pairs.map((pair) => [pair.pdf.name, pair.image?.name ?? null])).toEqual([
      ['polity-notes.pdf', 'POLITY-NOTES.png'],
      ['History.PDF', 'history.jpeg'],
      ['maps.pdf', null],
    ])
    expect(result.unpairedImages).toEqual([])
  })

  it('reports images without a PDF, files of other kinds and PDFs picked twice', () => {
    const result = pairFiles([
      file('a.pdf'),
      file('a.png'),
      file('a.webp'),
      file('lonely.gif'),
      file('notes.docx'),
      file('A.pdf'),
    ])
    expect(result.pairs).toHaveLength(1)
    expect(result.pairs[0]!.image!.name).toBe('a.png')
    expect(result.unpairedImages.map((entry) => entry.name)).toEqual(['a.webp', 'lonely.gif'])
    expect(result.ignored.map((entry) => entry.name)).toEqual(['notes.docx'])
    expect(result.duplicates.map((entry) => entry.name)).toEqual(['A.pdf'])
  })

  it('pairs by the whole base name, dots included', () => {
    const result = pairFiles([file('vol.1.notes.pdf'), file('vol.1.notes.jpg'), file('vol.pdf')])
    expect(result.pairs.map((pair) => pair.image?.name ?? null)).toEqual(['vol.1.notes.jpg', null])
  })
})

describe('file names', () => {
  it('makes a title from the file name', () => {
    expect(titleFromFileName('polity-notes.pdf')).toBe('Polity Notes')
    expect(titleFromFileName('upsc_prelims__2025 set-2.pdf')).toBe('Upsc Prelims 2025 Set 2')
    expect(titleFromFileName('x'.repeat(300) + '.pdf')).toHaveLength(200)
  })

  it('tells PDFs from images by extension', () => {
    expect(kindOf('a.PDF')).toBe('pdf')
    expect(kindOf('a.JPG')).toBe('image')
    expect(kindOf('a.txt')).toBeNull()
    expect(kindOf('pdf')).toBeNull()
    expect(baseNameOf(' Polity-Notes.PNG')).toBe('polity-notes')
  })
})
