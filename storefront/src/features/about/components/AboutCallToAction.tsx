import { Link } from 'react-router'

export function AboutCallToAction() {
  return (
    <section className="page-section" aria-labelledby="about-cta-heading">
      <div className="cta-band">
        <div>
          <h2 className="cta-band__title" id="about-cta-heading">
            Start your preparation today
          </h2>
          <p className="cta-band__text">
            Begin with a free course, or tell us where you are and a mentor will suggest a plan.
          </p>
        </div>
        <div className="cta-band__actions">
          <Link to="/home/explore" className="pill-link pill-link--light">
            Browse courses
          </Link>
          <Link to="/home/contact" className="pill-link pill-link--outline-light">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  )
}
