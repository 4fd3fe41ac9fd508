import { useState } from 'react'
import { Tab, Tabs, type TabId } from '@blueprintjs/core'
import { CourseTracksPanel } from './CourseTracksPanel.tsx'
import { IncludedPanel } from './IncludedPanel.tsx'
import { ResourcesPanel } from './ResourcesPanel.tsx'
import { StudySchedulePanel } from './StudySchedulePanel.tsx'

/** The home tabs: Courses, Features, Schedule and Resources (docs/screens/learner.md#home). */
export function HomeTabs() {
  const [selected, setSelected] = useState<TabId>('courses')
  return (
    <section className="page-section" aria-labelledby="home-tabs-heading">
      <span className="eyebrow">Plan your preparation</span>
      <h2 className="section-heading" id="home-tabs-heading">
        Find your way in
      </h2>
      <div className="home-tabs surface-card">
        <Tabs
          id="home-tabs"
          selectedTabId={selected}
          onChange={setSelected}
          size="large"
          renderActiveTabPanelOnly
        >
          <Tab id="courses" title="Courses" panel={<CourseTracksPanel />} />
          <Tab id="features" title="Features" panel={<IncludedPanel />} />
          <Tab id="schedule" title="Schedule" panel={<StudySchedulePanel />} />
          <Tab id="resources" title="Resources" panel={<ResourcesPanel />} />
        </Tabs>
      </div>
    </section>
  )
}
