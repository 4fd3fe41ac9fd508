import type { JSX } from 'react'
import { Book, Clipboard, Document, Manual } from '@blueprintjs/icons'
import { Link } from 'react-router'

interface Resource {
  title: string
  text: string
  /** The store's category filter (`?category=`). */
  category: 'Notes' | 'TestSeries' | 'Material' | 'Books'
  Icon: () => JSX.Element
}

const RESOURCES: readonly Resource[] = [
  {
    title: 'Notes',
    text: 'Subject notes that condense the standard books into what you revise before the exam.',
    category: 'Notes',
    Icon: () => <Document size={18} />,
  },
  {
    title: 'Test series',
    text: 'Full-length and sectional tests with answer keys and explanations.',
    category: 'TestSeries',
    Icon: () => <Clipboard size={18} />,
  },
  {
    title: 'Study material',
    text: 'Current-affairs compilations, previous years’ papers and topic guides.',
    category: 'Material',
    Icon: () => <Manual size={18} />,
  },
  {
    title: 'Books',
    text: 'Complete books in PDF from our faculty, for depth on a single subject.',
    category: 'Books',
    Icon: () => <Book size={18} />,
  },
]

export function ResourcesPanel() {
  return (
    <div className="tab-panel">
      <p className="tab-panel__lead">
        The store has material of every kind, and some of it is free: look for the FREE badge.
      </p>
      <ul className="resource-grid">
        {RESOURCES.map(({ title, text, category, Icon }) => (
          <li key={category}>
            <Link to={`/home/store?category=${category}`} className="resource-card">
              <span className="resource-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="resource-card__body">
                <strong className="resource-card__title">{title}</strong>
                <span className="resource-card__text">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
