import { Link } from 'react-router'

const TRACKS = [
  {
    title: 'General Studies foundation',
    text: 'History, polity, geography, economy, environment, science and ethics, built up from the NCERT basics to Mains depth.',
    stage: 'Prelims + Mains',
  },
  {
    title: 'CSAT (Paper II)',
    text: 'Reading comprehension, logical reasoning and basic numeracy, with timed practice so the qualifying paper never surprises you.',
    stage: 'Prelims',
  },
  {
    title: 'Current affairs',
    text: 'The month’s news that matters for the exam, explained and linked to the syllabus topic it belongs to.',
    stage: 'All stages',
  },
  {
    title: 'State PCS (HCS)',
    text: 'Haryana Civil Services preparation with state history, geography and schemes alongside the common GS core.',
    stage: 'State exams',
  },
] as const

export function CourseTracksPanel() {
  return (
    <div className="tab-panel">
      <p className="tab-panel__lead">
        Pick a track that matches the exam and stage you are preparing for; each is a set of video
        courses you can take on their own.
      </p>
      <ul className="track-grid">
        {TRACKS.map((track) => (
          <li key={track.title} className="track-card">
            <span className="track-card__stage">{track.stage}</span>
            <h3 className="track-card__title">{track.title}</h3>
            <p className="track-card__text">{track.text}</p>
          </li>
        ))}
      </ul>
      <Link to="/home/explore" className="text-link-arrow">
        Browse all courses
      </Link>
    </div>
  )
}
