import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

const login = pageMetadata.adminLogin;

/** The admin sign-in: one password field. `next` is where a successful sign-in returns to. */
export function AdminLoginPage({ error, next }: { error?: string; next?: string }) {
  return (
    <>
      <PageHeader breadcrumb={login.breadcrumb} heading={login.heading} />
      <section className="section section--tight">
        <div className="container container--narrow">
          <form method="post" action={login.path} className="card admin-login" noValidate>
            {next ? <input type="hidden" name="next" value={next} /> : null}
            <div className={`field${error ? ' field--invalid' : ''}`}>
              <label htmlFor="admin-password">Admin password</label>
              <input
                id="admin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'admin-password-error' : undefined}
              />
              {error ? (
                <p className="field__error" id="admin-password-error">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="form-actions">
              <button type="submit" className="btn btn--primary">
                Sign in
              </button>
            </div>
          </form>
        </div>
      </section>
    </>
  );
}

/** What every admin page says when no admin password is configured. */
export function AdminDisabledPage() {
  return (
    <>
      <PageHeader breadcrumb={login.breadcrumb} heading="Admin sign-in is off" />
      <section className="section section--tight">
        <div className="container container--narrow">
          <div className="card">
            <p>
              No admin password is configured, so nobody can sign in. To turn the admin pages on, set <code>ADMIN_PASSWORD</code>{' '}
              (12 characters or more) in the server&apos;s environment, and <code>SESSION_SECRET</code> (32 characters or more)
              when several instances serve the site, then restart the server.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** The staff pages, in the order the admin navigation lists them. */
const adminSections = [pageMetadata.outbox, pageMetadata.importBlogs];

/** The frame of a signed-in admin page: its header, the admin navigation, a Sign out button, its content. */
export function AdminPage({
  heading,
  breadcrumb,
  children,
  current,
}: {
  heading: string;
  breadcrumb: { label: string; href?: string }[];
  children?: ReactNode;
  /** The section this page belongs to (its path), marked in the navigation. */
  current?: string;
}) {
  return (
    <>
      <PageHeader breadcrumb={breadcrumb} heading={heading}>
        <nav className="admin-nav" aria-label="Admin">
          {adminSections.map((section) => (
            <a
              key={section.path}
              href={section.path}
              className="btn btn--outline btn--sm"
              aria-current={current === section.path ? 'page' : undefined}
            >
              {section.heading}
            </a>
          ))}
        </nav>
        <form method="post" action="/admin/logout" className="admin-signout">
          <button type="submit" className="btn btn--outline btn--sm">
            Sign out
          </button>
        </form>
      </PageHeader>
      <section className="section section--tight">
        <div className="container">{children}</div>
      </section>
    </>
  );
}
