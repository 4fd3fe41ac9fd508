import { useState } from 'react'
import { Button, Collapse, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core'
import { ChevronDown, ChevronRight, Edit, Plus, Trash } from '@blueprintjs/icons'
import type { LessonDraft, SectionDraft } from '../lib/course-content.ts'
import { EMPTY_LESSON_FORM, type OpenLessonForm } from '../lib/draft-record.ts'
import type { WizardSession } from '../lib/wizard-session.ts'
import { LessonForm } from './LessonForm.tsx'
import { SortableItem, SortableList } from './SortableList.tsx'

const lessonsText = (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`

/** Asks before a delete, naming what goes. */
export type AskDelete = (what: string, remove: () => void) => void

function RenameForm({
  label,
  initial,
  onSave,
  onCancel,
}: {
  label: string
  initial: string
  onSave: (name: string) => void
  onCancel: () => void
}) {
  const [name, setName] = useState(initial)
  return (
    <form
      className="course-wizard__rename"
      onSubmit={(event) => {
        event.preventDefault()
        if (name.trim() !== '') onSave(name)
      }}
    >
      <InputGroup
        aria-label={label}
        value={name}
        autoFocus
        maxLength={200}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel()
        }}
      />
      <Button
        type="submit"
        size="small"
        intent={Intent.PRIMARY}
        text="Save"
        disabled={name.trim() === ''}
      />
      <Button size="small" text="Cancel" onClick={onCancel} />
    </form>
  )
}

function LessonRow({
  lesson,
  section,
  otherSections,
  session,
  askDelete,
}: {
  lesson: LessonDraft
  section: SectionDraft
  otherSections: SectionDraft[]
  session: WizardSession
  askDelete: AskDelete
}) {
  return (
    <div className="course-wizard__lesson">
      <span className="course-wizard__lesson-title">{lesson.title}</span>
      {lesson.timeDuration && <span className="course-wizard__muted">{lesson.timeDuration}</span>}
      <span className="course-wizard__row-actions">
        {otherSections.length > 0 && (
          <HTMLSelect
            minimal
            value=""
            aria-label={`Move lesson ${lesson.title} to another section`}
            onChange={(event) => {
              const target = event.currentTarget.value
              if (target) session.moveLessonToSection(section.id, lesson.id, target)
            }}
          >
            <option value="">Move to…</option>
            {otherSections.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </HTMLSelect>
        )}
        <Button
          size="small"
          variant="minimal"
          icon={<Edit />}
          aria-label={`Edit lesson ${lesson.title}`}
          onClick={() =>
            session.setLessonForm({
              sectionId: section.id,
              lessonId: lesson.id,
              values: {
                title: lesson.title,
                description: lesson.description,
                videoUrl: lesson.videoUrl,
                timeDuration: lesson.timeDuration,
              },
            })
          }
        />
        <Button
          size="small"
          variant="minimal"
          intent={Intent.DANGER}
          icon={<Trash />}
          aria-label={`Delete lesson ${lesson.title}`}
          onClick={() =>
            askDelete(`the lesson "${lesson.title}"`, () =>
              session.deleteLesson(section.id, lesson.id)
            )
          }
        />
      </span>
    </div>
  )
}

/** One section of the accordion: its lessons (reorderable), rename, delete and Add. */
export function SectionPanel({
  section,
  otherSections,
  session,
  lessonForm,
  askDelete,
}: {
  section: SectionDraft
  /** Where a lesson of this section can move to */
  otherSections: SectionDraft[]
  session: WizardSession
  lessonForm: OpenLessonForm | null
  askDelete: AskDelete
}) {
  const [open, setOpen] = useState(true)
  const [renaming, setRenaming] = useState(false)
  const bodyId = `section-${section.id}-body`
  const formHere = lessonForm !== null && lessonForm.sectionId === section.id
  const deleteWhat =
    section.lessons.length > 0
      ? `the section "${section.name}" and its ${lessonsText(section.lessons.length)}`
      : `the section "${section.name}"`

  return (
    <div className="course-wizard__section" role="group" aria-label={`Section ${section.name}`}>
      <div className="course-wizard__section-header">
        {renaming ? (
          <RenameForm
            label="Section name"
            initial={section.name}
            onSave={(name) => {
              session.renameSection(section.id, name)
              setRenaming(false)
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <button
            type="button"
            className="course-wizard__section-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDown /> : <ChevronRight />}
            <span className="course-wizard__section-name">{section.name}</span>
            <span className="course-wizard__muted">{lessonsText(section.lessons.length)}</span>
          </button>
        )}
        <span className="course-wizard__row-actions">
          <Button
            size="small"
            icon={<Plus />}
            text="Add"
            aria-label={`Add a lesson to ${section.name}`}
            onClick={() => {
              setOpen(true)
              session.setLessonForm({
                sectionId: section.id,
                lessonId: null,
                values: EMPTY_LESSON_FORM,
              })
            }}
          />
          <Button
            size="small"
            variant="minimal"
            icon={<Edit />}
            aria-label={`Rename section ${section.name}`}
            onClick={() => setRenaming(true)}
          />
          <Button
            size="small"
            variant="minimal"
            intent={Intent.DANGER}
            icon={<Trash />}
            aria-label={`Delete section ${section.name}`}
            onClick={() => askDelete(deleteWhat, () => session.deleteSection(section.id))}
          />
        </span>
      </div>
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={bodyId} className="course-wizard__section-body">
          {section.lessons.length === 0 && !formHere && (
            <p className="course-wizard__muted">No lessons yet: Add one.</p>
          )}
          <SortableList
            ids={section.lessons.map((lesson) => lesson.id)}
            label="lesson"
            onMove={(from, to) => session.moveLesson(section.id, from, to)}
          >
            <ol
              className="course-wizard__lessons plain-list"
              aria-label={`Lessons of ${section.name}`}
            >
              {section.lessons.map((lesson) => (
                <SortableItem
                  key={lesson.id}
                  id={lesson.id}
                  handleLabel={`Move lesson ${lesson.title}`}
                  className="course-wizard__lesson-item"
                >
                  <LessonRow
                    lesson={lesson}
                    section={section}
                    otherSections={otherSections}
                    session={session}
                    askDelete={askDelete}
                  />
                </SortableItem>
              ))}
            </ol>
          </SortableList>
          {formHere && lessonForm && (
            <LessonForm
              key={lessonForm.lessonId ?? 'new'}
              values={lessonForm.values}
              serverErrors={lessonForm.errors}
              editing={lessonForm.lessonId !== null}
              onChange={(values, changed) => {
                // what the server said of a field goes once the field is changed
                const errors = { ...lessonForm.errors }
                delete errors[changed]
                session.setLessonForm({ ...lessonForm, values, errors })
              }}
              onCancel={() => session.setLessonForm(null)}
              onSave={(values) =>
                lessonForm.lessonId === null
                  ? session.addLesson(section.id, values)
                  : session.updateLesson(section.id, lessonForm.lessonId, values)
              }
            />
          )}
        </div>
      </Collapse>
    </div>
  )
}
