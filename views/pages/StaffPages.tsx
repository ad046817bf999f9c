import type { ReactNode } from 'react';
import type { StaffMember } from '../../domain/staff.ts';
import { minPasswordLength } from '../../domain/staff.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { Time } from '../components/AdminParts.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage, TextField } from './AdminPages.tsx';

const staffPage = pageMetadata.staff;

export type StaffView = {
  id: number;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  createdAt: string;
  lastSignInAt: string | null;
  joined: boolean;
  invitedUntil: string | null;
};

/** A link the owner hands over themselves when no mail server is configured. */
export type HandOver = { name: string; email: string; url: string; expiresAt: string };

/** /admin/staff (owner only): who can sign in, an invitation form, and Remove. */
export function StaffListPage({
  viewer,
  staff,
  errors = {},
  values = {},
  handOver,
  mailEnabled,
}: {
  viewer: StaffMember;
  staff: StaffView[];
  errors?: { email?: string; name?: string };
  values?: { email?: string; name?: string };
  handOver?: HandOver;
  mailEnabled: boolean;
}) {
  return (
    <AdminPage
      lead={
        'Staff can use every part of the console except this page. The owner’s account comes from the server’s configuration (ADMIN_EMAIL and ADMIN_PASSWORD).'
      }
      heading={staffPage.heading}
      breadcrumb={staffPage.breadcrumb}
      current={staffPage.path}
      viewer={viewer}
    >
      {handOver ? (
        <div className="notice" role="status">
          <p>
            No mail server is configured, so the invitation was not emailed. Give {handOver.name} this link yourself (it works
            once, until <Time iso={handOver.expiresAt} />
            ):
          </p>
          <p>
            <code className="handover-link">{handOver.url}</code>
          </p>
        </div>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Created</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id}>
                <td data-label="Name">{member.name}</td>
                <td data-label="Email" className="admin-table__wrap">
                  {member.email}
                </td>
                <td data-label="Role">{member.role === 'owner' ? 'Owner' : 'Staff'}</td>
                <td data-label="Created">
                  <Time iso={member.createdAt} />
                </td>
                <td data-label="Last sign-in">
                  {member.lastSignInAt ? (
                    <Time iso={member.lastSignInAt} />
                  ) : member.joined ? (
                    'Never'
                  ) : member.invitedUntil ? (
                    <>
                      Invited, link good until <Time iso={member.invitedUntil} />
                    </>
                  ) : (
                    'Invitation lapsed'
                  )}
                </td>
                <td data-label="Actions">
                  {member.role === 'owner' ? null : (
                    <form
                      method="post"
                      action={`${staffPage.path}/${member.id}/remove`}
                      className="inline-form"
                      data-island="busy-form"
                    >
                      <BusyButton busyLabel="Removing..." className="btn btn--outline btn--sm btn--danger">
                        Remove<span className="visually-hidden"> {member.name}</span>
                      </BusyButton>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Its heading over its card, as every console form's (inside it, it was the only one). */}
      <section className="course-section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <form method="post" action={`${staffPage.path}/invite`} className="card admin-form" noValidate data-island="busy-form">
          <p className="muted">
            {mailEnabled
              ? 'They get an email with a link that works once, for 48 hours, to choose their password.'
              : 'No mail server is configured: after inviting, this page shows the link for you to hand over.'}{' '}
            Inviting someone again who has not joined yet sends a new link.
          </p>
          <TextField id="invite-name" name="name" label="Name" autoComplete="off" value={values.name} error={errors.name} />
          <TextField
            id="invite-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
          />
          <div className="form-actions">
            <BusyButton busyLabel="Inviting...">Send Invitation</BusyButton>
          </div>
        </form>
      </section>
    </AdminPage>
  );
}

/** A page of the signed-out staff flows (reset, invitation): a narrow card under a header. */
function SignedOutPage({
  heading,
  breadcrumb,
  children,
}: {
  heading: string;
  breadcrumb: { label: string; href?: string }[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader breadcrumb={breadcrumb} heading={heading} />
      <section className="section section--tight">
        {/* Under its title, on its left edge, as every console form (centred, it stood apart from its title). */}
        <div className="container">
          <div className="card admin-login">{children}</div>
        </div>
      </section>
    </>
  );
}

const reset = pageMetadata.passwordReset;

/** /admin/password-reset: ask for a link; after asking, the same answer whoever asked. */
export function PasswordResetRequestPage({ sent, error, email }: { sent?: boolean; error?: string; email?: string }) {
  return (
    <SignedOutPage heading={reset.heading} breadcrumb={reset.breadcrumb}>
      {sent ? (
        <div role="status">
          <p>
            If <strong>{email}</strong> belongs to a staff account, a link to choose a new password is on its way. It works once,
            for one hour.
          </p>
          <p>
            <a href={pageMetadata.adminLogin.path}>Back to sign-in</a>
          </p>
        </div>
      ) : (
        <form method="post" action={reset.path} noValidate>
          <p className="muted">Type the email address you sign in with. We send a link to choose a new password.</p>
          <TextField
            id="reset-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            error={error}
            autoFocus
          />
          <div className="form-actions">
            <BusyButton busyLabel="Sending...">Send the Link</BusyButton>
            <a href={pageMetadata.adminLogin.path}>Back to sign-in</a>
          </div>
        </form>
      )}
    </SignedOutPage>
  );
}

export type LinkPurpose = 'invitation' | 'password-reset';

const linkPage = (purpose: LinkPurpose) => (purpose === 'invitation' ? pageMetadata.invitation : reset);

/** The form behind an invitation or reset link: the new password, twice. */
export function SetPasswordPage({
  purpose,
  action,
  member,
  errors = {},
}: {
  purpose: LinkPurpose;
  action: string;
  member: StaffMember;
  errors?: { password?: string; confirm?: string };
}) {
  const page = linkPage(purpose);
  return (
    <SignedOutPage heading={page.heading} breadcrumb={page.breadcrumb}>
      <form method="post" action={action} noValidate>
        <p>
          {purpose === 'invitation' ? `Welcome, ${member.name}.` : `Hello ${member.name}.`} Choose a password for{' '}
          <strong>{member.email}</strong>.
        </p>
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" value={member.email} autoComplete="username" readOnly hidden />
        <TextField
          id="new-password"
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          help={`At least ${minPasswordLength} characters. A few words you will remember work well.`}
          autoFocus
        />
        <TextField
          id="confirm-password"
          name="confirm"
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
        />
        <div className="form-actions">
          <BusyButton busyLabel="Saving...">{purpose === 'invitation' ? 'Join the console' : 'Save the new password'}</BusyButton>
        </div>
      </form>
    </SignedOutPage>
  );
}

/** A link that no longer works, and what to do instead. */
export function DeadLinkPage({ purpose, state }: { purpose: LinkPurpose; state: 'expired' | 'used' | 'unknown' }) {
  const page = linkPage(purpose);
  const why =
    state === 'expired' ? 'This link has expired.' : state === 'used' ? 'This link was already used.' : 'This link is not valid.';
  return (
    <SignedOutPage heading={page.heading} breadcrumb={page.breadcrumb}>
      <p role="alert">{why}</p>
      {purpose === 'invitation' ? (
        <p>Ask the person who invited you for a new invitation. If you already chose a password, sign in.</p>
      ) : (
        <p>
          <a href={reset.path}>Ask for a new link</a>. Each link works once, for one hour.
        </p>
      )}
      <p>
        <a href={pageMetadata.adminLogin.path}>Go to sign-in</a>
      </p>
    </SignedOutPage>
  );
}
