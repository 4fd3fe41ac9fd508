import { useState } from 'react'
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { isApiError } from '@pathshala/shared'
import type { Category } from '../api/category-types.ts'
import { serverMessageOf, showToast } from '@pathshala/ui'
import { useDeleteCategory } from '../api/use-categories.ts'
import { CATEGORY_MESSAGES, courseCountText } from '../lib/category-messages.ts'
import { MoveTargetSelect } from './MoveTargetSelect.tsx'

interface DeleteCategoryDialogProps {
  category: Category
  onClose: () => void
  /** After the category is gone (the screen may step back a page). */
  onDeleted: () => void
}

const CHOOSE_TARGET = 'Choose the category to move the courses to'

/**
 * Asks before a category goes. One that still holds courses (drafts too) cannot simply be
 * deleted, since every course belongs to a category: the dialog says so, with how many, and
 * offers to move them to another category first; the server moves them and deletes the category
 * in one go. Render it with a `key` per category.
 */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: DeleteCategoryDialogProps) {
  const deletion = useDeleteCategory()
  // the server's refusal when the count on screen was stale (courses were added meanwhile)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [target, setTarget] = useState<Category | null>(null)
  const [targetError, setTargetError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const mustMove = category.courseCount > 0 || refusal !== null
  const busy = deletion.isPending

  function confirm() {
    setFailure(null)
    if (mustMove && !target) {
      setTargetError(CHOOSE_TARGET)
      return
    }
    deletion.mutate(
      { categoryId: category._id, moveToCategoryId: mustMove ? target!._id : null },
      {
        onSuccess: (answer) => {
          void showToast('success', CATEGORY_MESSAGES.deleted)
          if (target && answer.movedCourses > 0)
            void showToast(
              'info',
              `${courseCountText(answer.movedCourses)} moved to ${target.name}`
            )
          onDeleted()
          onClose()
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && !mustMove) {
            setRefusal(serverMessageOf(error) ?? CATEGORY_MESSAGES.deleteFailed)
            return
          }
          setFailure(error)
        },
      }
    )
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Delete Category"
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
    >
      <DialogBody>
        {mustMove ? (
          <>
            <Callout
              intent="warning"
              title={
                category.courseCount > 0
                  ? `"${category.name}" still has ${courseCountText(category.courseCount)}`
                  : `"${category.name}" still has courses`
              }
              role="alert"
            >
              {refusal && <p>{refusal}</p>}
              <p>
                It cannot be deleted while courses (drafts included) belong to it: every course
                needs a category. Move them to another category, and this one is deleted right
                after.
              </p>
            </Callout>
            <div
              className={`bp6-form-group category-move-field${targetError ? ' bp6-intent-danger' : ''}`}
            >
              <label id="category-move-label" className="bp6-label" htmlFor="category-move">
                Move courses to
              </label>
              <div className="bp6-form-content">
                <MoveTargetSelect
                  id="category-move"
                  labelId="category-move-label"
                  excludeId={category._id}
                  value={target}
                  onChange={(chosen) => {
                    setTarget(chosen)
                    setTargetError(null)
                  }}
                  invalid={targetError !== null}
                  disabled={busy}
                />
                {targetError && (
                  <div className="bp6-form-helper-text" role="alert">
                    {targetError}
                  </div>
                )}
              </div>
            </div>
          </>
        ) : (
          <p>Delete &quot;{category.name}&quot;? It holds no courses. This cannot be undone.</p>
        )}
        {failure !== null && (
          <Callout intent="danger" title={CATEGORY_MESSAGES.deleteFailed} role="alert">
            {serverMessageOf(failure)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button intent="danger" loading={busy} onClick={confirm}>
              {mustMove ? 'Move courses and delete' : 'Delete'}
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
