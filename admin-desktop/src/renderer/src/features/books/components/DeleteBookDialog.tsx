import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import type { StoreItem } from '../api/book-types.ts'

interface DeleteBookDialogProps {
  book: StoreItem | null
  deleting: boolean
  onCancel: () => void
  onConfirm: (book: StoreItem) => void
}

/** 'Delete Book' with the item's title, Cancel and Delete (docs/screens/admin.md). */
export function DeleteBookDialog({ book, deleting, onCancel, onConfirm }: DeleteBookDialogProps) {
  return (
    <Dialog
      isOpen={book !== null}
      onClose={onCancel}
      title="Delete Book"
      canOutsideClickClose={!deleting}
    >
      <DialogBody>
        <p>Are you sure you want to delete "{book?.title}"? This action cannot be undone.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button intent="danger" loading={deleting} onClick={() => book && onConfirm(book)}>
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
