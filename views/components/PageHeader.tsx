import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';
import { keepTogether } from '../format.ts';

/** The aside's class on a phone, by `asideOnPhone`: shown whole, left out, or small under the lead. */
const phoneClass = { true: '', false: ' page-header__aside--not-on-phone', strip: ' page-header__aside--strip-on-phone' };

/** The shortest lead set beside the heading (the blog's 44 letters stand under it). */
const minLeadBesideLength = 60;

/**
 * The top of an inner page: breadcrumb, heading, optional lead paragraph; with an aside (a
 * picture of students' work or a panel of facts), the two stand side by side on a wide
 * screen, so the header's right half is not left empty.
 */
export function PageHeader({
  breadcrumb,
  heading,
  lead,
  narrow = false,
  leadBelow = false,
  aside,
  asideOnPhone = true,
  band,
  steps,
  children,
}: {
  /** None on the payment page, a step of the checkout that has no place in the site's tree. */
  breadcrumb?: Crumb[];
  heading: string;
  lead?: string;
  /** Over a narrow text column (a blog post): the heading lines up with the text below it. */
  narrow?: boolean;
  /** The lead under the heading whatever its length (pages of one flow alike: the parent's page's steps). */
  leadBelow?: boolean;
  aside?: ReactNode;
  /**
   * False leaves the aside out on a phone, where what follows the header must come first;
   * 'strip' shows a picture there small, under the lead (a first screen of words alone).
   */
  asideOnPhone?: boolean | 'strip';
  /** Across the header under the heading, instead of an aside (Our Story's milestones). */
  band?: ReactNode;
  /**
   * In the breadcrumb's place, over the heading: where a visitor is in a flow (the checkout's
   * steps). There the trail stands at one height on every page of the flow, however long the
   * lead under the heading (under it, the result's trail sat 25 px below the checkout's).
   */
  steps?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      {breadcrumb ? <Breadcrumb items={breadcrumb} /> : steps}
      <h1>{heading}</h1>
      {lead ? <p className="page-header__lead">{keepTogether(lead)}</p> : null}
      {children}
    </>
  );
  // With nothing beside the heading, a lead stands beside it on a laptop (a right half left
  // empty read as an unfinished template); not over a narrow column or with content of its own,
  // and not a lead of a few words, which beside a heading of two lines read as stray: it stays
  // under a heading given the width to take one line.
  const leadBeside =
    !aside &&
    lead !== undefined &&
    lead.length >= minLeadBesideLength &&
    !leadBelow &&
    !narrow &&
    children === undefined &&
    steps === undefined;
  const classes = [
    'page-header',
    aside ? 'page-header--split' : band ? 'page-header--band' : '',
    leadBeside ? 'page-header--lead-beside' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes}>
      <div className={narrow ? 'container container--narrow' : 'container'}>
        {aside ? (
          <>
            <div>{text}</div>
            <div className={`page-header__aside${phoneClass[String(asideOnPhone) as keyof typeof phoneClass]}`}>{aside}</div>
          </>
        ) : (
          text
        )}
        {band ? <div className="page-header__band">{band}</div> : null}
      </div>
    </section>
  );
}
