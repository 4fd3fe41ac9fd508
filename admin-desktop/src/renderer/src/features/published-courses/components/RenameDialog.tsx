import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'

/** The most a section name or lesson title holds (the server's limit). */
const MAX_NAME_LENGTH = 200

interface RenameDialogProps {
  /** What is renamed: its current name and the field's label ('Section name', 'Lesson title'). */
  target: { name: string; label: string } | null
  working: boolean
  onCancel: () => void
  onSave: (name: string) => void
}

/** A one-field form to rename a section or a lesson; an empty name is refused here. */
export function RenameDialog({ target, working, onCancel, onSave }: RenameDialogProps) {
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onCancel}
      title={target ? `Rename "${target.name}"` : 'Rename'}
      canOutsideClickClose={!working}
    >
      {target && (
        <RenameForm
          key={target.name}
          target={target}
          working={working}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </Dialog>
  )
}

function RenameForm({
  target,
  working,
  onCancel,
  onSave,
}: Omit<RenameDialogProps, 'target'> & { target: { name: string; label: string } }) {
  const [name, setName] = useState(target.name)
  const [problem, setProblem] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const tidy = name.trim()
    if (!tidy) {
      setProblem(`${target.label} is required`)
      return
    }
    onSave(tidy)
  }

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <FormGroup
          label={target.label}
          labelFor="rename-field"
          helperText={problem ?? undefined}
          intent={problem ? 'danger' : 'none'}
        >
          <InputGroup
            id="rename-field"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            autoFocus
            intent={problem ? 'danger' : 'none'}
            onValueChange={(value) => {
              setName(value)
              setProblem(null)
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" intent="primary" loading={working}>
              Save
            </Button>
          </>
        }
      />
    </form>
  )
}
