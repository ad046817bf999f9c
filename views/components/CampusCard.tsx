import { campusFactLabels, directionsUrl, type CampusDetails } from '../content/locations.ts';
import { LabScene } from './LabScene.tsx';
import type { CampusContact, SiteContent } from '../content/site.ts';
import { PhoneLink } from './PhoneLink.tsx';

type CampusProps = { campus: CampusContact; details: CampusDetails; hours: SiteContent['hours'] };

/** The drawing of the campus's lab. */
export function CampusImage({ campus, details }: Omit<CampusProps, 'hours'>) {
  return <LabScene campus={campus.id} {...details.lab} />;
}

/**
 * What a visitor needs to find and reach a campus: area, address, a phone link, the
 * hours and (on the locations page) its programs as links.
 */
export function CampusFacts({
  campus,
  details,
  hours,
  programs = true,
  more = [],
}: CampusProps & {
  programs?: boolean;
  /** Rows after the hours (a campus's page adds what a class there is like). */
  more?: readonly (readonly [string, string])[];
}) {
  return (
    <dl className="campus-facts">
      <div>
        <dt>{campusFactLabels.area}</dt>
        <dd>{campus.area}</dd>
      </div>
      <div>
        <dt>{campusFactLabels.address}</dt>
        <dd>
          <address>
            <span>{campus.streetAddress},</span> <span>{`${campus.city}, ${campus.region} ${campus.postalCode}`}</span>
          </address>
          <a href={directionsUrl(campus.id)} className="campus-facts__directions">
            {campusFactLabels.directions}
            <span className="visually-hidden"> to the {campus.name} (Google Maps)</span>
          </a>
        </dd>
      </div>
      <div>
        <dt>{campusFactLabels.gettingHere}</dt>
        <dd>{details.gettingHere}</dd>
      </div>
      <div>
        <dt>{campusFactLabels.phone}</dt>
        <dd>
          <PhoneLink phone={campus.phone} />
        </dd>
      </div>
      <div>
        <dt>{campusFactLabels.hours}</dt>
        <dd>
          <span>{hours.weekdays}</span> <span>{hours.weekends}</span>{' '}
          <span className="campus-facts__note">{campusFactLabels.hoursNote}</span>
        </dd>
      </div>
      {more.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {programs ? (
        <div>
          <dt>{campusFactLabels.programs}</dt>
          <dd>
            <ul className="campus-facts__programs">
              {details.programs.map((program) => (
                <li key={program.href}>
                  <a href={program.href}>{program.title}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A campus on the locations page: picture, name, description, facts, Enroll Now and a link to its page. */
export function CampusCard({
  enroll,
  pageLinkLabel,
  ...props
}: CampusProps & { enroll: { label: string; href: string }; pageLinkLabel: string }) {
  const { campus, details } = props;
  return (
    <article className="card campus-card" aria-labelledby={`campus-${campus.id}`}>
      <CampusImage campus={campus} details={details} />
      <h3 id={`campus-${campus.id}`}>{campus.name}</h3>
      <p className="muted">{details.description}</p>
      <CampusFacts {...props} />
      <div className="button-row campus-card__actions">
        <a href={enroll.href} className="btn btn--primary">
          {enroll.label}
        </a>
        <a href={`/locations/${campus.id}`} className="btn btn--outline">
          {pageLinkLabel}
        </a>
      </div>
    </article>
  );
}
