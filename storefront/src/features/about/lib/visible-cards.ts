// How many team cards fit side by side (docs/screens/learner.md#about): 3 from 1024 px, 2 from
// 768 px.

export const WIDE_MIN_WIDTH = 1024
export const MEDIUM_MIN_WIDTH = 768

export function visibleCardsForWidth(width: number): 1 | 2 | 3 {
  if (width >= WIDE_MIN_WIDTH) return 3
  if (width >= MEDIUM_MIN_WIDTH) return 2
  return 1
}

/**
 * The members to lay out in a looping track: all of them, then the first `visible - 1` again, so
 * the last positions still show a full row. Each entry says whether it is such a repeat.
 */
export function loopedTrack<T>(items: readonly T[], visible: number) {
  const repeats = Math.max(0, Math.min(visible - 1, items.length))
  return [
    ...items.map((item, index) => ({ item, index, repeat: false })),
    ...items.slice(0, repeats).map((item, index) => ({ item, index, repeat: true })),
  ]
}

/** Whether the track slot `slot` is on screen when the first visible member is `start`. */
export function isSlotVisible(slot: number, start: number, visible: number): boolean {
  return slot >= start && slot < start + visible
}
