import { TickCircle } from '@blueprintjs/icons'

const INCLUDED = [
  'Video lessons you can pause, restart and watch full screen',
  'Lesson-by-lesson progress saved to your account',
  'What you will learn and instructions on every course page',
  'Your courses and downloads kept together in your profile',
  'Course ratings from learners who took them',
  'A receipt by email after every purchase',
] as const

export function IncludedPanel() {
  return (
    <div className="tab-panel">
      <p className="tab-panel__lead">Every course and every purchase comes with:</p>
      <ul className="included-list">
        {INCLUDED.map((item) => (
          <li key={item}>
            <TickCircle size={16} className="included-list__icon" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
