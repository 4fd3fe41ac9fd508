import type { ReactNode } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core'

interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmText: string
  intent?: Intent
  working: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before a change that cannot be taken back, saying what it does. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  intent = 'danger',
  working,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={title} canOutsideClickClose={!working}>
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} disabled={working}>
              Cancel
            </Button>
            <Button intent={intent} loading={working} onClick={onConfirm}>
              {confirmText}
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
