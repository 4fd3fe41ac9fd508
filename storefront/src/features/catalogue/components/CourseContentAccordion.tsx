import { useState } from 'react'
import type { CourseContentSection } from '../api/catalogue-types.ts'
import { Button, Collapse, H2 } from '@blueprintjs/core'
import { ChevronDown, Video } from '@blueprintjs/icons'
import { contentSummary, formatDuration, plural, sectionDuration } from '../lib/course-content.ts'

/**
 * The course's sections and lesson titles (no videos before enrolling). The first section
 * starts open; each header is a button that says whether it is expanded.
 */
export function CourseContentAccordion({ sections }: { sections: CourseContentSection[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(sections.slice(0, 1).map((section) => section._id))
  )
  const summary = contentSummary(sections)
  const allOpen = sections.length > 0 && sections.every((section) => open.has(section._id))

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <section className="course-content" aria-labelledby="content-title">
      <div className="course-content-header">
        <div>
          <H2 id="content-title" className="course-section-title">
            Course content
          </H2>
          <p className="course-content-summary">
            {plural(summary.sections, 'section')} · {plural(summary.lessons, 'lesson')}
            {summary.duration > 0 && ` · ${formatDuration(summary.duration)} total`}
          </p>
        </div>
        {sections.length > 1 && (
          <Button
            variant="minimal"
            intent="primary"
            text={allOpen ? 'Collapse all' : 'Expand all'}
            onClick={() =>
              setOpen(allOpen ? new Set() : new Set(sections.map((section) => section._id)))
            }
          />
        )}
      </div>
      {sections.length === 0 ? (
        <p className="course-content-empty">No Content</p>
      ) : (
        <ol className="content-sections">
          {sections.map((section, index) => {
            const expanded = open.has(section._id)
            const panelId = `section-${section._id}`
            const length = formatDuration(sectionDuration(section))
            return (
              <li key={section._id} className="content-section">
                <h3 className="content-section-heading">
                  <button
                    type="button"
                    className="content-section-toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(section._id)}
                  >
                    <ChevronDown
                      aria-hidden
                      className={`content-chevron ${expanded ? 'is-open' : ''}`}
                    />
                    <span className="content-section-name">
                      <span className="content-section-number">Section {index + 1}</span>
                      {section.sectionName}
                    </span>
                    <span className="content-section-meta">
                      {plural(section.subSection.length, 'lesson')}
                      {length && ` · ${length}`}
                    </span>
                  </button>
                </h3>
                <Collapse isOpen={expanded} keepChildrenMounted>
                  <div id={panelId} className="content-lessons">
                    {section.subSection.length === 0 ? (
                      <p className="course-content-empty">No Content</p>
                    ) : (
                      <ol>
                        {section.subSection.map((lesson) => (
                          <li key={lesson._id} className="content-lesson">
                            <Video aria-hidden className="content-lesson-icon" />
                            <div className="content-lesson-text">
                              <span className="content-lesson-title">{lesson.title}</span>
                              {lesson.description && (
                                <span className="content-lesson-description">
                                  {lesson.description}
                                </span>
                              )}
                            </div>
                            {lesson.durationText && lesson.timeDuration > 0 && (
                              <span className="content-lesson-duration">{lesson.durationText}</span>
                            )}
                          </li>
                        ))}
                      </ol>
                    )}
                  </div>
                </Collapse>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
