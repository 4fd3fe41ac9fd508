export interface Rectangle {
  x: number
  y: number
  width: number
  height: number
}

export interface SavedBounds extends Rectangle {
  maximized: boolean
}

export const DEFAULT_SIZE = { width: 1280, height: 800 }
export const MIN_SIZE = { width: 800, height: 600 }
/** How much of the title bar must be on a display for the window to count as reachable. */
const MIN_VISIBLE = { width: 100, height: 40 }

function intersection(a: Rectangle, b: Rectangle): Rectangle | null {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const right = Math.min(a.x + a.width, b.x + b.width)
  const bottom = Math.min(a.y + a.height, b.y + b.height)
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null
}

function isSaneNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Where to open the window: the saved bounds when their top strip (where the title bar is) is
 * on one of the current displays, shrunk to that display's work area if they outgrew it;
 * otherwise the default size centred on the primary display. A window saved on a monitor that
 * has since been unplugged would open out of reach.
 */
export function placeWindow(
  saved: SavedBounds | null,
  workAreas: Rectangle[],
  primary: Rectangle
): SavedBounds {
  const centred = (): SavedBounds => {
    const width = Math.min(DEFAULT_SIZE.width, primary.width)
    const height = Math.min(DEFAULT_SIZE.height, primary.height)
    return {
      x: Math.round(primary.x + (primary.width - width) / 2),
      y: Math.round(primary.y + (primary.height - height) / 2),
      width,
      height,
      maximized: false,
    }
  }
  if (
    saved === null ||
    ![saved.x, saved.y, saved.width, saved.height].every(isSaneNumber) ||
    saved.width < 1 ||
    saved.height < 1
  ) {
    return centred()
  }
  const titleStrip = { x: saved.x, y: saved.y, width: saved.width, height: MIN_VISIBLE.height }
  const display = workAreas.find((area) => {
    const visible = intersection(titleStrip, area)
    return visible !== null && visible.width >= MIN_VISIBLE.width && saved.y >= area.y
  })
  if (!display) return centred()

  const width = Math.min(Math.max(saved.width, MIN_SIZE.width), display.width)
  const height = Math.min(Math.max(saved.height, MIN_SIZE.height), display.height)
  const x = Math.min(Math.max(saved.x, display.x), display.x + display.width - width)
  const y = Math.min(Math.max(saved.y, display.y), display.y + display.height - height)
  return { x, y, width, height, maximized: saved.maximized === true }
}
