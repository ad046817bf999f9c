import { footerLocationLinks, footerProgramLinks, footerSupportLinks, type NavLink } from '../content/navigation.ts';
import { einNote, site } from '../content/site.ts';
import { MailIcon, MapPinIcon, SocialIcon } from '../components/icons.tsx';
import { Logo } from './SiteHeader.tsx';

function LinkColumn({ area, title, links }: { area: string; title: string; links: NavLink[] }) {
  return (
    <div className={`site-footer__column site-footer__column--${area}`}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The copyright line and the policies, the last row of every footer. */
function LegalRow() {
  return (
    <div className="container site-footer__legal">
      <p>
        © {site.copyrightYear} {site.foundationName}, a 501(c)(3) <span className="site-footer__unbroken">non-profit</span>{' '}
        organization
        {einNote}. All rights reserved.
      </p>
      <p className="site-footer__policies">
        <a href="/privacy">Privacy Policy</a>
        <a href="/terms">Terms of Service</a>
      </p>
    </div>
  );
}

/**
 * The footer's groups are placed by named grid areas (footer.css), so each width gets
 * balanced rows: two columns on a phone, three on a tablet, one row on a desktop. Where a
 * parent pays (`compact`), only the legal row: the policies a payer may want, not the
 * site's every link, which would compete with the form.
 */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const address = site.postalAddress;
  if (compact)
    return (
      <footer className="site-footer site-footer--compact">
        <LegalRow />
      </footer>
    );
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo place="footer" />
          <p className="muted">{site.tagline}</p>
          <p className="site-footer__nonprofit">{site.nonprofit.statement}.</p>
        </div>
        <div className="site-footer__follow">
          <h2 className="site-footer__heading">Follow us</h2>
          <ul className="site-footer__social">
            {site.social.map((item) => (
              <li key={item.label}>
                <a href={item.href} className="icon-button" aria-label={item.label} rel="noopener noreferrer">
                  <SocialIcon name={item.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn area="programs" title="Programs" links={footerProgramLinks} />
        <LinkColumn area="support" title="Support" links={footerSupportLinks} />
        <LinkColumn area="locations" title="Locations" links={footerLocationLinks} />
        <div className="site-footer__column site-footer__column--contact">
          <h2 className="site-footer__heading">Contact</h2>
          <address className="site-footer__contact">
            <a href={`mailto:${site.email}`}>
              <MailIcon /> {site.email}
            </a>
            <span>
              <MapPinIcon />
              {/* An address block, as on an envelope: the street, the suite, the city, a line each
                  (broken where the column ended, a line ended on 'Suite 100,'). */}
              <span className="site-footer__address">
                {[...address.street.split(', '), `${address.city}, ${address.region} ${address.postalCode}`].map((line) => (
                  <span key={line} className="site-footer__line">
                    {line}
                  </span>
                ))}
              </span>
            </span>
          </address>
          <a href="/contact" className="btn btn--outline">
            Get in Touch
          </a>
        </div>
      </div>
      <LegalRow />
    </footer>
  );
}
