import type { JSX } from 'react'
import { Learning, People, TimelineLineChart, Trophy } from '@blueprintjs/icons'

interface Stat {
  value: string
  label: string
  Icon: () => JSX.Element
}

/** The home page's four claims (docs/screens/learner.md#home). */
const STATS: readonly Stat[] = [
  { value: '1000+', label: 'Students enrolled', Icon: () => <People size={20} /> },
  { value: '50+', label: 'Selections', Icon: () => <Trophy size={20} /> },
  { value: '2+', label: 'Expert mentors', Icon: () => <Learning size={20} /> },
  { value: '95%', label: 'Success rate', Icon: () => <TimelineLineChart size={20} /> },
]

export function StatsStrip() {
  return (
    <section className="stats-strip" aria-label="Our results">
      <ul className="stats-strip__list">
        {STATS.map(({ value, label, Icon }) => (
          <li key={label} className="stats-strip__item surface-card">
            <span className="stats-strip__icon" aria-hidden="true">
              <Icon />
            </span>
            <span className="stats-strip__text">
              <strong className="stats-strip__value">{value}</strong>
              <span className="stats-strip__label">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
