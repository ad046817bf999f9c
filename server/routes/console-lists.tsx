import { Router, type Request, type Response } from 'express';
import { storedList } from '../../domain/stored-lists.ts';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { ContactMessageRow, EnrollmentRequestRow } from '../../db/schema.ts';
import { backToList, listHref } from '../../domain/admin-lists.ts';
import {
  handledFormSchema,
  messagesQuerySchema,
  requestsQuerySchema,
  waitlistQuerySchema,
  type WaitlistQuery,
} from '../../domain/console-lists.ts';
import type { StaffMember } from '../../domain/staff.ts';
import type { ListState } from '../../views/components/AdminParts.tsx';
import { contactForm } from '../../views/content/contact-form.ts';
import { enrollmentForm } from '../../views/content/enrollment-form.ts';
import { pageMetadata, type PageMetadata } from '../../views/content/page-metadata.ts';
import { handledToast } from '../../views/pages/ConsoleListPages.tsx';
import { MessageRow, MessagesPage, subjectLabel, type MessageItem } from '../../views/pages/MessagesPage.tsx';
import { RequestRow, RequestsPage, requestInWords, type RequestItem } from '../../views/pages/RequestsPage.tsx';
import {
  WaitlistConsolePage,
  levelLabel,
  waitlistName,
  yesNo,
  type WaitlistEntryItem,
} from '../../views/pages/WaitlistConsolePage.tsx';
import { entryStateLabels } from '../../views/content/offers.ts';
import type { AppContext } from '../context.ts';
import { staffOf } from '../http/admin-session.ts';
import { sendCsv, type CsvColumn } from '../http/csv.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost, triggerToast, wantsFragment } from '../http/htmx.ts';
import {
  findMessage,
  findRequest,
  listMessages,
  listRequests,
  listWaitlist,
  markHandled,
  messagesForExport,
  requestsForExport,
  waitlistCourses,
  waitlistForExport,
  type HandledTable,
  type ListPage,
  type WaitlistEntry,
} from '../services/console-lists.ts';
import { consoleBundles } from './console-page.ts';

const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A list's query, or a 400 page that names the filter at fault (never a 500). */
function parseQuery<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') || 'query';
  throw new HttpError(400, `This list cannot show "${name}" as asked: ${issue?.message ?? 'invalid value'}`);
}

/** The list's query as its links carry it (the page aside), and the URL of what is shown. */
function listStateOf(path: string, query: { page: number } & Record<string, string | number | undefined>) {
  const { page, ...rest } = query;
  const list: ListState = { path, query: rest };
  return { list, page, back: listHref(path, rest, { page }), csvHref: listHref(`${path}.csv`, rest) };
}

/** Today's date in a download's name, so two exports never overwrite each other unnoticed. */
const csvName = (name: string, now: Date) => `${name}-${now.toISOString().slice(0, 10)}.csv`;

const handledColumns = <Row extends { handled_at: string | null; handled_by: string | null }>(): CsvColumn<Row>[] => [
  { header: 'Handled at', cell: (row) => row.handled_at },
  { header: 'Handled by', cell: (row) => row.handled_by },
];

const toMessageItem = (row: ContactMessageRow): MessageItem => ({
  id: row.id,
  receivedAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  handledAt: row.handled_at,
  handledBy: row.handled_by,
});

const messageColumns: CsvColumn<ContactMessageRow>[] = [
  { header: 'ID', cell: (row) => row.id },
  { header: 'Received', cell: (row) => row.created_at },
  { header: contactForm.labels.name, cell: (row) => row.name },
  { header: contactForm.labels.email, cell: (row) => row.email },
  { header: contactForm.labels.phone, cell: (row) => row.phone },
  { header: contactForm.labels.subject, cell: (row) => subjectLabel(row.subject) },
  { header: contactForm.labels.message, cell: (row) => row.message },
  ...handledColumns<ContactMessageRow>(),
];

const toRequestItem = (row: EnrollmentRequestRow): RequestItem => ({
  id: row.id,
  receivedAt: row.created_at,
  parentName: row.parent_name,
  parentEmail: row.parent_email,
  parentPhone: row.parent_phone,
  studentName: row.student_name,
  studentAge: row.student_age,
  studentGrade: row.student_grade,
  program: row.program,
  location: row.location,
  schedule: row.schedule,
  experience: row.experience,
  interests: storedList(row.interests),
  comments: row.comments,
  handledAt: row.handled_at,
  handledBy: row.handled_by,
});

