import { notFoundLinks } from '../content/navigation.ts';
import type { ReactNode } from 'react';
/** The way on from a page that ends a path: home, or the programs. */
export function HomeAndPrograms({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <div className="button-row">
      <a href="/" className="btn btn--primary">
        {home}
      </a>
      <a href="/programs" className="btn btn--outline">
        Explore Programs
      </a>
      {children}
    </div>
  );
}

/** The 404 page (spec: 'Oops! Page not found' with a link home) and the generic error page. */
export function NotFoundPage() {
  return (
    <section className="status-page">
      <div className="container">
        <p className="status-page__code">404</p>
        <h1>Oops! Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <HomeAndPrograms home="Return to Home" />
        {/* A broken link's likely destinations, a step quieter than the buttons. */}
        <nav className="status-page__popular" aria-labelledby="popular-pages">
          <h2 id="popular-pages" className="eyebrow">
            {notFoundLinks.heading}
          </h2>
          <ul>
            {notFoundLinks.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

/**
 * Any other error: the status, a heading, and the message that says what went wrong. A
 * 503 (the database out of reach) says so; other server errors never show their message.
 */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const clientError = status < 500;
  const unavailable = status === 503;
  // Too many sends from one address (a school's or a library's shared one): a pause, not a fault.
  const tooMany = status === 429;
  return (
    <section className="status-page">
      <div className="container">
        <p className="status-page__code">{status}</p>
        <h1>
          {tooMany
            ? 'Please wait a moment'
            : clientError
              ? 'We could not read that request'
              : unavailable
                ? 'Temporarily unavailable'
                : 'Something went wrong'}
        </h1>
        <p className="muted">
          {clientError || unavailable ? message : 'We could not complete that request. Please try again in a moment.'}
          {tooMany ? ' What you typed is still in the form: go back to it and send it then.' : null}
        </p>
        <div className="button-row">
          <a href="/" className="btn btn--primary">
            Return to Home
          </a>
          <a href="/contact" className="btn btn--outline">
            Contact Support
          </a>
        </div>
      </div>
    </section>
  );
}
