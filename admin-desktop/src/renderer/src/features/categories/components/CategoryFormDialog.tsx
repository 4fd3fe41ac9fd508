import { useState, type FormEvent } from 'react'
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core'
import { fieldErrorMap, isApiError } from '@pathshala/shared'
import type { Category } from '../api/category-types.ts'
import { serverMessageOf, showToast } from '@pathshala/ui'
import { useCreateCategory, useUpdateCategory } from '../api/use-categories.ts'
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  categoryNameProblem,
  formValuesOf,
  tidyCategoryForm,
} from '../lib/category-form.ts'
import { CATEGORY_MESSAGES } from '../lib/category-messages.ts'

interface CategoryFormDialogProps {
  /** null: a new category */
  category: Category | null
  onClose: () => void
}

/** The server's word on the name: 422 names `name` (create) or `newName` (edit). */
function nameErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null
  const fields = fieldErrorMap(error.errors)
  return fields['name'] ?? fields['newName'] ?? null
}

/**
 * Create or edit a category. The name is required once trimmed; a refusal keeps the dialog open
 * with the server's reason, so nothing typed is lost. Render it with a `key` per opening: each
 * opening starts from the category's values and a new idempotency key.
 */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const editing = category !== null
  const [values, setValues] = useState(() => formValuesOf(category))
  const [nameError, setNameError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  // one key per opening: a second click or a retry cannot create the category twice
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const creation = useCreateCategory()
  const update = useUpdateCategory()
  const saving = creation.isPending || update.isPending

  function refused(error: unknown) {
    const fieldMessage = nameErrorOf(error)
    if (fieldMessage) setNameError(fieldMessage)
    else setFailure(error)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const problem = categoryNameProblem(values.name)
    setNameError(problem)
    setFailure(null)
    if (problem) return
    const tidy = tidyCategoryForm(values)
    if (category) {
      update.mutate(
        { categoryId: category._id, newName: tidy.name, description: tidy.description },
        {
          onSuccess: () => {
            void showToast('success', CATEGORY_MESSAGES.updated)
            onClose()
          },
          onError: refused,
        }
      )
    } else {
      creation.mutate(
        { body: { name: tidy.name, description: tidy.description }, idempotencyKey },
        {
          onSuccess: () => {
            void showToast('success', CATEGORY_MESSAGES.created)
            onClose()
          },
          onError: refused,
        }
      )
    }
  }

  const failureTitle = editing ? CATEGORY_MESSAGES.updateFailed : CATEGORY_MESSAGES.createFailed
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? 'Edit Category' : 'Create Category'}
      canOutsideClickClose={!saving}
      canEscapeKeyClose={!saving}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit Category' : 'Create Category'}>
        <DialogBody>
          <FormGroup
            label="Name"
            labelFor="category-name"
            intent={nameError ? 'danger' : 'none'}
            helperText={<span id="category-name-error">{nameError}</span>}
          >
            <InputGroup
              id="category-name"
              value={values.name}
              maxLength={CATEGORY_NAME_MAX_LENGTH}
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError !== null}
              aria-describedby={nameError ? 'category-name-error' : undefined}
              autoFocus
              onValueChange={(name) => {
                setValues((current) => ({ ...current, name }))
                if (nameError) setNameError(categoryNameProblem(name))
              }}
            />
          </FormGroup>
          <FormGroup label="Description" labelFor="category-description" labelInfo="(optional)">
            <TextArea
              id="category-description"
              className="category-description-input"
              value={values.description}
              maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
              rows={4}
              fill
              onChange={(event) => {
                const description = event.currentTarget.value
                setValues((current) => ({ ...current, description }))
              }}
            />
          </FormGroup>
          {failure !== null && (
            <Callout intent="danger" title={failureTitle} role="alert">
              {serverMessageOf(failure)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" intent="primary" loading={saving}>
                {editing ? 'Save changes' : 'Create'}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  )
}
