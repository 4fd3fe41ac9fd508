import { Link } from 'react-router'
import { Book, Envelope, MapMarker, Phone, Time } from '@blueprintjs/icons'
import { useCurrentUser, usePublicConfig } from '../../auth/index.ts'
import {
  CONTACT_EMAILS,
  ESTABLISHED_YEAR,
  LOCATION,
  OFFICE_HOURS,
  SUPPORT_PHONE,
} from '../lib/contact-details.ts'
import { NAV_ITEMS } from '../lib/nav-items.ts'
import { BRAND_NAME, BrandMark } from '@pathshala/ui'

/** The site footer (docs/screens/learner.md#layout): support details, the store card and badges. */
export function Footer() {
  const { data: config } = usePublicConfig()
  const { data: user } = useCurrentUser()
  const brand = config?.appName ?? BRAND_NAME
  const year = new Date().getFullYear()

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={`About ${brand}`}>
          <div className="site-footer__brand">
            <BrandMark size={32} />
            <span>{brand}</span>
          </div>
          <p className="site-footer__text">
            Video courses, test series and study material for UPSC, State PCS and other competitive
            exams, taught by mentors who have sat the exams themselves.
          </p>
          <ul className="site-footer__badges" aria-label="About us in brief">
            <li>Established {ESTABLISHED_YEAR}</li>
            <li>24/7 Support</li>
            <li>
              {LOCATION.city} ({LOCATION.state})
            </li>
          </ul>
        </section>

        <nav className="site-footer__links" aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              {user ? <Link to="/home/user">My Profile</Link> : <Link to="/login">Sign In</Link>}
            </li>
          </ul>
        </nav>

        <section className="site-footer__support" aria-labelledby="footer-support-heading">
          <h2 className="site-footer__heading" id="footer-support-heading">
            Support
          </h2>
          <ul className="site-footer__contact">
            <li>
              <Phone />
              <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>
            </li>
            {CONTACT_EMAILS.map((email) => (
              <li key={email.address}>
                <Envelope />
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            ))}
            <li>
              <Time />
              <span>{OFFICE_HOURS}</span>
            </li>
            <li>
              <MapMarker />
              <span>
                {LOCATION.city}, {LOCATION.state}
              </span>
            </li>
          </ul>
        </section>

        <section className="store-card" aria-labelledby="footer-store-heading">
          <div className="store-card__icon" aria-hidden="true">
            <Book size={20} />
          </div>
          <h2 className="store-card__title" id="footer-store-heading">
            Book Store
          </h2>
          <p className="store-card__text">
            Notes, test series and books as PDFs, ready the moment you buy them.
          </p>
          <ul className="store-card__badges">
            <li>
              <strong>5+</strong> Books
            </li>
            <li>
              <strong>70K+</strong> Users
            </li>
          </ul>
          <Link to="/home/store" className="store-card__link">
            Visit the store
          </Link>
        </section>
      </div>
      <div className="site-footer__bottom">
        {/* the landing pages are prerendered at build time: a build from last year says so */}
        <span suppressHydrationWarning>
          © {year} {brand}. All rights reserved.
        </span>
        <span>Made for aspirants in India</span>
      </div>
    </footer>
  )
}
