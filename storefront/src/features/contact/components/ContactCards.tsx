import type { JSX, ReactNode } from 'react'
import { Envelope, MapMarker, Phone, Time } from '@blueprintjs/icons'
import {
  CONTACT_EMAILS,
  LOCATION,
  OFFICE_HOURS,
  PHONE_SUPPORT_HOURS,
  SUPPORT_PHONE,
} from '../../shell/index.ts'

interface ContactCardProps {
  title: string
  Icon: () => JSX.Element
  children: ReactNode
}

function ContactCard({ title, Icon, children }: ContactCardProps) {
  return (
    <li className="contact-card surface-card">
      <span className="contact-card__icon" aria-hidden="true">
        <Icon />
      </span>
      <h2 className="contact-card__title">{title}</h2>
      <div className="contact-card__body">{children}</div>
    </li>
  )
}

/** Phone, emails, address and hours (docs/screens/learner.md#contact). */
export function ContactCards() {
  return (
    <ul className="contact-cards">
      <ContactCard title="Call us" Icon={() => <Phone size={20} />}>
        <a href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</a>
        <span>Phone support {PHONE_SUPPORT_HOURS}</span>
      </ContactCard>
      <ContactCard title="Email us" Icon={() => <Envelope size={20} />}>
        {CONTACT_EMAILS.map((email) => (
          <a key={email.address} href={`mailto:${email.address}`}>
            {email.address}
          </a>
        ))}
      </ContactCard>
      <ContactCard title="Visit us" Icon={() => <MapMarker size={20} />}>
        <span>
          {LOCATION.city}, {LOCATION.state}
        </span>
        <span>India</span>
      </ContactCard>
      <ContactCard title="Office hours" Icon={() => <Time size={20} />}>
        <span>{OFFICE_HOURS}</span>
        <span>Closed on Sundays and public holidays</span>
      </ContactCard>
    </ul>
  )
}
