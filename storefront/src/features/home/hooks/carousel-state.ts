// The carousels' behaviour as a pure reducer (docs/screens/learner.md#limits-and-timings):
// auto-advance on, paused or dragging; wrap around; a swipe needs 50 px, and a press only counts as
// a drag after 10 px.

export const CAROUSEL_INTERVAL_MS = 4000
export const SWIPE_THRESHOLD_PX = 50
export const DRAG_DETECTION_PX = 10

interface DragState {
  startX: number
  offset: number
  /** Past the detection distance: the press is a drag, not a click. */
  isDrag: boolean
}

export interface CarouselState {
  index: number
  count: number
  /** The visitor's play/pause choice. */
  playing: boolean
  hovered: boolean
  /** Keyboard focus is inside the carousel. */
  focused: boolean
  drag: DragState | null
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go-to'; index: number }
  | { type: 'set-count'; count: number }
  | { type: 'hover'; hovered: boolean }
  | { type: 'focus'; focused: boolean }
  | { type: 'toggle-playing' }
  | { type: 'drag-start'; x: number }
  | { type: 'drag-move'; x: number }
  | { type: 'drag-end' }
  | { type: 'drag-cancel' }

/** Any integer mapped into 0..count-1, so stepping past either end comes round again. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** +1 (next) for a leftward swipe, -1 (previous) for a rightward one, 0 under the threshold. */
export function swipeStep(offset: number): -1 | 0 | 1 {
  if (Math.abs(offset) < SWIPE_THRESHOLD_PX) return 0
  return offset < 0 ? 1 : -1
}

export function isDragDistance(offset: number): boolean {
  return Math.abs(offset) > DRAG_DETECTION_PX
}

export function initialCarouselState(count: number, playing = true): CarouselState {
  return { index: 0, count, playing, hovered: false, focused: false, drag: null }
}

/** Whether the timer should be running: playing, not hovered or focused, not mid-drag. */
export function isAutoAdvancing(state: CarouselState): boolean {
  return state.playing && !state.hovered && !state.focused && state.drag === null && state.count > 1
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) }
    case 'previous':
      return { ...state, index: wrapIndex(state.index - 1, state.count) }
    case 'go-to':
      return { ...state, index: wrapIndex(action.index, state.count) }
    case 'set-count':
      return { ...state, count: action.count, index: wrapIndex(state.index, action.count) }
    case 'hover':
      return { ...state, hovered: action.hovered }
    case 'focus':
      return { ...state, focused: action.focused }
    case 'toggle-playing':
      return { ...state, playing: !state.playing }
    case 'drag-start':
      return { ...state, drag: { startX: action.x, offset: 0, isDrag: false } }
    case 'drag-move': {
      if (!state.drag) return state
      const offset = action.x - state.drag.startX
      const isDrag = state.drag.isDrag || isDragDistance(offset)
      return { ...state, drag: { ...state.drag, offset, isDrag } }
    }
    case 'drag-end': {
      if (!state.drag) return state
      const step = state.drag.isDrag ? swipeStep(state.drag.offset) : 0
      return { ...state, drag: null, index: wrapIndex(state.index + step, state.count) }
    }
    case 'drag-cancel':
      return { ...state, drag: null }
  }
}
