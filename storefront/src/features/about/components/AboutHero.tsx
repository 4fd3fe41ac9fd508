import { Link } from 'react-router'

/** The About page's opening: who we are, in one heading and two lines. */
export function AboutHero() {
  return (
    <section className="about-hero">
      <div className="about-hero__inner">
        <span className="about-hero__eyebrow">About us</span>
        <h1 className="about-hero__title">Empowering Your UPSC Journey</h1>
        <p className="about-hero__text">
          Since 2018 we have helped aspirants from Hisar and across India prepare for the Civil
          Services and other competitive exams with clear teaching, honest guidance and material
          that respects their time.
        </p>
        <div className="about-hero__actions">
          <Link to="/home/explore" className="pill-link pill-link--solid">
            Explore courses
          </Link>
          <Link to="/home/contact" className="pill-link pill-link--ghost">
            Talk to a mentor
          </Link>
        </div>
      </div>
    </section>
  )
}
