import { useState } from 'react'
import { Button, ButtonGroup, Card, H3, H4 } from '@blueprintjs/core'
import { ArrowDown, ArrowUp, Edit, Trash } from '@blueprintjs/icons'
import type { BuilderLesson, BuilderSection } from '../../course-wizard/index.ts'
import { serverMessageOr, showToast } from '@pathshala/ui'
import { usePlatform } from '../../../platform/index.ts'
import type { CourseChanges } from '../api/use-inspect-course.ts'
import { moveId } from '../lib/reorder.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { RenameDialog } from './RenameDialog.tsx'

type Target =
  { kind: 'section'; section: BuilderSection } | { kind: 'lesson'; lesson: BuilderLesson }

interface CourseContentPanelProps {
  sections: BuilderSection[]
  changes: CourseChanges
}

const failed = (error: unknown) =>
  void showToast('error', serverMessageOr(error, 'Something went wrong'))

/**
 * The course's sections and lessons in order, each renamed, deleted (after a confirmation
 * naming what goes) or moved up and down with buttons, which work from the keyboard too.
 */
export function CourseContentPanel({ sections, changes }: CourseContentPanelProps) {
  const platform = usePlatform()
  const [renaming, setRenaming] = useState<Target | null>(null)
  const [deleting, setDeleting] = useState<Target | null>(null)

  const sectionIds = sections.map(({ _id }) => _id)
  const moving = changes.reorderSections.isPending || changes.reorderLessons.isPending

  function moveSection(index: number, step: -1 | 1) {
    changes.reorderSections.mutate(moveId(sectionIds, index, step), { onError: failed })
  }

  function moveLesson(section: BuilderSection, index: number, step: -1 | 1) {
    const lessonIds = section.subSection.map(({ _id }) => _id)
    changes.reorderLessons.mutate(
      { sectionId: section._id, lessonIds: moveId(lessonIds, index, step) },
      { onError: failed }
    )
  }

  function rename(name: string) {
    if (!renaming) return
    const mutation = renaming.kind === 'section' ? changes.renameSection : changes.renameLesson
    const id = renaming.kind === 'section' ? renaming.section._id : renaming.lesson._id
    mutation.mutate(
      { id, name },
      {
        onSuccess: () => {
          setRenaming(null)
          void showToast(
            'success',
            renaming.kind === 'section' ? 'Section renamed' : 'Lesson renamed'
          )
        },
        onError: failed,
      }
    )
  }

  function remove() {
    if (!deleting) return
    const done = {
      onSuccess: () => {
        setDeleting(null)
        void showToast(
          'success',
          deleting.kind === 'section' ? 'Section deleted' : 'Lesson deleted'
        )
      },
      onError: (error: unknown) => {
        setDeleting(null)
        failed(error)
      },
    }
    if (deleting.kind === 'section') changes.deleteSection.mutate(deleting.section._id, done)
    else changes.deleteLesson.mutate(deleting.lesson._id, done)
  }

  const lessonCount = sections.reduce((sum, section) => sum + section.subSection.length, 0)
  return (
    <Card className="inspect-panel" aria-labelledby="inspect-content-heading" role="region">
      <H3 id="inspect-content-heading">Course content</H3>
      <p className="published-muted">
        {sections.length} {sections.length === 1 ? 'section' : 'sections'}, {lessonCount}{' '}
        {lessonCount === 1 ? 'lesson' : 'lessons'}
      </p>
      {sections.length === 0 ? (
        <p>This course has no sections. Reopen it in the builder to add them.</p>
      ) : (
        <ol className="inspect-sections plain-list">
          {sections.map((section, sectionIndex) => (
            <li
              key={section._id}
              className="inspect-section"
              aria-label={`Section ${section.sectionName}`}
            >
              <div className="inspect-row inspect-section-row">
                <H4 className="inspect-row-name">
                  {sectionIndex + 1}. {section.sectionName}
                </H4>
                <ButtonGroup variant="minimal">
                  <Button
                    icon={<ArrowUp />}
                    aria-label={`Move section ${section.sectionName} up`}
                    disabled={sectionIndex === 0 || moving}
                    onClick={() => moveSection(sectionIndex, -1)}
                  />
                  <Button
                    icon={<ArrowDown />}
                    aria-label={`Move section ${section.sectionName} down`}
                    disabled={sectionIndex === sections.length - 1 || moving}
                    onClick={() => moveSection(sectionIndex, 1)}
                  />
                  <Button
                    icon={<Edit />}
                    aria-label={`Rename section ${section.sectionName}`}
                    onClick={() => setRenaming({ kind: 'section', section })}
                  />
                  <Button
                    icon={<Trash />}
                    intent="danger"
                    aria-label={`Delete section ${section.sectionName}`}
                    onClick={() => setDeleting({ kind: 'section', section })}
                  />
                </ButtonGroup>
              </div>
              {section.subSection.length === 0 ? (
                <p className="published-muted inspect-empty">No lessons in this section.</p>
              ) : (
                <ol className="inspect-lessons plain-list">
                  {section.subSection.map((lesson, lessonIndex) => (
                    <li key={lesson._id} className="inspect-row inspect-lesson-row">
                      <div className="inspect-row-name">
                        <span>{lesson.title}</span>
                        <span className="published-muted inspect-lesson-meta">
                          {lesson.durationText}
                          {' · '}
                          <a
                            href={lesson.videoUrl}
                            onClick={(event) => {
                              // outside pages open in the browser, never inside the admin
                              event.preventDefault()
                              platform.links.openExternal(lesson.videoUrl)
                            }}
                          >
                            video
                          </a>
                        </span>
                      </div>
                      <ButtonGroup variant="minimal">
                        <Button
                          icon={<ArrowUp />}
                          aria-label={`Move lesson ${lesson.title} up`}
                          disabled={lessonIndex === 0 || moving}
                          onClick={() => moveLesson(section, lessonIndex, -1)}
                        />
                        <Button
                          icon={<ArrowDown />}
                          aria-label={`Move lesson ${lesson.title} down`}
                          disabled={lessonIndex === section.subSection.length - 1 || moving}
                          onClick={() => moveLesson(section, lessonIndex, 1)}
                        />
                        <Button
                          icon={<Edit />}
                          aria-label={`Rename lesson ${lesson.title}`}
                          onClick={() => setRenaming({ kind: 'lesson', lesson })}
                        />
                        <Button
                          icon={<Trash />}
                          intent="danger"
                          aria-label={`Delete lesson ${lesson.title}`}
                          onClick={() => setDeleting({ kind: 'lesson', lesson })}
                        />
                      </ButtonGroup>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      <RenameDialog
        target={
          renaming === null
            ? null
            : renaming.kind === 'section'
              ? { name: renaming.section.sectionName, label: 'Section name' }
              : { name: renaming.lesson.title, label: 'Lesson title' }
        }
        working={changes.renameSection.isPending || changes.renameLesson.isPending}
        onCancel={() => setRenaming(null)}
        onSave={rename}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting?.kind === 'section' ? 'Delete section' : 'Delete lesson'}
        confirmText="Delete"
        working={changes.deleteSection.isPending || changes.deleteLesson.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      >
        {deleting?.kind === 'section' ? (
          <p>
            Delete the section "{deleting.section.sectionName}" and its{' '}
            {deleting.section.subSection.length}{' '}
            {deleting.section.subSection.length === 1 ? 'lesson' : 'lessons'}
            {deleting.section.subSection.length > 0 &&
              ` (${deleting.section.subSection.map(({ title }) => title).join(', ')})`}
            ? Learners lose them and their progress in them. This cannot be undone.
          </p>
        ) : deleting?.kind === 'lesson' ? (
          <p>
            Delete the lesson "{deleting.lesson.title}"? Learners lose it and their progress in it.
            This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </Card>
  )
}
