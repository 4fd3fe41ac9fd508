import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import type { CourseDraft } from '../api/draft-types.ts'

interface DeleteDraftDialogProps {
  draft: CourseDraft | null
  deleting: boolean
  /** Why the server refused, shown in the dialog (a course with learners or orders). */
  refusal: string | null
  onCancel: () => void
  onConfirm: (draft: CourseDraft) => void
}

/** Asks before a draft goes, naming it and what goes with it. */
export function DeleteDraftDialog({
  draft,
  deleting,
  refusal,
  onCancel,
  onConfirm,
}: DeleteDraftDialogProps) {
  return (
    <Dialog
      isOpen={draft !== null}
      onClose={onCancel}
      title="Delete draft course"
      canOutsideClickClose={!deleting}
    >
      <DialogBody>
        <p>
          Delete "{draft?.courseId.courseName}" with all its sections and lessons? This cannot be
          undone.
        </p>
        {refusal && (
          <Callout intent="warning" title="This draft cannot be deleted" role="alert">
            <p>{refusal}</p>
            <p>
              It was published before and learners joined it or paid for it, so it is kept for them:
              leave it among the drafts, or publish it again from the builder.
            </p>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} disabled={deleting}>
              {refusal ? 'Keep the draft' : 'Cancel'}
            </Button>
            {!refusal && (
              <Button intent="danger" loading={deleting} onClick={() => draft && onConfirm(draft)}>
                Delete
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  )
}
