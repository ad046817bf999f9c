/**
 * A local SMTP server for tests (smtp-server underneath), which records every message it accepts,
 * parsed with mailparser's `simpleParser`, and can refuse or hang on demand. The real `nodemailer`
 * talks to it unchanged:
 *
 *   nodemailer.createTransport(fake.url)   // smtp://user:pass@127.0.0.1:<port>, or smtp://127.0.0.1:<port>
 *
 * - Plain SMTP on 127.0.0.1 (a free port). STARTTLS is not offered, so nodemailer on smtp:// stays in
 *   plain text (it upgrades only when STARTTLS is advertised; `requireTLS: true` would fail here).
 * - AUTH PLAIN and LOGIN are offered. With `credentials` AUTH is required: MAIL FROM without it answers
 *   `530 Error: authentication Required`, other credentials `535 5.7.8 Authentication credentials invalid`.
 *   Without `credentials` any AUTH (or none) is accepted; the AUTH user is recorded either way.
 * - Replies carry enhanced status codes, as real relays' do: `250 2.6.0 OK: message queued`,
 *   `451 4.3.0 Try again later`, `421 4.4.2 Service not available, closing transmission channel`,
 *   `550 5.1.1 Message rejected`. The enhanced code is smtp-server's mapping of the reply code (5.1.1 for
 *   every 550, whatever the reason); a refusal's `message` replaces only the text after it. After a 421
 *   smtp-server closes the connection.
 * - What happens to a message is decided when DATA starts, first match wins: `hang('data')` (the body
 *   is read, never answered), `refuseAll`, the `refuseNext` queue (not consumed while one of the other
 *   two is on), else accepted. The body is always read to the end before the answer. Every DATA counts
 *   in `attempts()`; only accepted messages land in `messages` (the same array for the fake's life).
 * - Parsing: `text` and `html` are only the parts sent (no HTML-to-text or text-to-HTML conversion). A
 *   single-part body keeps the line break before SMTP's terminating dot, so `text: 'Hello'` arrives
 *   as 'Hello\n'; a part of a multipart message arrives as sent. `headers` holds the top-level header
 *   values as received (unfolded, trimmed, encoded words NOT decoded: a non-ASCII Subject is
 *   `=?UTF-8?Q?...?=` there, decoded in `subject`); a repeated header's values are joined with ', '.
 *   An attachment's `contentType` keeps its parameters (`text/calendar; charset=utf-8; method=PUBLISH`)
 *   minus the `name` nodemailer adds (that is `filename`). A message mailparser cannot parse is
 *   refused with 451.
 * - smtp-server waits 100 ms before its greeting (to catch clients that talk too early), so each new
 *   connection costs that; a pooled nodemailer transport pays it once.
 * - `close()` destroys open connections instead of waiting for them (smtp-server alone waits up to 30 s),
 *   so a client stuck in a hung DATA fails at once.
 *
 * What nodemailer (10.6.0) makes of the answers: sendMail resolves with `info.response` (the 250 line),
 * `info.messageId`, `info.envelope`; failures are plain Errors with `code`, `command` and, when the
 * server answered, `response` (the whole line), `responseCode` (number) and `permanent` (true for 5xx):
 * - refusal at end of DATA: code 'EMESSAGE', command 'DATA', message 'Message failed: 451 4.3.0 Try again later';
 * - wrong credentials: code 'EAUTH', responseCode 535, command 'AUTH PLAIN', message 'Invalid login: 535 ...';
 * - AUTH required but not sent: code 'EENVELOPE', responseCode 530, command 'MAIL FROM';
 * - `socketTimeout` elapsed (hang): message 'Timeout', code 'ETIMEDOUT', command 'CONN', no responseCode.
 *   The server may have the whole message by then: a timeout does not say it was not delivered;
 * - connection dropped (close() during a hang): code 'ECONNECTION' ('Connection closed unexpectedly'),
 *   or 'ESOCKET' (write EPIPE, `originalCode` set) when it went mid-body; command 'CONN'. A refused
 *   connection is 'ESOCKET' with originalCode 'ECONNREFUSED'.
 */