const { labels } = enrollmentForm;
/** Every answer in words, as on the page; the age as a number a spreadsheet can sort. */
const requestColumns: CsvColumn<EnrollmentRequestRow & { words: ReturnType<typeof requestInWords> }>[] = [
  { header: 'ID', cell: (row) => row.id },
  { header: 'Received', cell: (row) => row.created_at },
  { header: labels.parentName, cell: (row) => row.parent_name },
  { header: labels.parentEmail, cell: (row) => row.parent_email },
  { header: labels.parentPhone, cell: (row) => row.parent_phone },
  { header: labels.studentName, cell: (row) => row.student_name },
  { header: labels.studentAge, cell: (row) => row.student_age },
  { header: labels.studentGrade, cell: (row) => row.words.studentGrade },
  { header: labels.program, cell: (row) => row.words.program },
  { header: labels.location, cell: (row) => row.words.location },
  { header: labels.schedule, cell: (row) => row.words.schedule },
  { header: labels.experience, cell: (row) => row.words.experience },
  { header: labels.interests, cell: (row) => row.words.interests.join('; ') },
  { header: labels.comments, cell: (row) => row.comments },
  ...handledColumns<EnrollmentRequestRow & { words: ReturnType<typeof requestInWords> }>(),
];

async function* withWords(rows: AsyncIterable<EnrollmentRequestRow>) {
  for await (const row of rows) yield { ...row, words: requestInWords(toRequestItem(row)) };
}

/** What makes a list of rows that staff mark handled: its table, page, row, CSV and queries. */
type HandledList<Query extends { page: number }, Row extends { id: number }, ExportRow, Item> = {
  info: PageMetadata;
  table: HandledTable;
  /** How a toast names one row. */
  what: string;
  schema: z.ZodType<Query>;
  list: (db: Db, query: Query) => Promise<ListPage<Row>>;
  exportRows: (db: Db, query: Query) => AsyncIterable<ExportRow>;
  csvColumns: CsvColumn<ExportRow>[];
  csvName: string;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  toItem: (row: Row) => Item;
  Page: (props: {
    viewer: StaffMember;
    items: Item[];
    list: ListState;
    page: number;
    hasMore: boolean;
    back: string;
    csvHref: string;
  }) => ReactElement;
  Row: (props: { item: Item; back: string }) => ReactElement;
};

/**
 * A handled list's three routes: the page (GET path), its CSV (GET path.csv, the same
 * query) and the mark of one row (POST path/{id}/handled), which answers htmx with the
 * updated row and a plain form with a redirect back to the list as it was.
 */
function handledListRoutes<
  Query extends { page: number } & Record<string, string | number | undefined>,
  Row extends { id: number },
  ExportRow,
  Item,
>(router: Router, ctx: AppContext, spec: HandledList<Query, Row, ExportRow, Item>): void {
  const { db, renderer, config, clock } = ctx;
  const { info } = spec;

  router.get(info.path, async (req, res) => {
    const query = parseQuery(spec.schema, req.query);
    const { rows, hasMore } = await spec.list(db, query);
    const state = listStateOf(info.path, query);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: <spec.Page viewer={staffOf(res)} items={rows.map(spec.toItem)} hasMore={hasMore} {...state} />,
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.get(`${info.path}.csv`, async (req, res) => {
    const query = parseQuery(spec.schema, req.query);
    req.log.info({ list: info.path }, 'staff exported a list as CSV');
    await sendCsv(req, res, {
      filename: csvName(spec.csvName, clock.now()),
      columns: spec.csvColumns,
      rows: spec.exportRows(db, query),
    });
  });

  router.post(`${info.path}/:id/handled`, async (req: Request, res: Response) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, `${spec.what} not found`);
    const body = handledFormSchema.safeParse(req.body);
    if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? 'Invalid form');
    const { handled } = body.data;
    const back = backToList(info.path, spec.schema, body.data.back).href;
    const result = await markHandled(db, spec.table, id.data, handled, staffOf(res), clock.now());
    if (!result) throw new HttpError(404, `${spec.what} not found`);
    if (result.changed) req.log.info({ table: spec.table, id: id.data, handled }, 'staff marked a row');
    const toast = handledToast(spec.what, handled, result.changed);
    res.vary('HX-Request');
    if (wantsFragment(req)) {
      const row = await spec.find(db, id.data);
      if (!row) throw new HttpError(404, `${spec.what} not found`);
      triggerToast(res, toast);
      return renderer.fragment(req, res, <spec.Row item={spec.toItem(row)} back={back} />, 200, { personal: true });
    }
    redirectAfterPost(req, res, back, { toast, secureCookies: config.isProduction });
  });
}

