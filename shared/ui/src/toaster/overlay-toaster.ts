import { OverlayToaster, Position } from '@blueprintjs/core'
import { createRoot, type Root } from 'react-dom/client'

/**
 * The app's one toaster: at most 20 toasts, at the top of the window (fixed there, however far the
 * page is scrolled), 350 px wide at most (.app-toaster in the kit's components.css). Loaded with the first toast: most visits never show one, and Blueprint's
 * overlay code is not worth a page's first load. `remove` unmounts it and takes its element out
 * of the page.
 */
export async function createToaster() {
  let root: Root | undefined
  let element: HTMLElement | undefined
  const toaster = await OverlayToaster.create(
    { position: Position.TOP, maxToasts: 20, className: 'app-toaster' },
    {
      domRenderer: (toasterElement, container) => {
        element = container as HTMLElement
        root = createRoot(container)
        root.render(toasterElement)
      },
    }
  )
  const remove = () => {
    root?.unmount()
    element?.remove()
  }
  return { toaster, remove }
}
