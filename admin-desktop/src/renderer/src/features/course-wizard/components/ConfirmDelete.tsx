import { Alert, Intent } from '@blueprintjs/core'
import { Trash } from '@blueprintjs/icons'

/** 'Delete ...?' naming exactly what goes, with Cancel and Delete. */
export function ConfirmDelete({
  what,
  isOpen,
  onConfirm,
  onClose,
}: {
  what: string | null
  isOpen: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<Trash />}
      cancelButtonText="Cancel"
      confirmButtonText="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
      canEscapeKeyCancel
    >
      <p>Delete {what}? This cannot be undone.</p>
    </Alert>
  )
}
