import { keepDatesTogether } from '../format.ts';
import { announcements } from '../content/announcements.ts';
import { CloseIcon } from '../components/icons.tsx';

/**
 * Dismissible announcement bar. Without JavaScript the first message shows and the
 * close control (a checkbox styled as a button) hides the bar for this page view;
 * the banner island adds rotation and remembers the dismissal for 24 hours.
 */
export function TopBanner() {
  return (
    <div className="top-banner" data-island="banner" role="region" aria-label="Announcements">
      <div className="top-banner__inner">
        <ul className="top-banner__messages">
          {announcements.map((item, index) => (
            <li
              key={item.id}
              className={index === 0 ? 'top-banner__message is-active' : 'top-banner__message'}
              data-announcement={item.id}
              aria-hidden={index === 0 ? undefined : true}
            >
              <span>{keepDatesTogether(item.text)}</span>{' '}
              <a href={item.href} tabIndex={index === 0 ? undefined : -1}>
                {item.linkLabel}
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor="banner-dismiss" className="top-banner__close" title="Dismiss announcements">
          <CloseIcon />
          <span className="visually-hidden">Dismiss announcements</span>
        </label>
      </div>
      {/* After the message, so Tab reaches its link first; drawn over the close mark. */}
      <input type="checkbox" id="banner-dismiss" className="top-banner__toggle" aria-label="Dismiss announcements" />
    </div>
  );
}
