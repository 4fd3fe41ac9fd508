import { Link } from 'react-router'

const ANSWERS = [
  {
    question: 'Forgot your password?',
    answer: 'Use “Forgot your password?” on the sign-in page and we will email you a reset link.',
    link: { label: 'Go to sign in', to: '/login' },
  },
  {
    question: 'Paid, but the course is not unlocked?',
    answer:
      'Payments are usually confirmed within minutes. If it has been longer, write to us with the payment ID from your receipt.',
    link: null,
  },
  {
    question: 'Looking for notes or a test series?',
    answer: 'Everything we publish is in the store, and some of it is free.',
    link: { label: 'Open the store', to: '/home/store' },
  },
  {
    question: 'Not sure which course to take?',
    answer:
      'Choose “Courses” or “Mentorship” as the subject above and tell us your exam and stage.',
    link: null,
  },
] as const

/** Answers to the questions we are asked most, before anyone has to write in. */
export function QuickSupport() {
  return (
    <section className="contact-aside surface-card" aria-labelledby="quick-support-heading">
      <h2 className="contact-aside__title" id="quick-support-heading">
        Quick support
      </h2>
      <dl className="quick-support">
        {ANSWERS.map((entry) => (
          <div key={entry.question} className="quick-support__item">
            <dt>{entry.question}</dt>
            <dd>
              {entry.answer}{' '}
              {entry.link && (
                <Link to={entry.link.to} className="text-link-arrow">
                  {entry.link.label}
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
