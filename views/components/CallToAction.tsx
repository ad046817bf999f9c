import { callToActionLinks, type NavLink } from '../content/navigation.ts';
import { RichText, type RichParagraph } from './RichText.tsx';

/**
 * Words of a page's own for the closing call to action, and its own first button where
 * Enroll Now (the kids' application) is not the way in (the professionals' Apply).
 */
export type CallToActionCopy = {
  heading: string;
  /** Its words; an address in them a link (the FAQ's "write to ..."). */
  text: RichParagraph;
  primary?: NavLink;
  /** A page's own actions instead of the three (the first one primary): Start Your Journey's Register Now and View FAQ. */
  links?: readonly NavLink[];
};

/** One primary button; the others are secondary, one style (outlined) in both tones. */
const styles = { enroll: 'btn--primary', contact: 'btn--outline', programs: 'btn--outline' } as const;

/**
 * The closing call to action: enroll, contact, programs; a link to the page it closes is
 * left out. 'bold' is the brand gradient (home, the kids page); 'quiet' is a panel with
 * the words beside the buttons, so the inner pages do not all end on the same banner.
 */
export function CallToAction({
  heading = 'Ready to start building?',
  text = 'Join a small-group cohort and ship real apps with AI tools, guided by mentors from the tech industry.',
  currentPath,
  tone = 'bold',
  primary,
  links: own,
}: {
  heading?: string;
  text?: RichParagraph;
  primary?: NavLink;
  links?: readonly NavLink[];
  /** The page the block sits on. */
  currentPath?: string;
  tone?: 'bold' | 'quiet';
}) {
  const links = own
    ? own.map((link, index) => ({ key: link.href, style: index === 0 ? styles.enroll : styles.contact, ...link }))
    : (Object.keys(styles) as (keyof typeof styles)[])
        .filter((key) => callToActionLinks[key].href !== currentPath)
        .map((key) => ({ key, style: styles[key], ...(key === 'enroll' && primary ? primary : callToActionLinks[key]) }));
  return (
    <section className={`cta-block cta-block--${tone}`} aria-labelledby="cta-heading">
      <div className="container cta-block__inner">
        <div className="cta-block__words">
          <h2 id="cta-heading">{heading}</h2>
          <p>
            <RichText text={text} />
          </p>
        </div>
        <div className="button-row">
          {links.map(({ key, style, href, label }) => (
            <a key={key} href={href} className={`btn ${style} btn--lg`}>
              {label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
