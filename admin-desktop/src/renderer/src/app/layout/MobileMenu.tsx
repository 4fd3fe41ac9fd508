import { Dialog, DialogBody } from '@blueprintjs/core'
import { ThemeToggle } from '@pathshala/ui'
import { StorefrontLinks } from './storefront-links.tsx'

/** On a narrow window the top bar's links and theme switch live in this dialog. */
export function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Menu" className="mobile-menu">
      <DialogBody>
        <nav aria-label="Storefront">
          <StorefrontLinks vertical onFollow={onClose} />
        </nav>
        <div className="mobile-menu__theme">
          <ThemeToggle withText />
        </div>
      </DialogBody>
    </Dialog>
  )
}
