import { describe, expect, it } from 'vitest'
import {
  defaultsErrors,
  editRow,
  editedFieldsOf,
  followDefaults,
  replaceOwnValues,
  rowsWithOwnValues,
} from './bulk-defaults.ts'
import {
  ROW_DEFAULTS,
  ROW_MESSAGES,
  mergeRows,
  rowsFromPairs,
  type BulkDefaults,
  type BulkRow,
} from './bulk-rows.ts'

const pdf = (name: string) => ({ key: `/d/${name}`, name, size: 100 })
const pairs = (...names: string[]) => names.map((name) => ({ pdf: pdf(name), image: null }))

const meera: BulkDefaults = {
  author: 'Meera Iyer',
  type: 'Books',
  price: '249.50',
  status: 'published',
}

describe('values for every row', () => {
  it('fills new rows, from the first files and from files added later', () => {
    const rows = rowsFromPairs(pairs('a.pdf', 'b.pdf'), meera)
    expect(
      rows.map(({ author, type, price, status }) => ({ author, type, price, status }))
    ).toEqual([meera, meera])
    const more = mergeRows(rows, pairs('a.pdf', 'b.pdf', 'c.pdf'), meera)
    expect(more[2]).toMatchObject({ ...meera, title: 'C', edited: [] })
    // without values for every row, a row starts as before: Notes, no author, ₹0, draft
    expect(rowsFromPairs(pairs('d.pdf'))[0]).toMatchObject(ROW_DEFAULTS)
  })

  it('reach every row except the fields changed by hand in it, and never a created row', () => {
    const [a, b, c] = rowsFromPairs(pairs('a.pdf', 'b.pdf', 'c.pdf'))
    const handEdited = editRow(b!, { author: 'Rahul Nair', title: 'Own title' })
    const created = { ...c!, createdId: 'item-1' }
    const rows = followDefaults([a!, handEdited, created], meera)

    expect(rows[0]).toMatchObject(meera)
    // b keeps its own author, and takes the rest
    expect(rows[1]).toMatchObject({ ...meera, author: 'Rahul Nair', title: 'Own title' })
    expect(rows[2]).toBe(created)
  })

  it('marks only the fields a hand edit changes', () => {
    const [row] = rowsFromPairs(pairs('a.pdf'))
    const once = editRow(row!, { price: '10' })
    expect(once.edited).toEqual(['price'])
    expect(editRow(once, { status: 'archived', title: 'T' }).edited).toEqual(['price', 'status'])
    expect(editRow(once, { title: 'T' }).edited).toEqual(['price'])
  })

  it('counts the rows whose own values differ, and replaces them only when asked', () => {
    const [a, b, c] = rowsFromPairs(pairs('a.pdf', 'b.pdf', 'c.pdf'), meera)
    const own = editRow(b!, { author: 'Rahul Nair' })
    // changed by hand to the same value: nothing would be lost
    const same = editRow(c!, { author: 'Meera Iyer' })
    const rows = [a!, own, same]
    expect(rowsWithOwnValues(rows, meera).map((row) => row.id)).toEqual(['/d/b.pdf'])
    expect(rowsWithOwnValues([{ ...own, createdId: 'item-1' }], meera)).toEqual([])

    const replaced = replaceOwnValues(rows, meera)
    expect(replaced.map((row) => row.author)).toEqual(['Meera Iyer', 'Meera Iyer', 'Meera Iyer'])
    expect(replaced.every((row) => row.edited.length === 0)).toBe(true)
    expect(rowsWithOwnValues(replaced, meera)).toEqual([])
  })

  it('treats the changed fields of a row saved before rows remembered them as hand edits', () => {
    const [row] = rowsFromPairs(pairs('a.pdf'))
    const saved = { ...row!, author: 'Rahul', status: 'published' } as Partial<BulkRow>
    delete saved.edited
    expect(editedFieldsOf(saved as BulkRow)).toEqual(['author', 'status'])
  })

  it('says what is wrong with a value as the rows would, but not that an empty one is missing', () => {
    expect(defaultsErrors(meera)).toEqual({})
    expect(defaultsErrors({ ...ROW_DEFAULTS, author: '' })).toEqual({})
    expect(defaultsErrors({ ...meera, author: 'x'.repeat(121), price: '10.555' })).toEqual({
      author: ROW_MESSAGES.author,
      price: ROW_MESSAGES.price,
    })
  })
})
