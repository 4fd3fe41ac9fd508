import { describe, expect, test } from 'vitest'
import { aboutBox } from './about-box.ts'
import type { UpdateState } from './update-state.ts'

const failed: UpdateState = {
  kind: 'failed',
  whatFailed: 'check',
  version: null,
  message: 'Pathshala Admin could not check for updates: the update server could not be reached.',
  unreachable: true,
  when: new Date(2026, 2, 14, 9, 30),
}

describe('the About box', () => {
  test('names the app, its version and copyright, and where updating stands', () => {
    const box = aboutBox({ kind: 'up-to-date', checkedAt: new Date(2026, 2, 14, 9, 30) }, '1.3.0')
    expect(box.message).toBe('Pathshala Admin')
    expect(box.detail).toContain('Version 1.3.0')
    expect(box.detail).toContain('Copyright © 2026 Pathshala')
    expect(box.detail).toContain('Pathshala Admin is up to date (checked ')
    expect(box.detail).toMatch(/2026/)
    expect(box).toMatchObject({ buttons: ['OK'], retryButton: null })
  })

  test('after a failed update: the failure, that this version keeps working, and "Try Again"', () => {
    const box = aboutBox(failed, '1.3.0')
    expect(box.detail).toContain(
      'Pathshala Admin could not check for updates: the update server could not be reached.'
    )
    expect(box.detail).toContain('The version you have keeps working.')
    expect(box.buttons).toEqual(['Try Again', 'OK'])
    expect(box.buttons[box.retryButton!]).toBe('Try Again')
  })

  test('every other state in words, with no retry', () => {
    const states: Array<[UpdateState, string]> = [
      [{ kind: 'off' }, 'does not update itself'],
      [{ kind: 'idle' }, 'has not checked for updates yet'],
      [{ kind: 'checking' }, 'Checking for updates…'],
      [
        { kind: 'downloading', version: '1.4.0', percent: null },
        'Downloading the update to 1.4.0…',
      ],
      [{ kind: 'downloading', version: '1.4.0', percent: 42 }, 'to 1.4.0 (42%)…'],
      [{ kind: 'ready', version: '1.4.0' }, 'The update to 1.4.0 is ready'],
    ]
    for (const [state, words] of states) {
      const box = aboutBox(state, '1.3.0')
      expect(box.detail, state.kind).toContain(words)
      expect(box.retryButton, state.kind).toBeNull()
    }
  })
})