import type { AddressInfo, Socket } from 'node:net';
import {
  simpleParser,
  type AddressObject,
  type Attachment,
  type HeaderValue,
  type ParsedMail,
  type StructuredHeader,
} from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope: MAIL FROM and RCPT TO addresses as the client sent them. */
  envelope: { from: string; to: string[] };
  /** The AUTH user, when the client authenticated. */
  user: string | undefined;
  /** Parsed with mailparser's simpleParser. */
  subject: string;
  /** The parsed From header as mailparser's `.from.text` gives it, e.g. '"Name" <a@example.org>' ('' if none). */
  from: string;
  /** The parsed To header's `.text` ('' if none; several To headers are joined with ', '). */
  to: string;
  /** The parsed Reply-To header's `.text`. */
  replyTo: string | undefined;
  /** The text/plain part ('' if none: HTML is not converted to text). */
  text: string;
  /** The text/html part ('' if none: text is not converted to HTML). */
  html: string;
  /** `contentType` is the part's type with its parameters as sent, minus `name` (that is `filename`). */
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
  /** Every header line as received, lower-cased names, e.g. headers.get('x-foo') */
  headers: Map<string, string>;
  messageId: string | undefined;
  raw: Buffer;
};

export type SmtpRefusal = { code: 421 | 451 | 550; message?: string };

export type FakeSmtpOptions = {
  /** If set, AUTH is required with exactly these credentials (else any AUTH, or none, is accepted). */
  credentials?: { user: string; pass: string };
};

export type FakeSmtp = {
  /** e.g. smtp://test:secret@127.0.0.1:40123 (with credentials when configured, else smtp://127.0.0.1:port) */
  url: string;
  port: number;
  /** Every message accepted (answered 250), in order. */
  messages: ReceivedMail[];
  /** The next `count` messages are refused at end of DATA with this code (default count 1). */
  refuseNext(refusal: SmtpRefusal, count?: number): void;
  /** Every message is refused with this code until called with null. */
  refuseAll(refusal: SmtpRefusal | null): void;
  /** 'data': accept the DATA stream but never answer it (the client times out); null: normal again. */
  hang(on: 'data' | null): void;
  /** How many DATA transactions were attempted (accepted or refused or hung). */
  attempts(): number;
  /** Resolves when `messages.length >= n`; rejects after timeoutMs (default 10 s) with a clear error. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
};

/** What the client reads after the code and smtp-server's enhanced status code, when the refusal names no message. */
const DEFAULT_MESSAGES: Record<SmtpRefusal['code'], string> = {
  421: 'Service not available, closing transmission channel',
  451: 'Try again later',
  550: 'Message rejected',
};

/** smtp-server answers a handler's error with `err.responseCode` and `err.message`. */
function refusalError(refusal: SmtpRefusal): Error & { responseCode: number } {
  return Object.assign(new Error(refusal.message ?? DEFAULT_MESSAGES[refusal.code]), { responseCode: refusal.code });
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const addressText = (value: AddressObject | AddressObject[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map((a) => a.text).join(', ') : value.text;

/** `Name: value` lines, unfolded; a repeated header's values are joined with ', '. */
function headerMap(lines: ParsedMail['headerLines']): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
    const previous = headers.get(key);
    headers.set(key, previous === undefined ? value : `${previous}, ${value}`);
  }
  return headers;
}

const isStructured = (value: HeaderValue | undefined): value is StructuredHeader =>
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  typeof value.value === 'string' &&
  'params' in value;

/**
 * The Content-Type as the sender gave it: `type; param=value...`, without the `name` nodemailer adds
 * (that is `filename`). mailparser's own `contentType` is the bare type, which would hide e.g. `method=PUBLISH`.
 */
function attachmentContentType(attachment: Attachment): string {
  const header = attachment.headers.get('content-type');
  if (!isStructured(header)) return attachment.contentType;
  const params = Object.entries(header.params).filter(([key]) => key !== 'name');
  return [header.value, ...params.map(([key, value]) => `${key}=${value}`)].join('; ');
}

async function toReceivedMail(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  // No conversions: `text` and `html` are the parts the client sent, nothing derived from the other one.
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, keepCidLinks: true });
  const { mailFrom, rcptTo } = session.envelope;
  return {
    envelope: { from: mailFrom === false ? '' : mailFrom.address, to: rcptTo.map((r) => r.address) },
    user: typeof session.user === 'string' ? session.user : undefined,
    subject: parsed.subject ?? '',
    from: addressText(parsed.from) ?? '',
    to: addressText(parsed.to) ?? '',
    replyTo: addressText(parsed.replyTo),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename,
      contentType: attachmentContentType(a),
      content: a.content,
    })),
    headers: headerMap(parsed.headerLines),
    messageId: parsed.messageId,
    raw,
  };
}

