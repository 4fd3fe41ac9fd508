import { OverlayToaster, Position } from '@blueprintjs/core'
import { createRoot } from 'react-dom/client'

/**
 * The app's one toaster: at most 20 toasts, at the top, 350 px wide at most (.app-toaster in the
 * kit's components.css). Loaded with the first toast: most visits never show one, and Blueprint's
 * overlay code is not worth a page's first load.
 */
export function createToaster() {
  return OverlayToaster.create(
    { position: Position.TOP, maxToasts: 20, className: 'app-toaster' },
    { domRenderer: (element, container) => createRoot(container).render(element) }
  )
}
