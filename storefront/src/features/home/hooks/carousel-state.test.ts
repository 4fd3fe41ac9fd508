import { describe, expect, it } from 'vitest'
import {
  carouselReducer,
  initialCarouselState,
  isAutoAdvancing,
  isDragDistance,
  swipeStep,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from './carousel-state.ts'

function run(state: CarouselState, ...actions: CarouselAction[]) {
  return actions.reduce(carouselReducer, state)
}

describe('wrapIndex', () => {
  it('keeps indexes inside 0..count-1 in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(12, 5)).toBe(2)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})

describe('swipe and drag thresholds (50 px swipe, 10 px drag)', () => {
  it('needs 50 px for a swipe; leftward goes to the next slide', () => {
    expect(swipeStep(-49)).toBe(0)
    expect(swipeStep(-50)).toBe(1)
    expect(swipeStep(49)).toBe(0)
    expect(swipeStep(50)).toBe(-1)
  })

  it('counts a press as a drag only beyond 10 px', () => {
    expect(isDragDistance(10)).toBe(false)
    expect(isDragDistance(-10)).toBe(false)
    expect(isDragDistance(11)).toBe(true)
    expect(isDragDistance(-11)).toBe(true)
  })
})

describe('carouselReducer', () => {
  const five = initialCarouselState(5)

  it('advances and wraps from the last slide to the first, and back', () => {
    expect(run(five, { type: 'next' }).index).toBe(1)
    expect(run(five, { type: 'go-to', index: 4 }, { type: 'next' }).index).toBe(0)
    expect(run(five, { type: 'previous' }).index).toBe(4)
  })

  it('a swipe of 60 px to the left moves on; one of 40 px does not', () => {
    const far = run(
      five,
      { type: 'drag-start', x: 300 },
      { type: 'drag-move', x: 240 },
      { type: 'drag-end' }
    )
    expect(far.index).toBe(1)
    expect(far.drag).toBeNull()

    const short = run(
      five,
      { type: 'drag-start', x: 300 },
      { type: 'drag-move', x: 260 },
      { type: 'drag-end' }
    )
    expect(short.index).toBe(0)
  })

  it('a swipe to the right from the first slide wraps to the last', () => {
    const state = run(
      five,
      { type: 'drag-start', x: 100 },
      { type: 'drag-move', x: 180 },
      { type: 'drag-end' }
    )
    expect(state.index).toBe(4)
  })

  it('marks the press as a drag once it passed 10 px, even if it came back', () => {
    const moved = run(five, { type: 'drag-start', x: 100 }, { type: 'drag-move', x: 111 })
    expect(moved.drag?.isDrag).toBe(true)
    const back = carouselReducer(moved, { type: 'drag-move', x: 101 })
    expect(back.drag?.isDrag).toBe(true)
    expect(carouselReducer(back, { type: 'drag-end' }).index).toBe(0)
  })

  it('a cancelled drag changes nothing', () => {
    const state = run(
      five,
      { type: 'drag-start', x: 300 },
      { type: 'drag-move', x: 200 },
      { type: 'drag-cancel' }
    )
    expect(state.index).toBe(0)
    expect(state.drag).toBeNull()
  })

  it('ignores moves and ends without a press', () => {
    expect(run(five, { type: 'drag-move', x: 10 }, { type: 'drag-end' })).toEqual(five)
  })

  it('keeps the index valid when the number of items shrinks', () => {
    const state = run(five, { type: 'go-to', index: 4 }, { type: 'set-count', count: 3 })
    expect(state.index).toBe(1)
    expect(state.count).toBe(3)
  })
})

describe('isAutoAdvancing (auto-advance on, paused or dragging)', () => {
  const five = initialCarouselState(5)

  it('runs by default', () => {
    expect(isAutoAdvancing(five)).toBe(true)
  })

  it('stops while hovered, while keyboard focus is inside, while dragging and when paused', () => {
    expect(isAutoAdvancing(run(five, { type: 'hover', hovered: true }))).toBe(false)
    expect(isAutoAdvancing(run(five, { type: 'focus', focused: true }))).toBe(false)
    expect(isAutoAdvancing(run(five, { type: 'drag-start', x: 0 }))).toBe(false)
    expect(isAutoAdvancing(run(five, { type: 'toggle-playing' }))).toBe(false)
  })

  it('resumes when the mouse leaves and when play is pressed again', () => {
    expect(
      isAutoAdvancing(
        run(five, { type: 'hover', hovered: true }, { type: 'hover', hovered: false })
      )
    ).toBe(true)
    expect(isAutoAdvancing(run(five, { type: 'toggle-playing' }, { type: 'toggle-playing' }))).toBe(
      true
    )
  })

  it('never runs with a single item', () => {
    expect(isAutoAdvancing(initialCarouselState(1))).toBe(false)
  })
})
