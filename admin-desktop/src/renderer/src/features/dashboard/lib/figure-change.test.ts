import { describe, expect, test } from 'vitest'
import { describeChange } from './figure-change.ts'

describe('describeChange', () => {
  test('up and down carry their sign and size', () => {
    expect(describeChange(23.5, 10)).toMatchObject({ direction: 'up', text: '+23.5%' })
    expect(describeChange(-20, 10)).toMatchObject({ direction: 'down', text: '-20%' })
  })

  test('nothing to compare with: new when there is something now, flat when not', () => {
    expect(describeChange(null, 3)).toMatchObject({ direction: 'new', text: 'New' })
    expect(describeChange(null, 0)).toMatchObject({ direction: 'flat', text: '0%' })
    expect(describeChange(0, 5)).toMatchObject({ direction: 'flat', text: '0%' })
  })
})
