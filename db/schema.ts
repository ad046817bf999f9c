import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { EnrollmentStatus } from '../domain/checkout.ts';
import type { Campus, CourseLevel, CourseStatus } from '../domain/courses.ts';
import type { MailKind, OutboxStatus } from '../domain/mail.ts';
import type { StaffRole, StaffTokenPurpose } from '../domain/staff.ts';
import type { WaitlistEntryState } from '../domain/waitlist-line.ts';
import type { ScholarshipStatus } from '../domain/scholarships.ts';

/**
 * The one typed view of the database. Timestamps are ISO-8601 text and booleans are
 * 0/1 integers so the same queries run on SQLite and PostgreSQL. Each feature adds its
 * tables with a migration of its own (checkout, the forms and the admin area bring theirs).
 */
export interface Database {
  courses: CoursesTable;
  waitlist_entries: WaitlistEntriesTable;
  level_waitlist_entries: LevelWaitlistEntriesTable;
  blog_posts: BlogPostsTable;
  enrollments: EnrollmentsTable;
  payment_events: PaymentEventsTable;
  demo_payment_sessions: DemoPaymentSessionsTable;
  contact_messages: ContactMessagesTable;
  enrollment_requests: EnrollmentRequestsTable;
  enrollment_drafts: EnrollmentDraftsTable;
  admin_sessions: AdminSessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  outbox: OutboxTable;
  staff: StaffTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  parent_sign_in_links: ParentSignInLinksTable;
  parent_sessions: ParentSessionsTable;
  credits: CreditsTable;
  early_bird_rules: EarlyBirdRulesTable;
  promo_codes: PromoCodesTable;
  scholarship_applications: ScholarshipApplicationsTable;
}

type CreatedAt = ColumnType<string, string, never>;

export interface CoursesTable {
  id: Generated<number>;
  program: string;
  name: string;
  description: string;
  level: CourseLevel;
  campus: Campus;
  location: string;
  format: string;
  /** Display text, e.g. 'June 15 - June 19, 2026'. */
  dates: string;
  /** The real first day, YYYY-MM-DD, used for sorting. */
  start_date: string;
  /**
   * The schedule as data (the receipt's calendar file is made from it): the last class
   * day, the weekdays in iCalendar's letters ('SA', 'MO,TU,WE,TH,FR'), a class's start and
   * end ('HH:MM', 24-hour) and their time zone. Null when a course was entered without them.
   */
  end_date: string | null;
  class_days: string | null;
  class_start_time: string | null;
  class_end_time: string | null;
  time_zone: string | null;
  schedule: string;
  price_cents: number;
  capacity: number;
  seats_taken: Generated<number>;
  status: CourseStatus;
  created_at: CreatedAt;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  course_id: number;
  course_name: string;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_grade: string | null;
  message: string | null;
  interested_in_future_camps: number;
  created_at: CreatedAt;
  /** Where the entry stands (domain/waitlist-line.ts); its offer, while it has one, below. */
  state: Generated<WaitlistEntryState>;
  /** Its place in line: smaller is earlier, the id breaking ties (0 by default: sign-up order). */
  line_order: Generated<number>;
  offer_enrollment_id: number | null;
  /** sha256 of the claim link's secret. */
  offer_token_hash: string | null;
  /** The first link's hash, once a scholarship repriced the seat and its email carried a new link: both find the offer. */
  replaced_token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  state_changed_at: string | null;
}

