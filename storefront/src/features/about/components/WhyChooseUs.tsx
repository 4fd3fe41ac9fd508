import { TickCircle } from '@blueprintjs/icons'

const REASONS = [
  {
    title: 'Results you can check',
    text: '50+ selections and a 95% success rate among learners who completed our programmes.',
  },
  {
    title: 'Teachers, not just videos',
    text: 'Every course is made by faculty who also answer questions and review answers.',
  },
  {
    title: 'Fair prices, free to start',
    text: 'Free courses and notes to try us out, and prices that suit students and working aspirants.',
  },
  {
    title: 'Rooted in Haryana',
    text: 'State PCS preparation alongside UPSC, from an institute that knows its learners.',
  },
  {
    title: 'Study on your terms',
    text: 'Self-paced lessons on any device, with progress saved so you never lose your place.',
  },
  {
    title: 'Support when you need it',
    text: 'Round-the-clock help by email and phone support every day from 8 AM to 6 PM.',
  },
] as const

export function WhyChooseUs() {
  return (
    <section className="page-section" aria-labelledby="why-heading">
      <div className="why-panel surface-card">
        <span className="eyebrow">Our promise</span>
        <h2 className="section-heading" id="why-heading">
          Why Choose Us
        </h2>
        <ul className="why-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="why-item">
              <TickCircle size={18} className="why-item__icon" />
              <span>
                <strong className="why-item__title">{reason.title}</strong>
                <span className="why-item__text">{reason.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
