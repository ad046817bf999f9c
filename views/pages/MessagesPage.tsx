import type { ContactSubject } from '../../domain/contact.ts';
import type { HandledStatus } from '../../domain/console-lists.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { CsvLink, ListToolbar, Pager, SortHeading, Time, type ListState } from '../components/AdminParts.tsx';
import { contactForm } from '../content/contact-form.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage } from './AdminPages.tsx';
import {
  ContactLines,
  LongText,
  HandledState,
  HandledStatusFilter,
  MarkHandledForm,
  ReplyLink,
  handledCopy,
  replyHref,
  type HandledMarkView,
} from './ConsoleListPages.tsx';

const info = pageMetadata.messages;

export type MessageItem = HandledMarkView & {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | string;
  message: string;
};

/** A subject as the form's visitor chose it (a stored value the form no longer offers shows as stored). */
export const subjectLabel = (subject: string) => contactForm.subjects[subject as ContactSubject] ?? subject;

export const messageHandledPath = (id: number) => `${info.path}/${id}/handled`;

/** One message as a row; also the fragment htmx swaps in after a mark. `back` is the list's URL as shown. */
export function MessageRow({ item, back }: { item: MessageItem; back: string }) {
  const subject = subjectLabel(item.subject);
  return (
    <tr id={`message-${item.id}`}>
      <td data-label="Received">
        <Time iso={item.receivedAt} />
      </td>
      <td data-label="From" className="admin-table__wrap">
        <ContactLines name={item.name} email={item.email} phone={item.phone} />
      </td>
      <td data-label="Subject">{subject}</td>
      <td data-label="Message" className="console-list-text">
        <LongText text={item.message} />
      </td>
      <td data-label="Status">
        <HandledState mark={item} />
      </td>
      <td data-label="Actions" className="no-print">
        <div className="row-actions">
          <MarkHandledForm action={messageHandledPath(item.id)} handled={item.handledAt !== null} back={back} />
          <ReplyLink name={item.name} href={replyHref({ to: item.email, subject, from: item.name, original: item.message })} />
        </div>
      </td>
    </tr>
  );
}

/** /admin/messages: what came through the contact form, newest first; search, filter, sort, mark handled, reply. */
export function MessagesPage({
  viewer,
  items,
  list,
  page,
  hasMore,
  back,
  csvHref,
}: {
  viewer: StaffMember;
  items: MessageItem[];
  list: ListState;
  page: number;
  hasMore: boolean;
  back: string;
  csvHref: string;
}) {
  const filtered = Boolean(list.query.q || list.query.status);
  return (
    <AdminPage
      lead={'Messages sent through the contact form. Reply opens your mail program; mark a message handled once it is answered.'}
      heading={info.heading}
      breadcrumb={info.breadcrumb}
      current={info.path}
      viewer={viewer}
      actions={<CsvLink href={csvHref} />}
    >
      <ListToolbar list={list} searchLabel="Search name, email, phone or message">
        <HandledStatusFilter id="messages-status" value={list.query.status as HandledStatus | undefined} />
      </ListToolbar>
      {items.length === 0 ? (
        <p className="card">{filtered ? 'No message matches this search and filter.' : 'No message has come in yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table console-list">
            <caption className="visually-hidden">Contact messages</caption>
            <thead>
              <tr>
                <SortHeading list={list} sortKey="received">
                  Received
                </SortHeading>
                <SortHeading list={list} sortKey="name">
                  From
                </SortHeading>
                <SortHeading list={list} sortKey="subject">
                  Subject
                </SortHeading>
                <th scope="col">Message</th>
                <th scope="col">{handledCopy.statusLabel}</th>
                <th scope="col" className="no-print">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <MessageRow key={item.id} item={item} back={back} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of messages" />
    </AdminPage>
  );
}
