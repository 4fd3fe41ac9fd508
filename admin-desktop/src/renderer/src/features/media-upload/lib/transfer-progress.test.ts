import { describe, expect, it } from 'vitest'
import { formatBytes, progressOf } from './transfer-progress.ts'

describe('transfer progress', () => {
  it('keeps the fraction between 0 and 1, and 0 for an unknown total', () => {
    expect(progressOf(50, 200).fraction).toBe(0.25)
    expect(progressOf(300, 200).fraction).toBe(1)
    expect(progressOf(10, 0).fraction).toBe(0)
  })

  it('formats sizes in binary units with one decimal from MB up', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(1_468_006)).toBe('1.4 MB')
  })
})
