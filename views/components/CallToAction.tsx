import { callToActionLinks } from '../content/navigation.ts';

const styles = { enroll: 'btn--primary', contact: 'btn--outline', programs: 'btn--ghost' } as const;

/** The closing call to action: enroll, contact, programs; a link to the page it closes is left out. */
export function CallToAction({
  heading = 'Ready to start building?',
  text = 'Join a small-group cohort and ship real apps with AI tools, guided by mentors from the tech industry.',
  currentPath,
}: {
  heading?: string;
  text?: string;
  /** The page the block sits on. */
  currentPath?: string;
}) {
  const links = (Object.keys(styles) as (keyof typeof styles)[]).filter((key) => callToActionLinks[key].href !== currentPath);
  return (
    <section className="cta-block" aria-labelledby="cta-heading">
      <div className="container cta-block__inner">
        <h2 id="cta-heading">{heading}</h2>
        <p>{text}</p>
        <div className="button-row">
          {links.map((key) => (
            <a key={key} href={callToActionLinks[key].href} className={`btn ${styles[key]} btn--lg`}>
              {callToActionLinks[key].label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
