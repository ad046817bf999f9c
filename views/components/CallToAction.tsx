import { callToActionLinks } from '../content/navigation.ts';

export function CallToAction({
  heading = 'Ready to start building?',
  text = 'Join a small-group cohort and ship real apps with AI tools, guided by mentors from the tech industry.',
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <section className="cta-block" aria-labelledby="cta-heading">
      <div className="container cta-block__inner">
        <h2 id="cta-heading">{heading}</h2>
        <p>{text}</p>
        <div className="button-row">
          <a href={callToActionLinks.enroll.href} className="btn btn--primary btn--lg">
            {callToActionLinks.enroll.label}
          </a>
          <a href={callToActionLinks.contact.href} className="btn btn--outline btn--lg">
            {callToActionLinks.contact.label}
          </a>
          <a href={callToActionLinks.programs.href} className="btn btn--ghost btn--lg">
            {callToActionLinks.programs.label}
          </a>
        </div>
      </div>
    </section>
  );
}