type Waiter = { n: number; resolve: (messages: ReceivedMail[]) => void };

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const { credentials } = options;
  const messages: ReceivedMail[] = [];
  const refusals: SmtpRefusal[] = [];
  let refuseEvery: SmtpRefusal | null = null;
  let hangData = false;
  let attempts = 0;
  const waiters = new Set<Waiter>();

  const settleWaiters = () => {
    for (const waiter of waiters) {
      if (messages.length < waiter.n) continue;
      waiters.delete(waiter);
      waiter.resolve(messages.slice());
    }
  };

  const server = new SMTPServer({
    secure: false,
    // nodemailer on smtp:// upgrades only when STARTTLS is advertised, so plain text all the way.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: credentials === undefined,
    logger: false,
    // Nothing here uses the client's host name; no DNS lookup for it on every connection.
    disableReverseLookup: true,
    // Real relays answer `451 4.3.0 ...`; smtp-server leaves the enhanced code out unless told.
    hideENHANCEDSTATUSCODES: false,
    onAuth(auth, _session, callback) {
      if (credentials && (auth.username !== credentials.user || auth.password !== credentials.pass)) {
        // smtp-server's default answer to an error here is 535 too; said explicitly because clients rely on it.
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      attempts++;
      // The fate of a transaction is decided when DATA starts, so queued refusals apply in the order attempts come.
      const fate = hangData ? 'hang' : (refuseEvery ?? refusals.shift() ?? 'accept');
      const answer = async () => {
        // Read to the end first in every case: smtp-server sends the reply only once the stream has ended.
        const raw = await readStream(stream);
        if (fate === 'hang') return; // never answered: the client's socket timeout fires (or close() ends it)
        if (fate !== 'accept') return callback(refusalError(fate));
        let mail: ReceivedMail;
        try {
          mail = await toReceivedMail(raw, session);
        } catch (error) {
          return callback(refusalError({ code: 451, message: `Fake SMTP could not parse the message: ${String(error)}` }));
        }
        messages.push(mail);
        callback();
        settleWaiters();
      };
      answer().catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  // smtp-server re-emits every connection error (a client resetting its socket, say) on the server; an
  // EventEmitter without an 'error' listener would throw it. Clients see their own errors anyway.
  server.on('error', () => {});

  // smtp-server's close() waits up to 30 s for open connections; close() below destroys them instead.
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const userInfo = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : '';

  return {
    url: `smtp://${userInfo}127.0.0.1:${port}`,
    port,
    messages,
    refuseNext(refusal, count = 1) {
      for (let i = 0; i < count; i++) refusals.push(refusal);
    },
    refuseAll(refusal) {
      refuseEvery = refusal;
    },
    hang(on) {
      hangData = on === 'data';
    },
    attempts: () => attempts,
    waitFor(n, timeoutMs = 10_000) {
      if (messages.length >= n) return Promise.resolve(messages.slice());
      return new Promise<ReceivedMail[]>((resolve, reject) => {
        const waiter: Waiter = {
          n,
          resolve: (received) => {
            clearTimeout(timer);
            resolve(received);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `Fake SMTP: waited ${timeoutMs} ms for ${n} message(s), got ${messages.length} ` +
                `(${attempts} DATA attempt(s) in all, refused and hung ones included)`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
      refusals.length = 0;
      refuseEvery = null;
      hangData = false;
      attempts = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
