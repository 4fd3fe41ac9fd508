import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'

interface BulkDeleteDialogProps {
  count: number
  isOpen: boolean
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Deleting many items at once is asked once more; owned items are hidden rather than removed. */
export function BulkDeleteDialog({
  count,
  isOpen,
  deleting,
  onCancel,
  onConfirm,
}: BulkDeleteDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title="Delete Books"
      canOutsideClickClose={!deleting}
    >
      <DialogBody>
        <p>
          Are you sure you want to delete {count} book(s)? This action cannot be undone. Items
          learners have bought stay in their libraries and leave the store.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button intent="danger" loading={deleting} onClick={onConfirm}>
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
