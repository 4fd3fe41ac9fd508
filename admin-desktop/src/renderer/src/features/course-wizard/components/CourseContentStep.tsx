import { useState } from 'react'
import { Button, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core'
import { ArrowLeft, ArrowRight, Plus } from '@blueprintjs/icons'
import { groupErrorProps, inputErrorProps } from '../../../components/field-error.tsx'
import { useFieldErrors } from '../../../hooks/use-field-errors.ts'
import { hasAnyLesson } from '../lib/course-content.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import { SectionPanel } from './SectionPanel.tsx'
import { SortableItem, SortableList } from './SortableList.tsx'

const SECTION_NAME = 'section-name'
const sectionNameErrors = (name: string) =>
  name.trim() === '' ? { sectionName: 'Section name is required' } : {}

/** Step 2: sections as an accordion, each with its lessons; both reorderable. */
export function CourseContentStep({
  session,
  state,
}: {
  session: WizardSession
  state: WizardState
}) {
  const { draft } = state
  const course = draft.course
  // kept after closing so the dialog's text stays while it fades out
  const [pendingDelete, setPendingDelete] = useState<{
    what: string
    remove: () => void
    open: boolean
  } | null>(null)
  const checked = useFieldErrors(['sectionName'], () => SECTION_NAME)
  if (!course) return null

  function createSection(event: React.FormEvent) {
    event.preventDefault()
    if (checked.show(sectionNameErrors(draft.sectionName))) return
    session.addSection(draft.sectionName)
  }

  return (
    <section aria-labelledby="course-content-heading" className="course-wizard__content">
      <H3 id="course-content-heading">Create Course Content</H3>
      <form className="course-wizard__create-section" onSubmit={createSection} noValidate>
        <FormGroup
          label="Section Name"
          labelFor={SECTION_NAME}
          {...groupErrorProps(SECTION_NAME, checked.errors.sectionName)}
        >
          {/* the button beside the box, the error under both */}
          <div className="course-wizard__create-section-row">
            <InputGroup
              id={SECTION_NAME}
              className="course-wizard__section-name-input"
              value={draft.sectionName}
              maxLength={200}
              placeholder="e.g. Fundamental Rights"
              onChange={(event) => {
                const name = event.currentTarget.value
                session.setSectionName(name)
                checked.revise('sectionName', sectionNameErrors(name))
              }}
              {...inputErrorProps(SECTION_NAME, checked.errors.sectionName)}
            />
            <Button type="submit" icon={<Plus />} text="Create Section" intent={Intent.PRIMARY} />
          </div>
        </FormGroup>
      </form>

      {course.sections.length > 0 && (
        <SortableList
          ids={course.sections.map((section) => section.id)}
          label="section"
          onMove={(from, to) => session.moveSection(from, to)}
        >
          <ol className="course-wizard__sections plain-list" aria-label="Sections">
            {course.sections.map((section) => (
              <SortableItem
                key={section.id}
                id={section.id}
                handleLabel={`Move section ${section.name}`}
                className="course-wizard__section-item"
              >
                <SectionPanel
                  section={section}
                  otherSections={course.sections.filter((other) => other.id !== section.id)}
                  session={session}
                  lessonForm={draft.lessonForm}
                  askDelete={(what, remove) => setPendingDelete({ what, remove, open: true })}
                />
              </SortableItem>
            ))}
          </ol>
        </SortableList>
      )}

      <div className="course-wizard__actions">
        <Button icon={<ArrowLeft />} text="Previous" onClick={() => session.setStep(0)} />
        {hasAnyLesson(course) && (
          <Button
            intent={Intent.PRIMARY}
            endIcon={<ArrowRight />}
            text="Next"
            onClick={() => session.setStep(2)}
          />
        )}
      </div>
      <ConfirmDelete
        isOpen={pendingDelete?.open ?? false}
        what={pendingDelete?.what ?? null}
        onConfirm={() => pendingDelete?.remove()}
        onClose={() => setPendingDelete((current) => current && { ...current, open: false })}
      />
    </section>
  )
}
