import type { JSX } from 'react'
import { Clipboard, History, Learning, Lock, MobilePhone, People } from '@blueprintjs/icons'

interface Feature {
  title: string
  text: string
  Icon: () => JSX.Element
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Structured video lessons',
    text: 'Every course is split into sections and short lessons, so you always know what comes next.',
    Icon: () => <Learning size={20} />,
  },
  {
    title: 'Progress that follows you',
    text: 'Finished lessons are ticked and saved to your account; reopen a course and carry on where you stopped.',
    Icon: () => <History size={20} />,
  },
  {
    title: 'Notes and test series',
    text: 'Revise from concise notes and practise with full-length tests, all as PDFs you can download.',
    Icon: () => <Clipboard size={20} />,
  },
  {
    title: 'Mentors who answer',
    text: 'Strategy and doubt-clearing from mentors who guide aspirants through the exam every day.',
    Icon: () => <People size={20} />,
  },
  {
    title: 'Secure payments',
    text: 'Pay by UPI, card or net banking through Razorpay. Free courses and notes need no payment at all.',
    Icon: () => <Lock size={20} />,
  },
  {
    title: 'Any device, any hour',
    text: 'Study on your phone, tablet or laptop, in a dark or light theme that is easy on the eyes.',
    Icon: () => <MobilePhone size={20} />,
  },
]

/** Why learners study here: six short points. */
export function FeaturesBlock() {
  return (
    <section className="page-section" aria-labelledby="features-heading">
      <span className="eyebrow">Why learners stay</span>
      <h2 className="section-heading" id="features-heading">
        Everything you need to prepare, in one place
      </h2>
      <p className="section-lead">
        From the first lesson to the last mock test, the tools are built around how aspirants
        actually study.
      </p>
      <ul className="feature-grid">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="feature-card surface-card">
            <span className="feature-card__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="feature-card__title">{title}</h3>
            <p className="feature-card__text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
