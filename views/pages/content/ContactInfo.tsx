import { ArrowLabel } from '../../components/ArrowLabel.tsx';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { UnseenHeadingSection } from '../../components/UnseenHeadingSection.tsx';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { contactInfo } from '../../content/contact-info.ts';
import { site } from '../../content/site.ts';

function Card({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <li className="card contact-card">
      <h3 className="contact-card__heading">
        <span className="contact-card__icon">{icon}</span>
        {heading}
      </h3>
      {children}
    </li>
  );
}

/**
 * Phone, email, both campuses and the hours, as a column of cards: a block of its own,
 * two cards to a row when it has the width, one column beside a form.
 */
export function ContactDetails() {
  const { phone, email, locations, hours } = contactInfo;
  return (
    <UnseenHeadingSection id="contact-details" className="contact-details" heading={contactInfo.heading}>
      <ul className="contact-details__cards">
        <Card icon={<PhoneIcon />} heading={phone.heading}>
          <p className="muted">{phone.text}</p>
          <ul className="contact-card__list">
            {site.campuses.map((campus) => (
              <li key={campus.id}>
                <span className="contact-card__label">
                  {campus.name}, {campus.area}
                </span>
                <PhoneLink phone={campus.phone} className="contact-card__value" />
              </li>
            ))}
          </ul>
        </Card>
        <Card icon={<MailIcon />} heading={email.heading}>
          <p>
            <a href={email.link.href} className="contact-card__value">
              {email.link.text}
            </a>
          </p>
          <p className="muted">{email.text}</p>
        </Card>
        <Card icon={<MapPinIcon />} heading={locations.heading}>
          <ul className="contact-card__list">
            {site.campuses.map((campus) => (
              <li key={campus.id}>
                <span className="contact-card__label">
                  {campus.name}, {campus.area}
                </span>
                <address>
                  <span>{campus.streetAddress},</span> <span>{`${campus.city}, ${campus.region} ${campus.postalCode}`}</span>
                </address>
                <a href={locations.href(campus)} className="contact-card__link">
                  <ArrowLabel>{locations.linkLabel(campus)}</ArrowLabel>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card icon={<ClockIcon />} heading={hours.heading}>
          <ul className="contact-card__hours">
            {hours.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">{hours.text}</p>
        </Card>
      </ul>
    </UnseenHeadingSection>
  );
}

/** Links to the answers a parent may be about to ask for, under the form. */
function QuickAnswers() {
  const { heading, text, links } = contactInfo.quickAnswers;
  return (
    <nav className="card contact-quick" aria-labelledby="contact-quick-heading">
      <h2 id="contact-quick-heading" className="contact-quick__heading">
        {heading}
      </h2>
      <p className="muted">{text}</p>
      <ul className="pill-row">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /contact under its header: the contact details, and the contact form beside them when
 * one is given (the form's column first; on phones the form comes first, the details below).
 */
export function ContactInfo({ form }: { form?: ReactNode } = {}) {
  return (
    <div className="section section--tight">
      <div className="container">
        <div className={form ? 'contact-layout contact-layout--with-form' : 'contact-layout'}>
          {form ? (
            <div className="contact-layout__form">
              {form}
              <QuickAnswers />
            </div>
          ) : null}
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
