import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  isAutoAdvancing,
} from './carousel-state.ts'

interface CarouselOptions {
  count: number
  intervalMs?: number
  /** Whether it starts playing (it always can be paused and resumed). */
  autoPlay?: boolean
}

// Pointer capture is missing from some engines (and from jsdom): without it a drag still works
// while the pointer stays over the track.
function hasCapture(element: HTMLElement, pointerId: number): boolean {
  return typeof element.hasPointerCapture === 'function' && element.hasPointerCapture(pointerId)
}

/**
 * A looping carousel: advances every `intervalMs`, pauses while the mouse is over it or keyboard
 * focus is inside it, follows swipes and mouse drags, and moves with the arrow keys. Spread
 * `rootProps` on the region and `trackProps` on the element that is dragged.
 */
export function useCarousel({
  count,
  intervalMs = CAROUSEL_INTERVAL_MS,
  autoPlay = true,
}: CarouselOptions) {
  const [state, dispatch] = useReducer(carouselReducer, undefined, () =>
    initialCarouselState(count, autoPlay)
  )
  // Pointer handlers read the latest state without being recreated on every move.
  const stateRef = useRef(state)
  stateRef.current = state
  // A drag ends in a click on whatever was under the pointer; that click must not follow a link.
  const swallowNextClick = useRef(false)

  useEffect(() => {
    if (state.count !== count) dispatch({ type: 'set-count', count })
  }, [count, state.count])

  const advancing = isAutoAdvancing(state)
  useEffect(() => {
    if (!advancing) return
    // Keyed on the index too: any move, by hand or by the timer, restarts the full interval.
    const timer = window.setTimeout(() => dispatch({ type: 'next' }), intervalMs)
    return () => window.clearTimeout(timer)
  }, [advancing, state.index, intervalMs])

  const next = useCallback(() => dispatch({ type: 'next' }), [])
  const previous = useCallback(() => dispatch({ type: 'previous' }), [])
  const goTo = useCallback((index: number) => dispatch({ type: 'go-to', index }), [])
  const togglePlaying = useCallback(() => dispatch({ type: 'toggle-playing' }), [])

  const rootProps = {
    onPointerEnter: (event: PointerEvent) => {
      // Touch screens report a tap as a hover that never ends: only a real mouse pauses.
      if (event.pointerType === 'mouse') dispatch({ type: 'hover', hovered: true })
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') dispatch({ type: 'hover', hovered: false })
    },
    onFocus: (event: FocusEvent) => {
      // Only keyboard focus pauses: a clicked dot keeps focus, and should not stop the show.
      if (event.target instanceof Element && event.target.matches(':focus-visible')) {
        dispatch({ type: 'focus', focused: true })
      }
    },
    onBlur: (event: FocusEvent) => {
      const leaving =
        !(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)
      if (leaving) dispatch({ type: 'focus', focused: false })
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault()
        next()
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault()
        previous()
      }
    },
  }

  const trackProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      // A touch swipe is not followed by a click, so a flag left from one must not eat a tap.
      swallowNextClick.current = false
      dispatch({ type: 'drag-start', x: event.clientX })
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const drag = stateRef.current.drag
      if (!drag) return
      dispatch({ type: 'drag-move', x: event.clientX })
      // Captured only once it is a drag, so a plain click still reaches the link under it.
      if (drag.isDrag && !hasCapture(event.currentTarget, event.pointerId)) {
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
    },
    onPointerUp: () => {
      const drag = stateRef.current.drag
      if (!drag) return
      swallowNextClick.current = drag.isDrag
      dispatch({ type: 'drag-end' })
    },
    onPointerCancel: () => {
      if (stateRef.current.drag) dispatch({ type: 'drag-cancel' })
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      // Left before it became a drag (nothing captured): treat the press as abandoned.
      if (stateRef.current.drag && !hasCapture(event.currentTarget, event.pointerId)) {
        dispatch({ type: 'drag-cancel' })
      }
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swallowNextClick.current) return
      swallowNextClick.current = false
      event.preventDefault()
      event.stopPropagation()
    },
    // Stops the browser's own image and link dragging from stealing a mouse swipe.
    onDragStart: (event: MouseEvent) => event.preventDefault(),
  }

  return {
    index: state.index,
    count: state.count,
    playing: state.playing,
    advancing,
    isDragging: state.drag?.isDrag ?? false,
    /** Pixels the track follows the pointer by while dragging. */
    dragOffset: state.drag?.isDrag ? state.drag.offset : 0,
    next,
    previous,
    goTo,
    togglePlaying,
    rootProps,
    trackProps,
  }
}
