import { SOCIAL_LINKS } from '../lib/social-links.ts'

/** Where we post free lessons and updates; each opens in a new tab. */
export function SocialLinks() {
  return (
    <section className="contact-aside surface-card" aria-labelledby="social-heading">
      <h2 className="contact-aside__title" id="social-heading">
        Follow us
      </h2>
      <p className="contact-aside__text">Free lessons, daily current affairs and exam updates.</p>
      <ul className="social-links">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.name}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="social-link"
              aria-label={`${link.name} (opens in a new tab)`}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={link.iconPath} />
              </svg>
              <span>{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
