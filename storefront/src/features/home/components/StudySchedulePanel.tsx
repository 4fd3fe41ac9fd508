const WEEK = [
  { day: 'Monday', focus: 'Polity and governance', task: '2 lessons, 25 practice questions' },
  { day: 'Tuesday', focus: 'History and culture', task: '2 lessons, one map exercise' },
  {
    day: 'Wednesday',
    focus: 'Geography and environment',
    task: '2 lessons, 25 practice questions',
  },
  { day: 'Thursday', focus: 'Economy', task: '2 lessons, budget and survey notes' },
  { day: 'Friday', focus: 'Science, technology and current affairs', task: 'Weekly news review' },
  {
    day: 'Saturday',
    focus: 'Answer writing and test',
    task: '3 Mains answers, one sectional test',
  },
  { day: 'Sunday', focus: 'Revision', task: 'Revise the week’s notes, rest well' },
] as const

/** A suggested weekly plan for a working aspirant studying three to four hours a day. */
export function StudySchedulePanel() {
  return (
    <div className="tab-panel">
      <p className="tab-panel__lead">
        A suggested week for three to four hours of study a day. Courses are self-paced, so move
        days around to fit your job or college.
      </p>
      <ol className="schedule-grid">
        {WEEK.map((entry) => (
          <li key={entry.day} className="schedule-day">
            <span className="schedule-day__name">{entry.day}</span>
            <strong className="schedule-day__focus">{entry.focus}</strong>
            <span className="schedule-day__task">{entry.task}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
