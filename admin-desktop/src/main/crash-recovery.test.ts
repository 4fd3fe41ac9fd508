import { describe, expect, it, vi } from 'vitest'
import { crashRecovery, MAX_RELOADS, RELOAD_WINDOW_MS } from './crash-recovery.ts'

vi.mock('electron', () => ({}))

describe('renderer crash recovery', () => {
  it('reloads a crashed renderer, not one that exited cleanly', () => {
    const reload = vi.fn()
    const onGone = crashRecovery(reload, () => 0)
    expect(onGone({ reason: 'clean-exit' })).toBe('ignored')
    expect(onGone({ reason: 'crashed' })).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('stops after repeated crashes within a minute, and tries again later', () => {
    let time = 0
    const reload = vi.fn()
    const onGone = crashRecovery(reload, () => time)
    for (let n = 0; n < MAX_RELOADS; n++) expect(onGone({ reason: 'oom' })).toBe('reloaded')
    expect(onGone({ reason: 'oom' })).toBe('gave-up')
    time += RELOAD_WINDOW_MS
    expect(onGone({ reason: 'killed' })).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(MAX_RELOADS + 1)
  })
})
