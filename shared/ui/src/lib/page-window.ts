/** How many numbered page buttons a pager shows at most. */
export const PAGE_BUTTONS = 5

/**
 * The page numbers to show as buttons: up to `size` consecutive pages centred on the current one,
 * shifted inwards near either end so the window is always full when there are enough pages.
 * An out-of-range current page is clamped; no pages gives [].
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_BUTTONS): number[] {
  const total = Math.floor(totalPages)
  if (!Number.isFinite(total) || total < 1 || size < 1) return []
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), total)
  const count = Math.min(size, total)
  const first = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), total - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}
