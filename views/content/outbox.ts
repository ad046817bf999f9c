import type { OutboxStatus } from '../../domain/mail.ts';

/** The outbox pages' words (/admin/outbox). */
export const outboxCopy = {
  lead: 'Every email the site makes, newest first: receipts, refund notices, waitlist confirmations, contact messages and enrollment requests.',
  noMailServer:
    'No mail server is configured (SMTP_URL), so messages are kept here and not sent. Setting SMTP_URL sends new messages; the ones kept here stay unsent until you send them again.',
  empty: 'No messages yet.',
  emptyFiltered: 'No messages with this status.',
  columns: { time: 'Time', to: 'To', subject: 'Subject', status: 'Status', tries: 'Tries', lastError: 'Last error' },
  caption: 'Email messages, newest first',
  statuses: {
    pending: 'Waiting to send',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    held: 'Not sent',
    withheld: 'Withheld',
  } satisfies Record<OutboxStatus, string>,
  message: {
    back: 'All Messages',
    fields: {
      to: 'To',
      replyTo: 'Reply-To',
      subject: 'Subject',
      status: 'Status',
      reason: 'Why',
      tries: 'Tries',
      nextTry: 'Next try',
      lastError: 'Last error',
      serverResponse: 'Server response',
      created: 'Created',
      sent: 'Sent',
    },
    htmlHeading: 'As the recipient sees it',
    htmlFrameTitle: 'The email as HTML',
    openHtml: 'Open the HTML alone',
    textHeading: 'Text part',
    attachmentsHeading: 'Attachments',
    noAttachments: 'None.',
    resend: 'Send Again',
    resending: 'Sending...',
    resendHelp: 'Queues the message to be sent now, with a fresh count of tries.',
    resendNeedsServer: 'To send it, configure a mail server (SMTP_URL) and restart; then send it again from here.',
  },
  toasts: {
    queued: { title: 'Queued', description: 'The message will be sent within a few seconds.' },
    noMailServer: { title: 'Not sent', description: 'No mail server is configured (SMTP_URL).' },
    notResendable: { title: 'Not sent again', description: 'Only a failed, kept or withheld message can be sent again.' },
  },
};