const toWaitlistItem = (entry: WaitlistEntry): WaitlistEntryItem => ({
  kind: entry.kind,
  id: entry.id,
  courseId: entry.course_id,
  courseName: entry.course_name,
  level: entry.level,
  position: entry.position,
  state: entry.state,
  parentName: entry.parent_name,
  parentEmail: entry.parent_email,
  parentPhone: entry.parent_phone,
  studentName: entry.student_name,
  studentGrade: entry.student_grade,
  message: entry.message,
  interestedInFutureCamps: entry.interested_in_future_camps === 1,
  joinedAt: entry.created_at,
});

const waitlistColumns: CsvColumn<WaitlistEntry>[] = [
  { header: 'List', cell: (entry) => (entry.kind === 'course' ? 'Cohort' : 'Level') },
  {
    header: 'Waiting for',
    cell: (entry) => waitlistName({ kind: entry.kind, courseName: entry.course_name, level: entry.level }),
  },
  { header: 'Cohort ID', cell: (entry) => entry.course_id },
  { header: 'Level', cell: (entry) => (entry.level ? levelLabel(entry.level) : null) },
  { header: 'Place in line', cell: (entry) => entry.position },
  { header: 'State', cell: (entry) => entryStateLabels[entry.state] },
  { header: 'Parent Name', cell: (entry) => entry.parent_name },
  { header: 'Parent Email', cell: (entry) => entry.parent_email },
  { header: 'Parent Phone', cell: (entry) => entry.parent_phone },
  { header: 'Student Name', cell: (entry) => entry.student_name },
  { header: 'Student Grade', cell: (entry) => entry.student_grade },
  { header: 'Message', cell: (entry) => entry.message },
  { header: 'Interested in future camps', cell: (entry) => yesNo(entry.interested_in_future_camps === 1) },
  { header: 'Joined at', cell: (entry) => entry.created_at },
  { header: 'Entry ID', cell: (entry) => entry.id },
];

/** /admin/messages, /admin/enrollment-requests and /admin/waitlist, with their CSVs (mounted behind the session). */
export function listConsoleRoutes(ctx: AppContext): Router {
  const { db, renderer, clock } = ctx;
  const router = Router();

  handledListRoutes(router, ctx, {
    info: pageMetadata.messages,
    table: 'contact_messages',
    what: 'Message',
    schema: messagesQuerySchema,
    list: listMessages,
    exportRows: messagesForExport,
    csvColumns: messageColumns,
    csvName: 'messages',
    find: findMessage,
    toItem: toMessageItem,
    Page: MessagesPage,
    Row: MessageRow,
  });

  handledListRoutes(router, ctx, {
    info: pageMetadata.enrollmentRequests,
    table: 'enrollment_requests',
    what: 'Request',
    schema: requestsQuerySchema,
    list: listRequests,
    exportRows: (database, query) => withWords(requestsForExport(database, query)),
    csvColumns: requestColumns,
    csvName: 'enrollment-requests',
    find: findRequest,
    toItem: toRequestItem,
    Page: RequestsPage,
    Row: RequestRow,
  });

  const waitlist = pageMetadata.waitlistConsole;
  const waitlistState = (query: WaitlistQuery) => listStateOf(waitlist.path, query);

  router.get(waitlist.path, async (req, res) => {
    const query = parseQuery(waitlistQuerySchema, req.query);
    const [{ rows, hasMore }, courses] = await Promise.all([listWaitlist(db, query), waitlistCourses(db)]);
    const { list, page, csvHref } = waitlistState(query);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, waitlist),
      body: (
        <WaitlistConsolePage
          viewer={staffOf(res)}
          items={rows.map(toWaitlistItem)}
          list={list}
          page={page}
          hasMore={hasMore}
          courses={courses}
          csvHref={csvHref}
        />
      ),
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.get(`${waitlist.path}.csv`, async (req, res) => {
    const query = parseQuery(waitlistQuerySchema, req.query);
    req.log.info({ list: waitlist.path }, 'staff exported a list as CSV');
    await sendCsv(req, res, {
      filename: csvName('waitlist', clock.now()),
      columns: waitlistColumns,
      rows: waitlistForExport(db, query),
    });
  });

  return router;
}
