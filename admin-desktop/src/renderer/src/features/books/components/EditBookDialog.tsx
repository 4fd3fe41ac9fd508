import { Dialog, DialogBody } from '@blueprintjs/core'
import type { StoreItem } from '../api/book-types.ts'
import { BookForm } from './BookForm.tsx'

interface EditBookDialogProps {
  book: StoreItem | null
  onClose: () => void
}

/** Every field of an item, and either file replaced by a new upload. */
export function EditBookDialog({ book, onClose }: EditBookDialogProps) {
  return (
    <Dialog
      isOpen={book !== null}
      onClose={onClose}
      title={book ? `Edit ${book.title}` : 'Edit'}
      className="book-edit-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody>
        {book && <BookForm key={book._id} item={book} onSaved={onClose} onCancel={onClose} />}
      </DialogBody>
    </Dialog>
  )
}
