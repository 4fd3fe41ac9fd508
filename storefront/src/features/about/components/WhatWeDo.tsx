const PILLARS = [
  {
    title: 'We teach',
    text: 'Video courses that follow the official syllabus, from NCERT foundations to Mains-level analysis.',
  },
  {
    title: 'We test',
    text: 'Test series and practice questions that show you where you stand long before exam day.',
  },
  {
    title: 'We guide',
    text: 'Mentors who help you plan, choose an optional, and stay steady through a long preparation.',
  },
] as const

export function WhatWeDo() {
  return (
    <section className="page-section about-split" aria-labelledby="what-we-do-heading">
      <div>
        <span className="eyebrow">Our approach</span>
        <h2 className="section-heading" id="what-we-do-heading">
          What We Do
        </h2>
        <p className="section-lead">
          The Civil Services exam rewards depth, clarity and consistency. We build all three: our
          courses explain, our tests measure and our mentors keep you on course, whether you study
          full time or around a job.
        </p>
      </div>
      <ol className="pillar-list">
        {PILLARS.map((pillar, index) => (
          <li key={pillar.title} className="pillar surface-card">
            <span className="pillar__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span>
              <strong className="pillar__title">{pillar.title}</strong>
              <span className="pillar__text">{pillar.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
