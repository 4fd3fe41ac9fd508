import { H1 } from '@blueprintjs/core'
import { Book, Chart, People, Play } from '@blueprintjs/icons'
import { usePublicConfig } from '../api/session.ts'
import { BrandMark } from '@pathshala/ui'

const HIGHLIGHTS = [
  { icon: <Play />, text: 'Video courses by expert mentors, at your own pace' },
  { icon: <Book />, text: 'Notes, test series and books in one store' },
  { icon: <Chart />, text: 'Your progress saved lesson by lesson' },
  { icon: <People />, text: '1000+ students enrolled, 50+ selections' },
]

/** The left panel of the auth screen on large screens. */
export function WelcomePanel() {
  const { data: config } = usePublicConfig()
  return (
    <aside className="auth-welcome" aria-label="About the product">
      <BrandMark size={60} />
      <H1 className="auth-welcome-title">Welcome to {config?.appName ?? 'Pathshala'}</H1>
      <p className="auth-welcome-text">
        Prepare for civil-services and other competitive exams with structured video courses and
        study material chosen by people who have cleared them.
      </p>
      <ul className="auth-highlights">
        {HIGHLIGHTS.map(({ icon, text }) => (
          <li key={text}>
            <span className="auth-highlight-icon" aria-hidden="true">
              {icon}
            </span>
            {text}
          </li>
        ))}
      </ul>
    </aside>
  )
}
