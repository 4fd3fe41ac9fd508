/** The books ticked in the list, and the last one clicked (where a shift-click range starts). */
export interface Selection {
  ids: ReadonlySet<string>
  anchor: string | null
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null }

/**
 * A click on one item's checkbox. A plain click flips that item; a shift-click sets every item
 * from the anchor to this one (in the page's order) to the state the clicked item takes, as file
 * managers do. The clicked item becomes the new anchor.
 */
export function clickItem(
  selection: Selection,
  pageIds: readonly string[],
  id: string,
  shift: boolean
): Selection {
  const ids = new Set(selection.ids)
  const selecting = !ids.has(id)
  const from = selection.anchor === null ? -1 : pageIds.indexOf(selection.anchor)
  const to = pageIds.indexOf(id)
  if (shift && from !== -1 && to !== -1) {
    const [start, end] = from < to ? [from, to] : [to, from]
    for (const rangeId of pageIds.slice(start, end + 1)) {
      if (selecting) ids.add(rangeId)
      else ids.delete(rangeId)
    }
  } else if (selecting) ids.add(id)
  else ids.delete(id)
  return { ids, anchor: id }
}

/** 'Select all on this page': ticks every item of the page, or unticks them all when all are. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  const ids = new Set(selection.ids)
  const allTicked = pageIds.length > 0 && pageIds.every((id) => ids.has(id))
  for (const id of pageIds) {
    if (allTicked) ids.delete(id)
    else ids.add(id)
  }
  return { ids, anchor: selection.anchor }
}

/** How much of the page is ticked, for the select-all checkbox. */
export function pageState(selection: Selection, pageIds: readonly string[]) {
  const ticked = pageIds.filter((id) => selection.ids.has(id)).length
  return {
    checked: pageIds.length > 0 && ticked === pageIds.length,
    indeterminate: ticked > 0 && ticked < pageIds.length,
  }
}

/** Only ids still on the page stay selected (after a reload removed or moved some). */
export function keepVisible(selection: Selection, pageIds: readonly string[]): Selection {
  const visible = new Set(pageIds)
  const ids = new Set([...selection.ids].filter((id) => visible.has(id)))
  if (ids.size === selection.ids.size) return selection
  return {
    ids,
    anchor: selection.anchor && visible.has(selection.anchor) ? selection.anchor : null,
  }
}
