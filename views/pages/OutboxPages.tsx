import type { StaffMember } from '../../domain/staff.ts';
import type { ReactNode } from 'react';
import type { OutboxStatus } from '../../domain/mail.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { outboxCopy as copy } from '../content/outbox.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage } from './AdminPages.tsx';
import { ListToolbar, Pager, StatusFilter, Time, type ListState } from '../components/AdminParts.tsx';

const info = pageMetadata.outbox;

export type OutboxListItem = {
  id: number;
  createdAt: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  tries: number;
  /** The last error, or why it was kept back. */
  problem: string | null;
};

/** A status in words, with a mark whose shape (not only its colour) tells good from bad. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <span className={`outbox-status outbox-status--${status}`}>{copy.statuses[status]}</span>;
}

const messagePath = (id: number) => `${info.path}/${id}`;

export function OutboxListPage({
  items,
  status,
  page,
  hasMore,
  mailEnabled,
  viewer,
}: {
  items: OutboxListItem[];
  status: OutboxStatus | undefined;
  page: number;
  hasMore: boolean;
  mailEnabled: boolean;
  viewer: StaffMember;
}) {
  const list: ListState = { path: info.path, query: { status } };
  return (
    <AdminPage lead={copy.lead} heading={info.heading} breadcrumb={info.breadcrumb} current={info.path} viewer={viewer}>
      {mailEnabled ? null : (
        <p className="notice notice--info" role="note">
          {copy.noMailServer}
        </p>
      )}
      <ListToolbar list={list}>
        <StatusFilter id="outbox-status" value={status} labels={copy.statuses} />
      </ListToolbar>
      {items.length === 0 ? (
        <p className="card">{status ? copy.emptyFiltered : copy.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.columns.time}</th>
                <th scope="col">{copy.columns.to}</th>
                <th scope="col">{copy.columns.subject}</th>
                <th scope="col">{copy.columns.status}</th>
                <th scope="col" className="admin-table__number">
                  {copy.columns.tries}
                </th>
                <th scope="col">{copy.columns.lastError}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={copy.columns.time}>
                    <Time iso={item.createdAt} />
                  </td>
                  <td data-label={copy.columns.to} className="admin-table__wrap">
                    {item.to}
                  </td>
                  <td data-label={copy.columns.subject}>
                    <a href={messagePath(item.id)}>{item.subject}</a>
                  </td>
                  <td data-label={copy.columns.status}>
                    <OutboxStatusBadge status={item.status} />
                  </td>
                  <td data-label={copy.columns.tries} className="admin-table__number">
                    {item.tries}
                  </td>
                  <td data-label={copy.columns.lastError} className="admin-table__wrap">
                    {item.problem ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of messages" />
    </AdminPage>
  );
}

export type OutboxMessageView = {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  status: OutboxStatus;
  holdReason: string | null;
  tries: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  smtpResponse: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  attachments: { name: string; contentType: string; bytes: number; href: string }[];
  htmlHref: string;
  canResend: boolean;
};

export function OutboxMessagePage({
  message,
  mailEnabled,
  viewer,
}: {
  message: OutboxMessageView;
  mailEnabled: boolean;
  viewer: StaffMember;
}) {
  const fields = copy.message.fields;
  const rows: [string, ReactNode][] = [
    [fields.to, message.to],
    ...(message.replyTo ? [[fields.replyTo, message.replyTo] as [string, string]] : []),
    [fields.subject, message.subject],
    [fields.status, <OutboxStatusBadge key="status" status={message.status} />],
    ...(message.holdReason ? [[fields.reason, message.holdReason] as [string, string]] : []),
    [fields.tries, String(message.tries)],
    ...(message.nextAttemptAt ? [[fields.nextTry, <Time key="next" iso={message.nextAttemptAt} />] as [string, ReactNode]] : []),
    ...(message.lastError ? [[fields.lastError, message.lastError] as [string, string]] : []),
    ...(message.smtpResponse ? [[fields.serverResponse, message.smtpResponse] as [string, string]] : []),
    [fields.created, <Time key="created" iso={message.createdAt} />],
    ...(message.sentAt ? [[fields.sent, <Time key="sent" iso={message.sentAt} />] as [string, ReactNode]] : []),
  ];
  return (
    <AdminPage
      heading={message.subject}
      breadcrumb={[...info.breadcrumb.slice(0, 1), { label: info.heading, href: info.path }, { label: `#${message.id}` }]}
      current={info.path}
      viewer={viewer}
      // The way back among the page's actions, as a course's and an enrollment's have it.
      actions={
        <a className="btn btn--outline btn--sm" href={info.path}>
          {copy.message.back}
        </a>
      }
    >
      <div className="outbox-message">
        <section className="card" aria-labelledby="outbox-details-heading">
          <h2 id="outbox-details-heading" className="visually-hidden">
            {message.subject}
          </h2>
          <dl className="outbox-fields">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {message.canResend ? (
            mailEnabled ? (
              <form method="post" action={`${messagePath(message.id)}/resend`} className="outbox-resend" data-island="busy-form">
                <BusyButton busyLabel={copy.message.resending}>{copy.message.resend}</BusyButton>
                <p className="muted field__help">{copy.message.resendHelp}</p>
              </form>
            ) : (
              <p className="muted field__help outbox-resend">{copy.message.resendNeedsServer}</p>
            )
          ) : null}
        </section>
        <section aria-labelledby="outbox-html-heading">
          <h2 id="outbox-html-heading">{copy.message.htmlHeading}</h2>
          <iframe
            className="outbox-preview"
            src={message.htmlHref}
            title={copy.message.htmlFrameTitle}
            sandbox=""
            loading="lazy"
          />
          <p>
            <a href={message.htmlHref}>{copy.message.openHtml}</a>
          </p>
        </section>
        <section aria-labelledby="outbox-text-heading">
          <h2 id="outbox-text-heading">{copy.message.textHeading}</h2>
          <pre className="outbox-text" tabIndex={0}>
            {message.text}
          </pre>
        </section>
        <section aria-labelledby="outbox-attachments-heading">
          <h2 id="outbox-attachments-heading">{copy.message.attachmentsHeading}</h2>
          {message.attachments.length === 0 ? (
            <p>{copy.message.noAttachments}</p>
          ) : (
            <ul>
              {message.attachments.map((attachment) => (
                <li key={attachment.href}>
                  <a href={attachment.href} download={attachment.name}>
                    {attachment.name}
                  </a>{' '}
                  <span className="muted">
                    ({attachment.contentType.split(';')[0]}, {attachment.bytes.toLocaleString('en-US')} bytes)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
