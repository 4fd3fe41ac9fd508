import { describe, expect, test } from 'vitest'
import { MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import { csvRows } from './csv-rows.ts'
import { parseEmailList, sendableEmails } from './email-list.ts'

describe('csvRows', () => {
  test('reads quoted cells with commas, quotes and line breaks, and any line ending', () => {
    expect(
      csvRows('\uFEFFname,email\r\n"Rao, Asha",asha@example.com\n"Say ""hi""\nthere",x\rlast,y')
    ).toEqual([
      ['name', 'email'],
      ['Rao, Asha', 'asha@example.com'],
      ['Say "hi"\nthere', 'x'],
      ['last', 'y'],
    ])
  })
})

describe('parseEmailList', () => {
  test('one address per line: trimmed, lower-cased, each once, invalid ones flagged', () => {
    const list = parseEmailList(
      '  Ravi@Example.com \n\nmeera@example.com\nRAVI@example.com\nnot-an-email\n'
    )
    expect(list.entries).toEqual([
      { email: 'ravi@example.com', line: 1, valid: true },
      { email: 'meera@example.com', line: 3, valid: true },
      { email: 'not-an-email', line: 5, valid: false },
    ])
    expect(list).toMatchObject({
      repeated: 1,
      fromColumn: false,
      validCount: 2,
      invalidCount: 1,
      tooMany: false,
    })
    expect(sendableEmails(list)).toEqual(['ravi@example.com', 'meera@example.com'])
  })

  test('commas, semicolons and spaces also separate addresses on a line', () => {
    const list = parseEmailList('a@example.com, b@example.com; c@example.com d@example.com')
    expect(sendableEmails(list)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ])
  })

  test('a CSV with an email column: only that column, other columns ignored', () => {
    const list = parseEmailList(
      'Name,E-mail,City\n"Kumar, Ravi", Ravi@Example.com ,Pune\nMeera,meera@example.com,"Delhi, NCR"\nNo address,,Goa\nBad,oops,Agra\n'
    )
    expect(list.fromColumn).toBe(true)
    expect(list.entries).toEqual([
      { email: 'ravi@example.com', line: 2, valid: true },
      { email: 'meera@example.com', line: 3, valid: true },
      { email: 'oops', line: 5, valid: false },
    ])
  })

  test('nothing to read is an empty list', () => {
    expect(parseEmailList('').entries).toEqual([])
    expect(parseEmailList(' \n \n').entries).toEqual([])
    expect(parseEmailList('email\n').entries).toEqual([])
  })

  test(`more than ${MANUAL_ENROL_MAX_EMAILS} valid addresses is too many; invalid ones do not count`, () => {
    const addresses = (count: number) =>
      Array.from({ length: count }, (_, index) => `l${index}@example.com`).join('\n')
    expect(parseEmailList(addresses(MANUAL_ENROL_MAX_EMAILS)).tooMany).toBe(false)
    expect(parseEmailList(`${addresses(MANUAL_ENROL_MAX_EMAILS)}\nbad\nworse`).tooMany).toBe(false)
    expect(parseEmailList(addresses(MANUAL_ENROL_MAX_EMAILS + 1)).tooMany).toBe(true)
  })
})
