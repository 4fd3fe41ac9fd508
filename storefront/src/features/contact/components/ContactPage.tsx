import { ContactCards } from './ContactCards.tsx'
import { ContactForm } from './ContactForm.tsx'
import { QuickSupport } from './QuickSupport.tsx'
import { SocialLinks } from './SocialLinks.tsx'
import '../contact.css'

/** /home/contact: how to reach us, the enquiry form, social links and quick answers. */
export default function ContactPage() {
  return (
    <div className="contact-page">
      <section className="contact-hero">
        <div className="contact-hero__inner">
          <span className="eyebrow">Contact us</span>
          <h1 className="contact-hero__title">We are here to help</h1>
          <p className="contact-hero__text">
            Questions about a course, a payment or your preparation? Call, write or send us a
            message and a member of our team will get back to you.
          </p>
        </div>
      </section>
      <div className="page-section contact-page__cards">
        <ContactCards />
      </div>
      <div className="page-section contact-layout">
        <section className="contact-form-panel surface-card" aria-labelledby="contact-form-heading">
          <h2 className="section-heading" id="contact-form-heading">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <div className="contact-layout__aside">
          <QuickSupport />
          <SocialLinks />
        </div>
      </div>
    </div>
  )
}
