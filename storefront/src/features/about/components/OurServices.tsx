import type { JSX } from 'react'
import { Chat, Clipboard, Document, Learning } from '@blueprintjs/icons'
import { Link } from 'react-router'

interface Service {
  title: string
  text: string
  to: string
  Icon: () => JSX.Element
}

const SERVICES: readonly Service[] = [
  {
    title: 'Video courses',
    text: 'Self-paced courses for Prelims, Mains and State PCS, with your progress saved lesson by lesson.',
    to: '/home/explore',
    Icon: () => <Learning size={20} />,
  },
  {
    title: 'Test series',
    text: 'Sectional and full-length tests with explanations, to practise under exam conditions.',
    to: '/home/store?category=TestSeries',
    Icon: () => <Clipboard size={20} />,
  },
  {
    title: 'Notes and books',
    text: 'Concise notes, compilations and complete books as PDFs, downloadable the moment you buy.',
    to: '/home/store',
    Icon: () => <Document size={20} />,
  },
  {
    title: 'Mentorship',
    text: 'Guidance on strategy, booklists and optional subjects; write to us and a mentor replies.',
    to: '/home/contact',
    Icon: () => <Chat size={20} />,
  },
]

export function OurServices() {
  return (
    <section className="page-section" aria-labelledby="services-heading">
      <span className="eyebrow">How we help</span>
      <h2 className="section-heading" id="services-heading">
        Our Services
      </h2>
      <ul className="service-grid">
        {SERVICES.map(({ title, text, to, Icon }) => (
          <li key={title} className="service-card surface-card">
            <span className="service-card__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="service-card__title">{title}</h3>
            <p className="service-card__text">{text}</p>
            <Link to={to} className="text-link-arrow" aria-label={`${title}: learn more`}>
              Learn more
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
