import type { ReactNode } from 'react';
import type { StaffMember } from '../../domain/staff.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

const login = pageMetadata.adminLogin;

export type SignInErrors = { email?: string; password?: string; form?: string };

/** The staff sign-in: email and password. `next` is where a successful sign-in returns to. */
export function AdminLoginPage({ errors = {}, email, next }: { errors?: SignInErrors; email?: string; next?: string }) {
  return (
    <>
      <PageHeader breadcrumb={login.breadcrumb} heading={login.heading} />
      <section className="section section--tight">
        <div className="container">
          <form method="post" action={login.path} className="card admin-login" noValidate>
            {next ? <input type="hidden" name="next" value={next} /> : null}
            {errors.form ? (
              <p className="notice notice--error" role="alert" id="admin-login-error">
                {errors.form}
              </p>
            ) : null}
            <TextField
              id="admin-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              error={errors.email}
              autoFocus
            />
            <TextField
              id="admin-password"
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
            <div className="form-actions admin-login-actions">
              <button type="submit" className="btn btn--primary">
                Sign In
              </button>
              <a href={pageMetadata.passwordReset.path}>Forgot your password?</a>
            </div>
          </form>
        </div>
      </section>
    </>
  );
}

/** A labelled input with its error, as the console's small forms use it. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  error,
  help,
  autoFocus,
  required = true,
}: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'date' | 'time' | 'search';
  autoComplete?: string;
  value?: string | number;
  error?: string;
  help?: string;
  autoFocus?: boolean;
  required?: boolean;
}) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {help ? (
        <p className="field__help muted" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the sign-in page says when nobody can sign in yet. */
export function AdminDisabledPage() {
  return (
    <>
      <PageHeader breadcrumb={login.breadcrumb} heading="Admin Sign-In Is Off" />
      <section className="section section--tight">
        <div className="container">
          <div className="card admin-login">
            <p>
              No staff account exists yet, so nobody can sign in. To create the owner&apos;s account, set{' '}
              <code>ADMIN_PASSWORD</code> (12 characters or more) and <code>ADMIN_EMAIL</code> in the server&apos;s environment,
              and <code>SESSION_SECRET</code> (32 characters or more) when several instances serve the site, then restart the
              server.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** The console's sections, in the order its navigation lists them; `ownerOnly` ones only the owner sees. */
const adminSections = [
  { page: pageMetadata.dashboard, label: 'Dashboard' },
  { page: pageMetadata.courses, label: 'Courses' },
  { page: pageMetadata.waitlistConsole, label: 'Waitlist' },
  { page: pageMetadata.prices, label: 'Prices' },
  { page: pageMetadata.scholarshipsConsole, label: 'Scholarships' },
  { page: pageMetadata.messages, label: 'Messages' },
  { page: pageMetadata.enrollmentRequests, label: 'Requests' },
  { page: pageMetadata.outbox, label: 'Outbox' },
  { page: pageMetadata.audit, label: 'Audit Log' },
  { page: pageMetadata.staff, label: 'Staff', ownerOnly: true },
  { page: pageMetadata.importBlogs, label: 'Import Blogs' },
];

/**
 * The frame of every console page: who is signed in and Sign out, the console's own
 * navigation (a row that scrolls sideways on a phone), the page's header and content.
 * Navigation and sign-out are left out of the printed page.
 */
export function AdminPage({
  heading,
  breadcrumb,
  children,
  current,
  viewer,
  actions,
  lead,
}: {
  heading: string;
  /** What the page is for, under its title and over its actions (it stood 50 px under the actions). */
  lead?: string;
  breadcrumb: { label: string; href?: string }[];
  children?: ReactNode;
  /** The section this page belongs to (its path), marked in the navigation. */
  current?: string;
  viewer: StaffMember;
  /** Buttons beside the heading (a CSV download, a new cohort). */
  actions?: ReactNode;
}) {
  return (
    <>
      <div className="admin-bar">
        <div className="container admin-bar__inner">
          <nav className="admin-nav" aria-label="Staff console" data-island="current-in-row">
            <ul>
              {adminSections
                .filter((section) => !section.ownerOnly || viewer.role === 'owner')
                .map(({ page, label }) => (
                  <li key={page.path}>
                    <a href={page.path} aria-current={current === page.path ? 'page' : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
          <form method="post" action="/admin/logout" className="admin-signout">
            <span className="admin-signout__who">
              {viewer.name} <span className="muted">{viewer.email}</span>
            </span>
            <button type="submit" className="btn btn--outline btn--sm">
              Sign Out
            </button>
          </form>
        </div>
      </div>
      <PageHeader breadcrumb={breadcrumb} heading={heading} lead={lead} leadBelow>
        {actions ? <div className="admin-actions">{actions}</div> : null}
      </PageHeader>
      <section className="section section--tight">
        <div className="container">{children}</div>
      </section>
    </>
  );
}
