import { useState } from 'react'
import { Button, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core'
import { ArrowLeft, ArrowRight, Plus } from '@blueprintjs/icons'
import { showToast } from '@pathshala/ui'
import { hasAnyLesson } from '../lib/course-content.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import { SectionPanel } from './SectionPanel.tsx'
import { SortableItem, SortableList } from './SortableList.tsx'

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
  if (!course) return null

  function createSection(event: React.FormEvent) {
    event.preventDefault()
    if (draft.sectionName.trim() === '') {
      void showToast('error', 'give section name')
      return
    }
    session.addSection(draft.sectionName)
  }

  return (
    <section aria-labelledby="course-content-heading" className="course-wizard__content">
      <H3 id="course-content-heading">Create Course Content</H3>
      <form className="course-wizard__create-section" onSubmit={createSection} noValidate>
        <FormGroup label="Section Name" labelFor="section-name">
          <InputGroup
            id="section-name"
            value={draft.sectionName}
            maxLength={200}
            placeholder="e.g. Fundamental Rights"
            onChange={(event) => session.setSectionName(event.currentTarget.value)}
          />
        </FormGroup>
        <Button type="submit" icon={<Plus />} text="Create Section" intent={Intent.PRIMARY} />
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