/** Interest in a level with no cohorts scheduled yet. */
export interface LevelWaitlistEntriesTable {
  id: Generated<number>;
  level: CourseLevel;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_grade: string | null;
  message: string | null;
  interested_in_future_camps: number;
  created_at: CreatedAt;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD */
  publish_date: string;
  reading_time: number;
  excerpt: string;
  featured_image: string | null;
  /** JSON array of strings. */
  tags: string;
  content: string;
  source_url: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  course_id: number;
  student_name: string;
  parent_email: string;
  amount_cents: number;
  /** ISO 4217, lowercase as Stripe writes it ('usd'). */
  currency: string;
  status: EnrollmentStatus;
  hold_expires_at: string;
  payment_provider: string;
  payment_session_id: string | null;
  payment_intent_id: string | null;
  refund_id: string | null;
  created_at: CreatedAt;
  updated_at: string;
  paid_at: string | null;
  released_at: string | null;
  /** A cancellation's refund when it is less than the amount paid (the policy's fee kept); null: all of it. */
  refund_cents: number | null;
  /** When the parent (or staff) cancelled it; null for everything else, late payments' refunds included. */
  cancelled_at: string | null;
  /** Set by the one switch of dates the policy allows: when, and the cohort it left. */
  switched_at: string | null;
  switched_from_course_id: number | null;
  /** The list price when the seat was held (null on enrollments from before prices had lines: `amount_cents`). */
  list_price_cents: number | null;
  /** The discounts taken off, as domain/pricing.ts's PriceLine[] in JSON; null when none. */
  price_lines: string | null;
  /** The promo code whose use this hold counted (given back if it is released unpaid). */
  promo_code_id: number | null;
  /** Who holds the seat, for the fair share: a hash of the client's address (IPv6: its /64). */
  client_key: string | null;
  /** This hold's number among its client's and its email address's unpaid holds (1 to the limit). */
  client_slot: number | null;
  email_slot: number | null;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface DemoPaymentSessionsTable {
  id: string;
  enrollment_id: number;
  description: string;
  /** Null on a session opened before 2026-12-01 (20261201T0000_payment_student). */
  student_name: string | null;
  /** When and where the class is; null on a session opened before 2026-12-03 (20261203T0000_payment_class). */
  class_schedule: string | null;
  class_location: string | null;
  customer_email: string;
  amount_cents: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  expires_at: string;
  success_url: string;
  cancel_url: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
  /** When staff marked it handled, and who (their email); null while it waits. */
  handled_at: string | null;
  handled_by: string | null;
}

export interface EnrollmentRequestsTable {
  id: Generated<number>;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_age: number;
  student_grade: string;
  program: string;
  location: string;
  schedule: string;
  experience: string;
  /** JSON array of strings. */
  interests: string;
  comments: string | null;
  created_at: CreatedAt;
  /** When staff marked it handled, and who (their email); null while it waits. */
  handled_at: string | null;
  handled_by: string | null;
}

/** The enrollment wizard's answers so far, by an unguessable id its visitor holds in a cookie. */
export interface EnrollmentDraftsTable {
  id: string;
  /** JSON object: the wizard's fields as typed. */
  answers: string;
  /** Set once the draft was submitted: the request it became. */
  request_id: number | null;
  /** 1 once a submit found errors: from then on every step shows its messages. */
  submit_tried: Generated<number>;
  updated_at: string;
  /** How many times it was saved (null for drafts older than the count): one saved once is swept sooner. */
  saves: number | null;
}

/** A signed-in admin's session (express-session's data as JSON). */
export interface AdminSessionsTable {
  sid: string;
  data: string;
  expires_at: string;
}

/** An email to send, sent, or kept back (db/migrations/20261123T0400_outbox.ts). */
export interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
  /** One message per key, ever (e.g. 'receipt:enrollment:12'). */
  dedupe_key: string;
  to_address: string;
  reply_to: string | null;
  /** JSON: the message's data (domain/mail.ts), rendered when sent or read. */
  payload: string;
  status: OutboxStatus;
  hold_reason: string | null;
  /** 1: to an address typed into a public form, counted against its daily limit. */
  limited: number;
  tries: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  smtp_response: string | null;
  created_at: CreatedAt;
  updated_at: string;
  sent_at: string | null;
}

/** A person who runs the school (db/migrations/20261123T0500_staff_console.ts). */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  session_version: Generated<number>;
  created_at: CreatedAt;
  last_sign_in_at: string | null;
}

/** A single-use link that sets a password: an invitation or a reset. Only its hash is kept. */
export interface StaffTokensTable {
  token_hash: string;
  staff_id: number;
  purpose: StaffTokenPurpose;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
}

/** One change a staff member made: who, when, what, and the record before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_email: string;
  action: string;
  record_type: string;
  record_id: string;
  before: string | null;
  after: string | null;
}

/** A single-use link that signs a parent in (db/migrations/20261124T0100_parent_accounts.ts). Only its hash is kept. */
export interface ParentSignInLinksTable {
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
}

/** A parent's signed-in session: the hash of the cookie's secret, and the address it belongs to. */
export interface ParentSessionsTable {
  id_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: string;
}

/** A credit from a cancellation (db/migrations/20261124T0200_cancellations.ts): used once, before it expires. */
export interface CreditsTable {
  id: Generated<number>;
  email: string;
  amount_cents: number;
  /** The last day it can be used, YYYY-MM-DD in the school's calendar. */
  expires_on: string;
  source_enrollment_id: number;
  created_at: CreatedAt;
  used_at: string | null;
  used_by_enrollment_id: number | null;
  /** From a cancellation under the policy (one per enrollment), or given by staff. */
  origin: Generated<'cancellation' | 'staff'>;
}

/** A promo code staff made: a percentage or an amount (cents) off, between two days, for a number of uses. */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  starts_on: string;
  ends_on: string;
  max_uses: number;
  uses: Generated<number>;
  /** Comma-separated course ids; null for every course. */
  course_ids: string | null;
  created_at: CreatedAt;
  archived_at: string | null;
}

/** A family's application for a cohort's need-based scholarship, and staff's decision. */
export interface ScholarshipApplicationsTable {
  id: Generated<number>;
  course_id: number;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  household_size: number;
  statement: string;
  status: Generated<ScholarshipStatus>;
  percent: number | null;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
  offer_enrollment_id: number | null;
  created_at: CreatedAt;
}

/** An early bird: a percentage off cohorts whose first class is in a range, until a day (school calendar, YYYY-MM-DD). */
export interface EarlyBirdRulesTable {
  id: Generated<number>;
  percent: number;
  ends_on: string;
  first_class_from: string;
  first_class_to: string;
  created_at: CreatedAt;
  updated_at: string;
}

/** A rate limiter's count for one key in its current window. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

export type EnrollmentRow = Selectable<EnrollmentsTable>;
export type CourseRow = Selectable<CoursesTable>;
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type StaffRow = Selectable<StaffTable>;
export type AuditRow = Selectable<AuditLogTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
export type ScholarshipApplicationRow = Selectable<ScholarshipApplicationsTable>;
export type EarlyBirdRuleRow = Selectable<EarlyBirdRulesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type EnrollmentRequestRow = Selectable<EnrollmentRequestsTable>;
export type NewCourse = Insertable<CoursesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
